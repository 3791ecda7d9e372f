import { z } from 'zod';
import { StoreProduct, StoreKitPart } from './catalog.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './orders.ts';
import { CartOffers } from './offers.ts';

/** A cart holds at most as many lines, and each line as many units, as one order may. */
export const MAX_CART_LINES = MAX_ORDER_LINES;

/** A line of the cart the server keeps, with the product as the shop sells it now. */
export const CartLine = z.object({
  product: StoreProduct,
  /** At most the stock now (a line above it is shown at the stock). */
  quantity: z.number().int(),
  /** The price the farmer last saw for this line; different from the product's: say so. */
  seenPricePaise: z.number().int(),
  /** False when the product was taken off sale or sold out since: it cannot be ordered. */
  available: z.boolean(),
  /** A kit's parts, listed under its line (docs/product-rules.md 48); absent for any other product. */
  kitParts: z.array(StoreKitPart).optional(),
});
export type CartLine = z.infer<typeof CartLine>;

export const Cart = z.object({
  items: z.array(CartLine),
  /** When the cart last changed (ISO), null for a cart never written: tells a newer copy from an older. */
  updatedAt: z.string().nullable(),
  /** The automatic offers its lines take at the owner's prices, and those they nearly take (docs/product-rules.md 47). */
  offers: CartOffers,
});
export type Cart = z.infer<typeof Cart>;

const productIdField = z.string({ error: 'Choose a product' }).min(1, 'Choose a product').max(64, 'Choose a product');
const quantityField = (min: number) =>
  z.coerce
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(min, `Quantity must be at least ${min}`)
    .max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}`);

/**
 * POST /api/store/cart/items: adds `quantity` (1 if absent) of a product. Sent as JSON by the page,
 * or as a form without JavaScript (the values are strings then, hence the coercion).
 */
export const CartAddBody = z.object({ productId: productIdField, quantity: quantityField(1).optional() });
export type CartAddBody = z.infer<typeof CartAddBody>;

/** PUT (or, from a form, POST) /api/store/cart/items/:id: the line's new quantity; 0 removes it. */
export const CartQuantityBody = z.object({ quantity: quantityField(0) });
export type CartQuantityBody = z.infer<typeof CartQuantityBody>;
