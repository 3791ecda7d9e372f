import { z } from 'zod';
import { agr10ContextSchema, type BecknRequestAction, rfc3339Schema, tagGroupSchema } from './beckn-context.ts';
import { issueRequestSchema, issueStatusRequestSchema } from './igm-messages.ts';
import { billingSchema, fulfillmentSchema, fulfillmentStopSchema, orderItemSchema, orderLines, paymentSchema, placedOrderShape } from './beckn-order.ts';

/**
 * The request bodies the shop's seller node receives: search, select, init, confirm, status,
 * track, cancel, update. Only what ONDC retail 1.2.0 requires or the shop uses is checked; all
 * else passes (loose objects), so a buyer app sending extra fields is not refused.
 *
 * Written from ONDC-Official/ONDC-RET-Specifications, branch draft-1.2.1, commit
 * 83c457cc49bd73fef4f067e971ba053e42d9c361, api/components/beckn_yaml.yaml (paths /search ...
 * /update and their message schemas), checked against ONDC's AGR10 examples:
 * ONDC-Official/ONDC-AGR-Specifications, branch draft-agri_input, commit
 * 12ac1a5e96b5f63986ceff313c7b4cf7b679a2bc, api/components/Examples/Agri_Products/
 * {search/search.json, select/select.json, init/init.json, confirm/confirm.json,
 * status/status.json, cancel/cancel_buyer.json, update/update_return_initiated_seller_liquidates.json}.
 */

const text = z.string().trim().min(1, 'Required');

const envelope = <A extends BecknRequestAction, M extends z.ZodType>(action: A, message: M) =>
  z.looseObject({ context: agr10ContextSchema(action), message });

/** search: message.intent (what the buyer looks for: by item, category, fulfillment end, or a whole-city catalogue). */
export const searchRequestSchema = envelope(
  'search',
  z.looseObject({
    intent: z.looseObject({
      item: z.looseObject({ descriptor: z.looseObject({ name: z.string().optional() }).optional() }).optional(),
      category: z.looseObject({ id: z.string().optional() }).optional(),
      fulfillment: z.looseObject({ type: z.string().optional(), end: fulfillmentStopSchema.optional() }).optional(),
      payment: z
        .looseObject({ '@ondc/org/buyer_app_finder_fee_type': z.string().optional(), '@ondc/org/buyer_app_finder_fee_amount': z.string().optional() })
        .optional(),
      tags: z.array(tagGroupSchema).optional(),
    }),
  }),
);
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** A fulfillment in select: where the order is to go (the PIN code and GPS the shop checks serviceability against). */
const selectFulfillmentSchema = fulfillmentSchema.extend({ end: fulfillmentStopSchema });

/** select: the cart (provider, items with counts, delivery location) the buyer wants a quote for. */
export const selectRequestSchema = envelope(
  'select',
  z.looseObject({
    order: z.looseObject({
      ...orderLines(orderItemSchema, selectFulfillmentSchema),
      payment: paymentSchema.partial({ type: true }).optional(),
    }),
  }),
);
export type SelectRequest = z.infer<typeof selectRequestSchema>;

/** A fulfillment from init on: the delivery stop with the person and phone to deliver to. */
const deliveryFulfillmentSchema = fulfillmentSchema.extend({
  id: text,
  end: fulfillmentStopSchema.extend({ contact: fulfillmentStopSchema.shape.contact.unwrap().extend({ phone: text }) }),
});

/** init: the order with the buyer's billing and delivery details, for the seller's terms and payment. */
export const initRequestSchema = envelope(
  'init',
  z.looseObject({
    order: z.looseObject({
      ...orderLines(orderItemSchema, deliveryFulfillmentSchema),
      billing: billingSchema,
      payment: paymentSchema.partial({ type: true }).optional(),
      tags: z.array(tagGroupSchema).optional(),
    }),
  }),
);
export type InitRequest = z.infer<typeof initRequestSchema>;

/** confirm: the order as the buyer places it: its id (the buyer app's), quote and payment as agreed in on_init. */
export const confirmRequestSchema = envelope(
  'confirm',
  z.looseObject({
    order: z.looseObject({
      ...placedOrderShape,
      ...orderLines(orderItemSchema, deliveryFulfillmentSchema),
    }),
  }),
);
export type ConfirmRequest = z.infer<typeof confirmRequestSchema>;

/** status: the order whose state the buyer asks for. */
export const statusRequestSchema = envelope('status', z.looseObject({ order_id: text }));
export type StatusRequest = z.infer<typeof statusRequestSchema>;

/** track: the order whose tracking the buyer asks for. */
export const trackRequestSchema = envelope('track', z.looseObject({ order_id: text }));
export type TrackRequest = z.infer<typeof trackRequestSchema>;

/** cancel: the buyer cancels an order, giving one of ONDC's cancellation reason codes ("001" ... "020"). */
export const cancelRequestSchema = envelope(
  'cancel',
  z.looseObject({ order_id: text, cancellation_reason_id: z.string().regex(/^\d{3}$/, 'A three-digit ONDC cancellation reason code') }),
);
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

/** update: a change to a confirmed order (update_target "item" for a return or part cancel, "payment" for a settlement). */
export const updateRequestSchema = envelope(
  'update',
  z.looseObject({
    update_target: text,
    order: z.looseObject({
      id: text,
      items: z.array(orderItemSchema).optional(),
      fulfillments: z.array(fulfillmentSchema).optional(),
      payment: paymentSchema.partial().optional(),
    }),
  }),
);
export type UpdateRequest = z.infer<typeof updateRequestSchema>;

/** Every request schema by its context.action, for the routes to pick from. */
export const REQUEST_SCHEMAS = {
  search: searchRequestSchema,
  select: selectRequestSchema,
  init: initRequestSchema,
  confirm: confirmRequestSchema,
  status: statusRequestSchema,
  track: trackRequestSchema,
  cancel: cancelRequestSchema,
  update: updateRequestSchema,
  issue: issueRequestSchema,
  issue_status: issueStatusRequestSchema,
} as const satisfies Record<BecknRequestAction, z.ZodType>;
