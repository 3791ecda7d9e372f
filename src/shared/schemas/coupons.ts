import { CUSTOMER_GROUPS } from '#shared/price-lists';
import { z } from 'zod';
import { CATEGORY_SLUGS } from '#shared/catalog';
import { dateField } from '#shared/schemas/gst';

/**
 * Coupons (docs/product-rules.md 43, docs/decisions/0059): a code the owner gives out, worth a
 * percentage or a sum off the shop's own goods it applies to.
 */

/**
 * A code as a buyer may type it: spaces anywhere and any case are forgiven ("kharif 10" is
 * KHARIF10); what is left is 3 to 20 letters, digits or hyphens.
 */
export const couponCodeField = z
  .string('couponCode')
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(3, 'couponCode').max(20, 'couponCode').regex(/^[A-Z0-9-]+$/, 'couponCode'));

export const COUPON_KINDS = ['percent', 'flat'] as const;
export const COUPON_SCOPES = ['order', 'categories', 'crops', 'products'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** At most this many categories, crops or products named by one coupon. */
export const MAX_COUPON_TARGETS = 50;

/** A sum in paise, as product prices are given (without importing the product forms into checkout's bundle). */
const pricePaiseField = z.number('pricePaise').min(1, 'pricePositive').max(1_000_000_000, 'priceTooHigh').int('pricePaise');
const usesField = z.number('couponUses').int('couponUses').min(1, 'couponUses').max(1_000_000, 'couponUses');

/**
 * What the owner sets (Admin -> Coupons). A percentage is in basis points, above 0 and below
 * 100% (1000 is 10%); a flat sum in paise. Dates are calendar days in India, both included.
 */
export const AdminCouponInput = z
  .object({
    code: couponCodeField,
    description: z.string('required').trim().min(1, 'required').max(200, 'tooLong200'),
    kind: z.enum(COUPON_KINDS, 'couponKind'),
    percentBp: z.number('couponPercent').int('couponPercent').min(1, 'couponPercent').max(9_999, 'couponPercent').nullable(),
    flatPaise: pricePaiseField.nullable(),
    minOrderPaise: z.number('couponMinimum').int('couponMinimum').min(0, 'couponMinimum').max(100_000_000, 'couponMinimum'),
    maxDiscountPaise: pricePaiseField.nullable(),
    validFrom: dateField,
    validTo: dateField,
    scope: z.enum(COUPON_SCOPES, 'couponScope'),
    /** The categories' slugs, crops' slugs or product ids the coupon applies to; empty for the whole order. */
    targets: z.array(z.string().trim().min(1).max(64), 'couponTargets').max(MAX_COUPON_TARGETS, 'couponTargets'),
    totalUses: usesField.nullable(),
    usesPerCustomer: usesField.nullable(),
    firstOrderOnly: z.boolean('trueOrFalse'),
    /** The customer groups it is for (a dealers' or FPOs' code); none for every buyer (docs/product-rules.md 46). */
    groups: z.array(z.enum(CUSTOMER_GROUPS, 'customerGroup'), 'customerGroup').max(CUSTOMER_GROUPS.length, 'customerGroup').default([]),
    active: z.boolean('trueOrFalse'),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.kind === 'percent' && c.percentBp === null) issue('percentBp', 'couponPercent');
    if (c.kind === 'flat' && c.flatPaise === null) issue('flatPaise', 'pricePaise');
    if (c.validTo < c.validFrom) issue('validTo', 'couponDates');
    if (c.scope === 'order' && c.targets.length > 0) issue('targets', 'couponTargets');
    if (c.scope !== 'order' && c.targets.length === 0) issue('targets', 'couponTargetsNeeded');
    if (c.scope === 'categories' && c.targets.some((t) => !(CATEGORY_SLUGS as readonly string[]).includes(t))) issue('targets', 'productCategory');
    if (c.totalUses !== null && c.usesPerCustomer !== null && c.usesPerCustomer > c.totalUses) issue('usesPerCustomer', 'couponUsesPerCustomer');
  });
export type AdminCouponInput = z.infer<typeof AdminCouponInput>;

export const AdminCoupon = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  percentBp: z.number().int().nullable(),
  flatPaise: z.number().int().nullable(),
  minOrderPaise: z.number().int(),
  maxDiscountPaise: z.number().int().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  scope: z.enum(COUPON_SCOPES),
  targets: z.array(z.string()),
  totalUses: z.number().int().nullable(),
  usesPerCustomer: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  groups: z.array(z.enum(CUSTOMER_GROUPS)),
  active: z.boolean(),
  /** Orders placed with it and not cancelled. */
  used: z.number().int(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;
export const AdminCouponList = z.object({ items: z.array(AdminCoupon) });
export type AdminCouponList = z.infer<typeof AdminCouponList>;

/**
 * Why a code does not apply, as `params.reason` of a 400 `coupon_refused` on the field
 * `couponCode`; the page words each (with `params.date` or `params.amountPaise` where given).
 */
export const COUPON_REFUSALS = ['unknown', 'notYet', 'expired', 'otherGroup', 'minimum', 'notApplicable', 'usedUp', 'alreadyUsed', 'firstOrderOnly'] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/** A coupon applied to an order or a quote: its code, what it is and what it took off. */
export const AppliedCoupon = z.object({ code: z.string(), description: z.string(), discountPaise: z.number().int() });
export type AppliedCoupon = z.infer<typeof AppliedCoupon>;
