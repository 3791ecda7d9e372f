import { z } from 'zod';
import {
  agr10ContextSchema,
  becknErrorSchema,
  type BecknCallbackAction,
  gpsSchema,
  inrPriceSchema,
  isoDurationSchema,
  rfc3339Schema,
  tagGroupSchema,
} from './beckn-context.ts';
import { onIssueSchema, onIssueStatusSchema } from './igm-messages.ts';
import { addressSchema, billingSchema, contactSchema, fulfillmentSchema, orderItemSchema, orderLines, paymentSchema, placedOrderShape, quoteSchema } from './beckn-order.ts';

/**
 * The callbacks the shop's seller node sends: on_search (its catalogue), on_select (a quote),
 * on_init (terms and payment), on_confirm, on_status, on_track, on_cancel and on_update (the order).
 * Checked before sending, so the shop never puts a message on the network that breaks the contract.
 *
 * Written from ONDC retail 1.2.0: ONDC-Official/ONDC-RET-Specifications, branch draft-1.2.1,
 * commit 83c457cc49bd73fef4f067e971ba053e42d9c361, api/components/beckn_yaml.yaml (Catalog,
 * Provider, Item, Order, Quotation, Tracking) and the notes to its examples
 * (api/components/notes/on_search/on_search_Grocery.yaml for the item's fields); ONDC's own log
 * validator for the item's stricter rules (ONDC-Official/log-validation-utility, commit
 * 4d1336214435d1c3e125a0117832e21166c6843d, schema/Retail/RET/on_search.ts: available count "99"
 * or "0", maximum count a stringified integer, measure units, price up to 2 decimals); shaped after
 * ONDC-Official/ONDC-AGR-Specifications, branch draft-agri_input, commit
 * 12ac1a5e96b5f63986ceff313c7b4cf7b679a2bc, api/components/Examples/Agri_Products/on_*.
 */

const text = z.string().trim().min(1, 'Required');
const stringCount = z.string().regex(/^\d+$/, 'A whole number written as a string');

/**
 * AGR10's item categories (category_id): ONDC's log validator, constants/category.ts agriJSON and
 * utils/enum.ts agriCategories (the AGR10 examples use "Seed", "Pesticide", "Organic Crop
 * Nutrition", "Tools and Machinery").
 */
export const AGR10_CATEGORIES = ['Seed', 'Pesticide', 'Fertilizer', 'Organic Crop Protection', 'Organic Crop Nutrition', 'Tools and Machinery', 'Cattle Feed'] as const;
export type Agr10Category = (typeof AGR10_CATEGORIES)[number];

/** quantity.unitized.measure.unit (retail 1.2.0 notes, RET10-UOM; log validator schema/Retail/RET/on_search.ts). */
export const MEASURE_UNITS = ['unit', 'dozen', 'gram', 'kilogram', 'tonne', 'litre', 'millilitre'] as const;
export type MeasureUnit = (typeof MEASURE_UNITS)[number];

const descriptorSchema = z.looseObject({
  name: text,
  code: z.string().optional(),
  symbol: z.url().optional(),
  short_desc: z.string().optional(),
  long_desc: z.string().optional(),
  // Retail note 25: without a real image, send none (never a placeholder).
  images: z.array(z.url()).optional(),
});

/** Provider/location/item "time": enable or disable, and when the snapshot was taken. */
const timeLabelSchema = z.looseObject({ label: z.enum(['enable', 'disable', 'close']), timestamp: rfc3339Schema });

/** "@ondc/org/statutory_reqs_packaged_commodities": the Legal Metrology declarations of a packaged item. */
export const packagedCommoditiesSchema = z.looseObject({
  manufacturer_or_packer_name: text,
  manufacturer_or_packer_address: text,
  common_or_generic_name_of_commodity: text,
  // Required by ONDC's log validator; the shop keeps no packing month per product (docs/decisions/0053),
  // and Legal Metrology rule 6(10) does not ask an e-commerce listing for it.
  month_year_of_manufacture_packing_import: z.string().optional(),
});

/** One catalogue item (Item, retail 1.2.0 on_search). */
export const catalogItemSchema = z.looseObject({
  id: text,
  time: timeLabelSchema,
  descriptor: descriptorSchema.extend({ short_desc: z.string(), long_desc: z.string() }),
  quantity: z.looseObject({
    unitized: z.looseObject({ measure: z.looseObject({ unit: z.enum(MEASURE_UNITS), value: z.string().regex(/^\d+(\.\d+)?$/, 'A number written as a string') }) }),
    // Retail note 27 and the log validator: "99" in stock, "0" out of stock (the real count stays private).
    available: z.looseObject({ count: z.enum(['99', '0']) }),
    maximum: z.looseObject({ count: stringCount }),
  }),
  price: inrPriceSchema.extend({ maximum_value: inrPriceSchema.shape.value }),
  category_id: z.enum(AGR10_CATEGORIES),
  fulfillment_id: text,
  location_id: text,
  recommended: z.boolean().optional(),
  '@ondc/org/returnable': z.boolean(),
  '@ondc/org/cancellable': z.boolean(),
  '@ondc/org/return_window': isoDurationSchema,
  '@ondc/org/seller_pickup_return': z.boolean(),
  '@ondc/org/time_to_ship': isoDurationSchema,
  '@ondc/org/available_on_cod': z.boolean(),
  // Retail note 33: "name, email, contact no", in that order.
  '@ondc/org/contact_details_consumer_care': z.string().regex(/^[^,]+,[^,]+,[^,]+$/, 'Consumer care as "name,email,phone"'),
  '@ondc/org/statutory_reqs_packaged_commodities': packagedCommoditiesSchema.optional(),
  tags: z.array(tagGroupSchema).optional(),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;

/** A provider's store (Location): retail 1.2.0 asks id, gps and address of each. */
export const providerLocationSchema = z.looseObject({
  id: text,
  gps: gpsSchema,
  address: addressSchema,
  time: z.looseObject({}).optional(),
  circle: z.looseObject({ gps: gpsSchema, radius: z.looseObject({ unit: text, value: text }) }).optional(),
});

const catalogFulfillmentSchema = z.looseObject({ id: z.string().optional(), type: text, contact: contactSchema.optional() });

export const catalogProviderSchema = z.looseObject({
  id: text,
  time: timeLabelSchema.optional(),
  descriptor: descriptorSchema,
  ttl: isoDurationSchema.optional(),
  locations: z.array(providerLocationSchema).min(1, 'At least one location'),
  fulfillments: z.array(catalogFulfillmentSchema).optional(),
  items: z.array(catalogItemSchema),
  categories: z.array(z.looseObject({ id: text })).optional(),
  tags: z.array(tagGroupSchema).optional(),
});
export type CatalogProvider = z.infer<typeof catalogProviderSchema>;

/** Catalog (retail 1.2.0 on_search): the seller node's descriptor, its fulfillment types and its providers. */
export const catalogSchema = z.looseObject({
  'bpp/descriptor': descriptorSchema.extend({ tags: z.array(tagGroupSchema).optional() }),
  'bpp/fulfillments': z.array(catalogFulfillmentSchema).optional(),
  'bpp/providers': z.array(catalogProviderSchema),
});
export type Catalog = z.infer<typeof catalogSchema>;

/** A callback: its context, its message and, when the seller reports a problem (e.g. 40002 in on_select), an error. */
const callback = <A extends BecknCallbackAction, M extends z.ZodType>(action: A, message: M) =>
  z.looseObject({ context: agr10ContextSchema(action), message, error: becknErrorSchema.optional() });

export const onSearchSchema = callback('on_search', z.looseObject({ catalog: catalogSchema }));
export type OnSearch = z.infer<typeof onSearchSchema>;

/** An order line in a callback: the item id, its fulfillment and (except in on_select) its count. */
const callbackItemSchema = orderItemSchema.partial({ quantity: true }).extend({ fulfillment_id: text });

/** on_select: the quote for the cart, and each fulfillment's serviceability (state "Serviceable"/"Non-serviceable"). */
export const onSelectSchema = callback(
  'on_select',
  z.looseObject({
    order: z.looseObject({
      ...orderLines(callbackItemSchema, fulfillmentSchema.extend({ id: text, type: text })),
      quote: quoteSchema,
    }),
  }),
);
export type OnSelect = z.infer<typeof onSelectSchema>;

/** on_init: the order with the seller's payment terms (type, who collects, settlement). */
export const onInitSchema = callback(
  'on_init',
  z.looseObject({
    order: z.looseObject({
      ...orderLines(callbackItemSchema, fulfillmentSchema.extend({ id: text })),
      billing: billingSchema,
      quote: quoteSchema,
      payment: paymentSchema,
      tags: z.array(tagGroupSchema).optional(),
    }),
  }),
);
export type OnInit = z.infer<typeof onInitSchema>;

/** The order as on_confirm, on_status, on_cancel and on_update send it. */
export const callbackOrderSchema = z.looseObject({
  ...placedOrderShape,
  ...orderLines(callbackItemSchema, fulfillmentSchema.extend({ id: text })),
  cancellation: z.looseObject({ cancelled_by: text, reason: z.looseObject({ id: text }) }).optional(),
  documents: z.array(z.looseObject({ url: z.url(), label: text })).optional(),
});
export type CallbackOrder = z.infer<typeof callbackOrderSchema>;

export const onConfirmSchema = callback('on_confirm', z.looseObject({ order: callbackOrderSchema }));
export type OnConfirm = z.infer<typeof onConfirmSchema>;
export const onStatusSchema = callback('on_status', z.looseObject({ order: callbackOrderSchema }));
export type OnStatus = z.infer<typeof onStatusSchema>;
/** on_cancel: the order, state Cancelled, with who cancelled it and why. */
export const onCancelSchema = callback(
  'on_cancel',
  z.looseObject({ order: callbackOrderSchema.extend({ state: z.literal('Cancelled'), cancellation: callbackOrderSchema.shape.cancellation.unwrap() }) }),
);
export type OnCancel = z.infer<typeof onCancelSchema>;

/** on_update: the whole order as changed (a part cancel, a return's progress, a refund), as on_status sends it. */
export const onUpdateSchema = callback('on_update', z.looseObject({ order: callbackOrderSchema }));
export type OnUpdate = z.infer<typeof onUpdateSchema>;

/** on_track (Tracking, retail 1.2.0 on_track example): a tracking URL, or live GPS, and whether it is active. */
export const onTrackSchema = callback(
  'on_track',
  z.looseObject({
    tracking: z.looseObject({
      id: z.string().optional(),
      url: z.url().optional(),
      location: z.looseObject({ gps: gpsSchema }).optional(),
      status: z.enum(['active', 'inactive']),
      tags: z.array(tagGroupSchema).optional(),
    }),
  }),
);
export type OnTrack = z.infer<typeof onTrackSchema>;

/** Every callback schema by its context.action, for the outbox to check a message against before sending. */
export const CALLBACK_SCHEMAS = {
  on_search: onSearchSchema,
  on_select: onSelectSchema,
  on_init: onInitSchema,
  on_confirm: onConfirmSchema,
  on_status: onStatusSchema,
  on_track: onTrackSchema,
  on_cancel: onCancelSchema,
  on_update: onUpdateSchema,
  on_issue: onIssueSchema,
  on_issue_status: onIssueStatusSchema,
} as const satisfies Record<BecknCallbackAction, z.ZodType>;
