import { z } from 'zod';
import { CUSTOMER_GROUPS, MAX_PRICE_ROWS } from '#shared/price-lists';
import { MAX_LINE_QUANTITY } from './orders.ts';

const PriceRowInput = z.object({
  group: z.enum(CUSTOMER_GROUPS, 'customerGroup'),
  minQuantity: z.number('tierMinimum').int('tierMinimum').min(1, 'tierMinimum').max(MAX_LINE_QUANTITY, 'quantityTooLarge'),
  pricePaise: z.number('price').int('price').min(1, 'price'),
});

/**
 * PUT /api/admin/products/:id/prices: a product's quantity prices and price lists, all of them
 * (docs/product-rules.md 46). Each row its own field's message: a group's row once per quantity;
 * a retail row from 2 units (from 1 it is the product's price); within a group a larger quantity
 * never costs more a unit. Below the product's own price the server checks, as it knows it.
 */
export const AdminProductPricesInput = z.object({
  rows: z
    .array(PriceRowInput)
    .max(MAX_PRICE_ROWS, 'tooManyPriceRows')
    .superRefine((rows, ctx) => {
      rows.forEach((row, i) => {
        if (row.group === 'retail' && row.minQuantity === 1) ctx.addIssue({ code: 'custom', path: [i, 'minQuantity'], message: 'retailTierFromTwo' });
        if (rows.findIndex((r) => r.group === row.group && r.minQuantity === row.minQuantity) !== i) ctx.addIssue({ code: 'custom', path: [i, 'minQuantity'], message: 'duplicatePriceRow' });
        if (rows.some((r) => r.group === row.group && r.minQuantity < row.minQuantity && r.pricePaise < row.pricePaise)) ctx.addIssue({ code: 'custom', path: [i, 'pricePaise'], message: 'tierPriceRises' });
      });
    }),
});
export type AdminProductPricesInput = z.infer<typeof AdminProductPricesInput>;

export const ProductPriceRow = z.object({ group: z.enum(CUSTOMER_GROUPS), minQuantity: z.number().int(), pricePaise: z.number().int() });

/** A product's price rows, by group then quantity, with its own price. */
export const AdminProductPrices = z.object({ productId: z.string(), basePaise: z.number().int(), rows: z.array(ProductPriceRow) });
export type AdminProductPrices = z.infer<typeof AdminProductPrices>;

/** PUT /api/admin/users/:id/group: the account's customer group, whose price list it buys at. */
export const AdminCustomerGroupInput = z.object({ group: z.enum(CUSTOMER_GROUPS, 'customerGroup') });
export type AdminCustomerGroupInput = z.infer<typeof AdminCustomerGroupInput>;

/** At most this many products' prices in one ask: a catalogue page's. */
export const MAX_PRICED_PRODUCTS = 100;

/** GET /api/store/prices?ids=...: the signed-in buyer's own prices of these products (a repeated parameter or one id). */
export const StoreBuyerPricesQuery = z.object({
  ids: z.preprocess((v) => (Array.isArray(v) ? v : [v]), z.array(z.string().min(1).max(64)).min(1).max(MAX_PRICED_PRODUCTS, `At most ${MAX_PRICED_PRODUCTS} products at once`)),
});
export type StoreBuyerPricesQuery = z.infer<typeof StoreBuyerPricesQuery>;

/**
 * The buyer's group and, for each of the products that has any rows it is entitled to (retail's
 * and its group's), its price for one unit and those rows (src/shared/price-lists.ts priceLadder
 * gives the steps).
 */
export const StoreBuyerPrices = z.object({
  group: z.enum(CUSTOMER_GROUPS),
  items: z.array(z.object({ productId: z.string(), pricePaise: z.number().int(), rows: z.array(ProductPriceRow) })),
});
export type StoreBuyerPrices = z.infer<typeof StoreBuyerPrices>;
