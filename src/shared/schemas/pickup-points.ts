import { z } from 'zod';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { oneLineText, phoneField } from './fields.ts';

/**
 * Village pickup points (docs/product-rules.md 56): a field agent's one point in his village where
 * the farmers on his list may collect their orders instead of having them delivered home.
 */

/** PUT /api/admin/agent/pickup-point: the agent's point as he keeps it; `active: false` stops offering it. */
export const PickupPointInput = z.object({
  name: oneLineText(100, 'tooLong100'),
  address: oneLineText(300, 'tooLong300'),
  city: oneLineText(100, 'tooLong100'),
  state: z.enum(INDIAN_STATES_AND_UTS, 'state'),
  pincode: z.string().trim().regex(/^[0-9]{6}$/, 'pincode'),
  phone: phoneField,
  /** When it is open, in his own words ("9 am to 6 pm, not Sunday"); blank or null (as the form sends what it parsed): not said. */
  hours: z
    .string()
    .trim()
    .max(100, 'tooLong100')
    .nullish()
    .transform((v) => (v ? v.replace(/\s+/g, ' ') : null)),
  active: z.boolean('required'),
});
export type PickupPointInput = z.infer<typeof PickupPointInput>;
export type PickupPointFormValues = z.input<typeof PickupPointInput>;

/** The point as kept. */
export const PickupPoint = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.enum(INDIAN_STATES_AND_UTS),
  pincode: z.string(),
  phone: z.string(),
  hours: z.string().nullable(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type PickupPoint = z.infer<typeof PickupPoint>;

/** GET /api/admin/agent/pickup-point: his point, or none yet. */
export const AdminPickupPoint = z.object({ point: PickupPoint.nullable() });
export type AdminPickupPoint = z.infer<typeof AdminPickupPoint>;

/** A point checkout offers the buyer: its id is its agent's account. */
export const StorePickupPoint = PickupPoint.omit({ active: true, updatedAt: true }).extend({ id: z.string(), agentName: z.string() });
export type StorePickupPoint = z.infer<typeof StorePickupPoint>;

/** GET /api/store/pickup-points: the points of the agents whose list the signed-in buyer is on. */
export const StorePickupPoints = z.object({ points: z.array(StorePickupPoint) });
export type StorePickupPoints = z.infer<typeof StorePickupPoints>;

/** Where an order is collected, as it was when placed (its address is the order's shipping address). */
export const PickupPointSnapshot = z.object({ id: z.string(), name: z.string(), phone: z.string(), hours: z.string().nullable() });
export type PickupPointSnapshot = z.infer<typeof PickupPointSnapshot>;
