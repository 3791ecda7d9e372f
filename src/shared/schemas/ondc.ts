import { z } from 'zod';
import { oneLineText } from './fields.ts';

/**
 * The shop on ONDC (docs/product-rules.md 62, docs/decisions/0077): what the owner sets and sees
 * of the seller node in Admin -> ONDC.
 */

/** "latitude,longitude" in India's box, as ONDC writes a GPS point ("22.7196,75.8577"). */
const GPS = /^\s*(-?\d{1,2}(?:\.\d{1,8})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,8})?)\s*$/;
const inIndia = (v: string) => {
  const m = GPS.exec(v);
  if (!m) return false;
  const [lat, lng] = [Number(m[1]), Number(m[2])];
  return lat >= 6 && lat <= 38 && lng >= 68 && lng <= 98;
};

/** PUT /api/admin/ondc/settings: where the store is, and how many days it takes to hand an order to the courier. */
export const AdminOndcSettingsInput = z.object({
  storeGps: z
    .string('gps')
    .refine(inIndia, 'gps')
    .transform((v) => v.replace(/\s+/g, '')),
  storePincode: z.string('pincode').trim().regex(/^[1-9][0-9]{5}$/, 'pincode'),
  storeCity: oneLineText(100, 'tooLong100'),
  daysToShip: z.number('daysToShip').int('daysToShip').min(1, 'daysToShip').max(15, 'daysToShip'),
});
export type AdminOndcSettingsInput = z.infer<typeof AdminOndcSettingsInput>;
export type AdminOndcSettingsFormValues = z.input<typeof AdminOndcSettingsInput>;

export const AdminOndcSettings = z.object({ storeGps: z.string(), storePincode: z.string(), storeCity: z.string(), daysToShip: z.number().int(), updatedAt: z.string() });
export type AdminOndcSettings = z.infer<typeof AdminOndcSettings>;

/** One call from the network ('in') or callback to it ('out'), as the owner's log lists it. */
export const AdminOndcCall = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  action: z.string(),
  status: z.enum(['ack', 'nack', 'pending', 'sent', 'failed']),
  buyerApp: z.string(),
  transactionId: z.string(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminOndcCall = z.infer<typeof AdminOndcCall>;

/** GET /api/admin/ondc: whether the node is set up on the server, the owner's settings, the latest calls, the products kept off. */
export const AdminOndcOverview = z.object({
  /** ONDC_* set on the server: the node answers the network. */
  configured: z.boolean(),
  subscriberId: z.string().nullable(),
  subscriberUrl: z.string().nullable(),
  settings: AdminOndcSettings.nullable(),
  /** What the catalogue still lacks before a search is answered (legal name, address, contact phone or e-mail, these settings). */
  missing: z.array(z.enum(['settings', 'legalName', 'address', 'phone', 'email'])),
  calls: z.array(AdminOndcCall),
  withheldProductIds: z.array(z.string()),
});
export type AdminOndcOverview = z.infer<typeof AdminOndcOverview>;

/** PUT /api/admin/ondc/products/:id: offer the product on the network, or keep it off. */
export const AdminOndcProductOffer = z.object({ offered: z.boolean('trueOrFalse') });
export type AdminOndcProductOffer = z.infer<typeof AdminOndcProductOffer>;

/** The orders one ONDC buyer app placed with the shop (docs/product-rules.md 62). */
export const AdminOndcAppOrders = z.object({
  /** The buyer app's subscriber id, as orders.network_app holds it ("buyer.example.org"). */
  buyerApp: z.string(),
  orders: z.number().int(),
  /** Neither delivered nor cancelled yet: pending, processing or shipped. */
  open: z.number().int(),
  delivered: z.number().int(),
  cancelled: z.number().int(),
  /** The orders' totals with GST, cancelled ones left out, in paise. */
  valuePaise: z.number().int(),
  /** When its latest order was placed. */
  latestOrderAt: z.string(),
});
export type AdminOndcAppOrders = z.infer<typeof AdminOndcAppOrders>;

/** GET /api/admin/ondc/orders: the orders by buyer app, the app with the latest order first. */
export const AdminOndcOrdersByApp = z.object({ apps: z.array(AdminOndcAppOrders) });
export type AdminOndcOrdersByApp = z.infer<typeof AdminOndcOrdersByApp>;
