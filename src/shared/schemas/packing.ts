import { z } from 'zod';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { PACK_UNITS } from '#shared/pack';
import { PAYMENT_METHODS } from './orders.ts';

/**
 * The dispatcher's packing queue, pick list and packing slip per place (docs/product-rules.md 61,
 * docs/decisions/0076): what each place (the principal place of business or a godown: rule 59)
 * has to pack, for orders not yet shipped.
 */

/** The principal place of business, which has no stock location row. */
export const PRINCIPAL_PLACE = 'principal';

/** `?location=`: a stock location's id, or "principal". An id that names no location is a 404. */
export const PackingPlaceQuery = z.object({
  location: z.string('required').trim().min(1, 'required').max(64, 'required'),
});
export type PackingPlaceQuery = z.infer<typeof PackingPlaceQuery>;

/** The lots a seed line was picked from, first expiry first out at the order (docs/product-rules.md 28). */
const PickedLot = z.object({ lotNumber: z.string(), quantity: z.number().int() });

const Pack = { packSize: z.number().int().nullable(), packUnit: z.enum(PACK_UNITS).nullable() };

/** A line to pack: the product as sold, its other names ({"hi", "mr"}), the kit it is part of, how many, its lots. */
export const PackingLine = z.object({
  productId: z.string(),
  productName: z.string(),
  otherNames: z.object({ hi: z.string().optional(), mr: z.string().optional() }),
  kitName: z.string().nullable(),
  ...Pack,
  quantity: z.number().int(),
  lots: z.array(PickedLot),
});
export type PackingLine = z.infer<typeof PackingLine>;

/** A parcel's suggested weight and box, from its products' (null when one of them has none); the booking may change them. */
export const SuggestedParcel = z.object({
  weightGrams: z.number().int().nullable(),
  box: z.object({ lengthCm: z.number().int(), breadthCm: z.number().int(), heightCm: z.number().int() }).nullable(),
});
export type SuggestedParcel = z.infer<typeof SuggestedParcel>;

export const PackingOrder = z.object({
  id: z.string(),
  /** HY-000123. */
  number: z.string(),
  placedAt: z.string(),
  status: z.enum(['pending', 'processing']),
  buyerName: z.string(),
  city: z.string(),
  state: z.enum(INDIAN_STATES_AND_UTS),
  pincode: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The cash the courier collects: the order's total, for cash on delivery not yet collected; null otherwise. */
  codAmountPaise: z.number().int().nullable(),
  lines: z.array(PackingLine),
  parcel: SuggestedParcel,
});
export type PackingOrder = z.infer<typeof PackingOrder>;

/** What to take off the shelves for the orders listed: each product (and pack) summed, with each lot's units. */
export const PickListLine = z.object({
  productId: z.string(),
  productName: z.string(),
  otherNames: PackingLine.shape.otherNames,
  ...Pack,
  quantity: z.number().int(),
  lots: z.array(PickedLot),
  /** How many of the orders listed hold it. */
  orders: z.number().int(),
});
export type PickListLine = z.infer<typeof PickListLine>;

/** GET /api/admin/packing?location=: the place, its oldest orders to pack (at most `limit`), how many wait in all, and their pick list. */
export const AdminPackingQueue = z.object({
  place: z.object({ id: z.string().nullable(), name: z.string() }),
  orders: z.array(PackingOrder),
  total: z.number().int(),
  limit: z.number().int(),
  pickList: z.array(PickListLine),
});
export type AdminPackingQueue = z.infer<typeof AdminPackingQueue>;
