import { z } from 'zod';
import { decimalStringSchema, gpsSchema, isoDurationSchema, priceSchema, rfc3339Schema, tagGroupSchema } from './beckn-context.ts';

/**
 * The parts of an order that both the requests the shop receives (select, init, confirm, update)
 * and the callbacks it sends (on_select ... on_update) carry.
 *
 * Written from ONDC retail 1.2.0: ONDC-Official/ONDC-RET-Specifications, branch draft-1.2.1,
 * commit 83c457cc49bd73fef4f067e971ba053e42d9c361, api/components/beckn_yaml.yaml (schemas Order,
 * Item, ItemQuantity, Billing, Fulfillment, Location, Address, Payment, Quotation) and the notes to
 * its examples (api/components/notes/on_select/on_select_item_in_stock.yaml for the quote's
 * title types); shaped after the AGR10 examples in ONDC-Official/ONDC-AGR-Specifications, branch
 * draft-agri_input, commit 12ac1a5e96b5f63986ceff313c7b4cf7b679a2bc,
 * api/components/Examples/Agri_Products/{select,init,confirm,on_select,on_init,on_confirm}.
 */

const text = z.string().trim().min(1, 'Required');

/** ItemQuantity.count: an integer (the buyer's chosen count in select/init/confirm). */
export const countSchema = z.object({ count: z.number().int('A whole number').nonnegative() }).loose();

/** Address (beckn_yaml Address, as retail 1.2.0 uses it): area_code is the PIN code the seller checks serviceability against. */
export const addressSchema = z.looseObject({
  name: z.string().optional(),
  building: z.string().optional(),
  street: z.string().optional(),
  locality: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  country: z.string().optional(),
  area_code: z.string().regex(/^\d{6}$/, 'A six-digit PIN code'),
});

export type BecknAddress = z.infer<typeof addressSchema>;

export const locationSchema = z.looseObject({ gps: gpsSchema.optional(), address: addressSchema.optional() });
export const contactSchema = z.looseObject({ phone: z.string().optional(), email: z.string().optional() });

/** Order.provider: the seller (provider id) and the store location the order is from. */
export const providerRefSchema = z.looseObject({ id: text, locations: z.array(z.looseObject({ id: text })).optional() });

/** An order line as the buyer app sends it: the catalogue item id and the count. */
export const orderItemSchema = z.looseObject({
  id: text,
  quantity: countSchema,
  location_id: z.string().optional(),
  fulfillment_id: z.string().optional(),
  parent_item_id: z.string().optional(),
  tags: z.array(tagGroupSchema).optional(),
});

/** Billing (beckn_yaml Billing): name, address and phone required by retail 1.2.0's init. */
export const billingSchema = z.looseObject({
  name: text,
  address: addressSchema,
  phone: text,
  email: z.string().optional(),
  tax_number: z.string().optional(),
  created_at: rfc3339Schema.optional(),
  updated_at: rfc3339Schema.optional(),
});

/** Fulfillment.end (the buyer's delivery stop): in select only the location, from init the person and contact too. */
export const fulfillmentStopSchema = z.looseObject({
  location: locationSchema,
  contact: contactSchema.optional(),
  person: z.looseObject({ name: z.string().optional() }).optional(),
  time: z.looseObject({}).optional(),
});

/** Fulfillment.state.descriptor.code: "Serviceable"/"Non-serviceable" in on_select, then Pending, Packed, ... (AGR specs enums/fulfillments.yaml). */
export const fulfillmentStateSchema = z.looseObject({ descriptor: z.looseObject({ code: text }) });

export const fulfillmentSchema = z.looseObject({
  id: z.string().optional(),
  type: z.string().optional(),
  state: fulfillmentStateSchema.optional(),
  start: z.looseObject({}).optional(),
  end: fulfillmentStopSchema.optional(),
  tracking: z.boolean().optional(),
  tags: z.array(tagGroupSchema).optional(),
  '@ondc/org/TAT': isoDurationSchema.optional(),
  '@ondc/org/provider_name': z.string().optional(),
  '@ondc/org/category': z.string().optional(),
});

/** Payment.type (beckn_yaml Payment enum). ON-ORDER: paid when ordering (prepaid); ON-FULFILLMENT: cash on delivery. */
export const PAYMENT_TYPES = ['ON-ORDER', 'PRE-FULFILLMENT', 'ON-FULFILLMENT', 'POST-FULFILLMENT'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const paymentSchema = z.looseObject({
  type: z.enum(PAYMENT_TYPES),
  collected_by: z.enum(['BAP', 'BPP']).optional(),
  status: z.enum(['PAID', 'NOT-PAID']).optional(),
  uri: z.string().optional(),
  tl_method: z.string().optional(),
  params: z.looseObject({ amount: decimalStringSchema.optional(), currency: text, transaction_id: z.string().optional() }).optional(),
  '@ondc/org/buyer_app_finder_fee_type': z.string().optional(),
  '@ondc/org/buyer_app_finder_fee_amount': decimalStringSchema.optional(),
  '@ondc/org/settlement_basis': z.string().optional(),
  '@ondc/org/settlement_window': isoDurationSchema.optional(),
  '@ondc/org/withholding_amount': decimalStringSchema.optional(),
  '@ondc/org/settlement_details': z.array(z.looseObject({})).optional(),
});

/**
 * Quotation.breakup[]."@ondc/org/title_type": beckn_yaml's enum (item, delivery, packing, tax, misc,
 * discount) and the fulfillment-level discount_f and tax_f of the retail notes (note 11 of
 * on_select_item_in_stock). "item", "tax" and "discount" lines name an item id; the others a fulfillment id.
 */
export const TITLE_TYPES = ['item', 'delivery', 'packing', 'tax', 'misc', 'discount', 'discount_f', 'tax_f'] as const;
export type TitleType = (typeof TITLE_TYPES)[number];

export const breakupLineSchema = z.looseObject({
  '@ondc/org/item_id': text,
  '@ondc/org/item_quantity': countSchema.optional(),
  '@ondc/org/title_type': z.enum(TITLE_TYPES),
  title: text,
  price: priceSchema,
  item: z.looseObject({ price: priceSchema.optional() }).optional(),
});

export const quoteSchema = z.looseObject({ price: priceSchema, breakup: z.array(breakupLineSchema), ttl: isoDurationSchema.optional() });
export type Quote = z.infer<typeof quoteSchema>;

/** Order.state in retail 1.2.0 (AGR specs enums/order.yaml): Created, Accepted, In-progress, Completed, Cancelled. */
export const ORDER_STATES = ['Created', 'Accepted', 'In-progress', 'Completed', 'Cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The lines every order message carries: the provider, at least one item and at least one fulfillment. */
export function orderLines<I extends z.ZodType, F extends z.ZodType>(item: I, fulfillment: F) {
  return {
    provider: providerRefSchema,
    items: z.array(item).min(1, 'At least one item'),
    fulfillments: z.array(fulfillment).min(1, 'At least one fulfillment'),
  };
}

/** What a placed order (confirm, and every callback from on_confirm on) carries besides its lines. */
export const placedOrderShape = {
  id: text,
  state: z.enum(ORDER_STATES),
  billing: billingSchema,
  quote: quoteSchema,
  payment: paymentSchema,
  tags: z.array(tagGroupSchema).optional(),
  created_at: rfc3339Schema,
  updated_at: rfc3339Schema,
};
