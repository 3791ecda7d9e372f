import { z } from 'zod';
import { CATEGORY_SLUGS } from '#shared/catalog';
import { dateField } from '#shared/schemas/gst';

/**
 * Automatic offers (docs/product-rules.md 47, docs/decisions/0063): no code to type; the server
 * applies every offer running today to the shop's own goods of a cart, a quote and an order.
 */

export const OFFER_KINDS = ['percent', 'buy_get', 'free_item'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const OFFER_SCOPES = ['categories', 'crops'] as const;
export type OfferScope = (typeof OFFER_SCOPES)[number];

/** At most this many categories or crops named by one offer. */
export const MAX_OFFER_TARGETS = 50;

const quantityField = z.number('offerQuantity').int('offerQuantity').min(1, 'offerQuantity').max(999, 'offerQuantity');
const productField = z.string('offerProduct').trim().min(1, 'offerProduct').max(64, 'offerProduct');
const pricePaiseField = z.number('pricePaise').min(1, 'pricePositive').max(1_000_000_000, 'priceTooHigh').int('pricePaise');

/**
 * What the owner sets (Admin -> Offers). A percentage in basis points, above 0 and below 90%
 * (1000 is 10%): an offer gives a part of the price away, never the goods. The fields of the
 * other kinds are null (or empty) and are cleared when saved.
 */
export const AdminOfferInput = z
  .object({
    name: z.string('required').trim().min(1, 'required').max(100, 'tooLong100'),
    kind: z.enum(OFFER_KINDS, 'offerKind'),
    percentBp: z.number('offerPercent').int('offerPercent').min(1, 'offerPercent').max(8_999, 'offerPercent').nullable(),
    scope: z.enum(OFFER_SCOPES, 'offerScope').nullable(),
    /** The categories' or crops' slugs a percentage applies to. */
    targets: z.array(z.string().trim().min(1).max(64), 'couponTargets').max(MAX_OFFER_TARGETS, 'couponTargets'),
    minValuePaise: z.number('couponMinimum').int('couponMinimum').min(0, 'couponMinimum').max(100_000_000, 'couponMinimum'),
    maxDiscountPaise: pricePaiseField.nullable(),
    /** The product bought (buy X get Y, a free item). */
    productId: productField.nullable(),
    buyQuantity: quantityField.nullable(),
    /** The product given (a free item). */
    giftProductId: productField.nullable(),
    getQuantity: quantityField.nullable(),
    validFrom: dateField,
    validTo: dateField,
    active: z.boolean('trueOrFalse'),
  })
  .superRefine((o, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (o.validTo < o.validFrom) issue('validTo', 'couponDates');
    if (o.kind === 'percent') {
      if (o.percentBp === null) issue('percentBp', 'offerPercent');
      if (o.scope === null) issue('scope', 'offerScope');
      else if (o.targets.length === 0) issue('targets', 'couponTargetsNeeded');
      if (o.scope === 'categories' && o.targets.some((t) => !(CATEGORY_SLUGS as readonly string[]).includes(t))) issue('targets', 'productCategory');
      return;
    }
    if (o.productId === null) issue('productId', 'offerProduct');
    if (o.buyQuantity === null) issue('buyQuantity', 'offerQuantity');
    if (o.getQuantity === null) issue('getQuantity', 'offerQuantity');
    if (o.kind === 'free_item') {
      if (o.giftProductId === null) issue('giftProductId', 'offerProduct');
      else if (o.giftProductId === o.productId) issue('giftProductId', 'offerSameProduct');
    }
  });
export type AdminOfferInput = z.infer<typeof AdminOfferInput>;

export const AdminOffer = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(OFFER_KINDS),
  percentBp: z.number().int().nullable(),
  scope: z.enum(OFFER_SCOPES).nullable(),
  targets: z.array(z.string()),
  minValuePaise: z.number().int(),
  maxDiscountPaise: z.number().int().nullable(),
  productId: z.string().nullable(),
  buyQuantity: z.number().int().nullable(),
  giftProductId: z.string().nullable(),
  getQuantity: z.number().int().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  active: z.boolean(),
  /** Orders placed with it and not deleted. */
  used: z.number().int(),
  updatedAt: z.string(),
});
export type AdminOffer = z.infer<typeof AdminOffer>;
export const AdminOfferList = z.object({ items: z.array(AdminOffer) });
export type AdminOfferList = z.infer<typeof AdminOfferList>;

/** An offer applied to a cart, a quote or an order: what it is and what it took off. */
export const AppliedOffer = z.object({
  offerId: z.string(),
  name: z.string(),
  kind: z.enum(OFFER_KINDS),
  discountPaise: z.number().int(),
  /** A free item's gift, added as its own line; null for the other kinds. */
  gift: z.object({ productId: z.string(), name: z.string(), quantity: z.number().int() }).nullable(),
});
export type AppliedOffer = z.infer<typeof AppliedOffer>;

/**
 * An offer the cart nearly takes: `missingPaise` more of the goods it applies to (a percentage
 * from a minimum), or `missingUnits` more of `productId` for `freeUnits` of `giftName` free
 * (the product itself for buy X get Y).
 */
export const OfferHint = z.object({
  offerId: z.string(),
  name: z.string(),
  kind: z.enum(OFFER_KINDS),
  percentBp: z.number().int().nullable(),
  missingPaise: z.number().int().nullable(),
  missingUnits: z.number().int().nullable(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  freeUnits: z.number().int().nullable(),
  giftName: z.string().nullable(),
});
export type OfferHint = z.infer<typeof OfferHint>;

export const CartOffers = z.object({ applied: z.array(AppliedOffer), close: z.array(OfferHint) });
export type CartOffers = z.infer<typeof CartOffers>;
