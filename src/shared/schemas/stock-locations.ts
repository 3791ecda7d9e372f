import { z } from 'zod';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { oneLineText, phoneField } from './fields.ts';
import { gstinField } from './gst.ts';
import { MAX_STOCK } from './admin-products.ts';

/**
 * Stock locations (docs/product-rules.md 59): the shop's godowns beyond its principal place of
 * business, each registered for GST in its own state, each with its own stock.
 */

/** POST /api/admin/stock-locations and PUT /api/admin/stock-locations/:id: a location as the owner keeps it. */
export const StockLocationInput = z.object({
  name: oneLineText(100, 'tooLong100'),
  address: oneLineText(300, 'tooLong300'),
  city: oneLineText(100, 'tooLong100'),
  state: z.enum(INDIAN_STATES_AND_UTS, 'state'),
  pincode: z.string().trim().regex(/^[0-9]{6}$/, 'pincode'),
  gstin: gstinField,
  /** Whom the courier asks for at pickup, and his number. */
  contactName: oneLineText(100, 'tooLong100'),
  contactPhone: phoneField,
  /** Off: it serves no new order; its stock and history stay. */
  active: z.boolean('required'),
});
export type StockLocationInput = z.infer<typeof StockLocationInput>;
export type StockLocationFormValues = z.input<typeof StockLocationInput>;

/** A location as kept. The principal place of business is `id: null` (its details are the business settings'). */
export const StockLocation = z.object({
  id: z.string().nullable(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.enum(INDIAN_STATES_AND_UTS).nullable(),
  pincode: z.string().nullable(),
  gstin: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  active: z.boolean(),
});
export type StockLocation = z.infer<typeof StockLocation>;

/** GET /api/admin/stock-locations: the principal place first, then the locations by name. */
export const AdminStockLocations = z.object({ locations: z.array(StockLocation) });
export type AdminStockLocations = z.infer<typeof AdminStockLocations>;

/** A product's units at each location (the principal place's: those no other location holds). */
export const ProductLocationStock = z.object({
  productId: z.string(),
  total: z.number().int(),
  locations: z.array(z.object({ id: z.string().nullable(), name: z.string(), units: z.number().int() })),
});
export type ProductLocationStock = z.infer<typeof ProductLocationStock>;

/**
 * PUT /api/admin/products/:id/location-stock: the units counted at one location (not the
 * principal place, whose units the product form sets). `expected` is the units the admin saw, so
 * a count made meanwhile (an order taking units) is not overwritten unseen.
 */
export const SetLocationStock = z.object({
  locationId: z.string().trim().min(1, 'required').max(64, 'required'),
  units: z.number('stock').int('stock').min(0, 'stock').max(MAX_STOCK, 'stock'),
  expected: z.number('stock').int('stock').min(0, 'stock').max(MAX_STOCK, 'stock'),
});
export type SetLocationStock = z.infer<typeof SetLocationStock>;
