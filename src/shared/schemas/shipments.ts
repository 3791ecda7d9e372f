import { z } from 'zod';

/** A shipment's tracking status in the shop's words (the couriers module's, docs/decisions/0072). */
export const SHIPMENT_STATUSES = ['picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'undelivered', 'rto_initiated', 'rto_delivered', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** A parcel's weight and a side of its box, as the courier takes them; a product's own (admin-products.ts) keep the same limits. */
export const parcelWeightField = z.number('parcelWeight').int('parcelWeight').min(1, 'parcelWeight').max(100_000, 'parcelWeight');
export const parcelSideField = z.number('parcelSide').int('parcelSide').min(1, 'parcelSide').max(300, 'parcelSide');

/** POST /api/admin/orders/:id/shipment: the packed parcel's weight and box, to book it with the courier (docs/product-rules.md 58). */
export const AdminBookShipment = z.object({ weightGrams: parcelWeightField, lengthCm: parcelSideField, breadthCm: parcelSideField, heightCm: parcelSideField });
export type AdminBookShipment = z.infer<typeof AdminBookShipment>;

/** An order's shipment with the courier, as the dispatcher sees it. */
export const AdminShipment = z.object({
  carrier: z.literal('shiprocket'),
  awb: z.string().nullable(),
  courierName: z.string().nullable(),
  /** The label's PDF, at the carrier's address. */
  labelUrl: z.string().nullable(),
  pickupScheduledFor: z.string().nullable(),
  /** Null: the booking stopped part-way (the courier was unreachable) and is to be booked again, which goes on from there. */
  bookedAt: z.string().nullable(),
  /** The latest tracking status; null before the courier's first update. */
  status: z.enum(SHIPMENT_STATUSES).nullable(),
  /** The courier's own words for it, as sent. */
  statusText: z.string().nullable(),
  lastEventAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The dispatcher's action on the open failed delivery attempt, as the courier took it
   * (docs/product-rules.md 58); null while none is taken (then, with status undelivered, the
   * attempt is open and the two actions are offered).
   */
  ndrAction: z.object({ action: z.enum(['re_attempt', 'return']), at: z.string() }).nullable(),
});
export type AdminShipment = z.infer<typeof AdminShipment>;

/** GET /api/admin/orders/:id/shipment (and the booking's answer). */
export const AdminOrderShipment = z.object({
  /** Whether the courier is set up on the server (SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD). */
  configured: z.boolean(),
  shipment: AdminShipment.nullable(),
});
export type AdminOrderShipment = z.infer<typeof AdminOrderShipment>;

/** What Shiprocket's tracking webhook sends: its JSON as it is, read by the couriers module's parser (anything else is answered 200, not used). */
export const TrackingWebhookBody = z.unknown().describe('Shiprocket\'s tracking update (awb, current_status, shipment_status_id, current_timestamp, scans...), as its API documentation gives it');

/** What the courier's tracking webhook answers: applied, or why not (it is 200 either way, so the carrier does not retry). */
export const TrackingWebhookAnswer = z.object({
  applied: z.boolean(),
  ignored: z.enum(['unknown_awb', 'repeated', 'no_status', 'unreadable']).optional(),
});

/** What the dispatcher asks of the courier after a failed delivery attempt: deliver again, or bring the parcel back to the shop. */
export const NDR_ACTIONS = ['re_attempt', 'return'] as const;
export type NdrAction = (typeof NDR_ACTIONS)[number];

/** POST /api/admin/orders/:id/shipment/ndr: the action and a note for the courier (what the farmer said on the phone). */
export const AdminShipmentNdr = z.object({
  action: z.enum(NDR_ACTIONS, 'ndrAction'),
  comments: z.string('ndrComments').trim().max(200, 'ndrComments').optional(),
});
export type AdminShipmentNdr = z.infer<typeof AdminShipmentNdr>;

/** One of the courier's scans as the buyer's timeline shows it: what happened, when, and where. */
export const TrackingScan = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  at: z.string(),
  /** The hub or town the courier named; null when it named none. */
  place: z.string().nullable(),
});
export type TrackingScan = z.infer<typeof TrackingScan>;

/** GET /api/store/orders/:id/tracking: the buyer's own order's courier scans, oldest first (none before the courier's first). */
export const StoreOrderTracking = z.object({
  courierName: z.string().nullable(),
  awb: z.string().nullable(),
  scans: z.array(TrackingScan),
});
export type StoreOrderTracking = z.infer<typeof StoreOrderTracking>;
