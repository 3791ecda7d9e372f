import { CUSTOMER_GROUPS, type CustomerGroup } from '#shared/price-lists';
import { z } from 'zod';
import { indianDate } from '#shared/india';
import { AdminCouponInput, COUPON_KINDS, COUPON_SCOPES, type AdminCoupon } from '#shared/schemas/coupons';
import { amountBox, orNull, percentOf, percentToBp, rupees, rupeesOf, text } from '#client/lib/amount-boxes.ts';

/**
 * The coupon form's boxes (docs/product-rules.md 43). They carry the API's names, so a message of
 * the schema or of the server lands on its box as it is; the amounts are the text typed: a
 * percentage as "10" or "12.5" (the API's basis points), rupees as "200" or "49.50" (paise), a
 * blank box for "none".
 */
export interface CouponFormValues {
  code: string;
  description: string;
  kind: (typeof COUPON_KINDS)[number];
  percentBp: string;
  flatPaise: string;
  minOrderPaise: string;
  maxDiscountPaise: string;
  validFrom: string;
  validTo: string;
  scope: (typeof COUPON_SCOPES)[number];
  targets: string[];
  totalUses: string;
  usesPerCustomer: string;
  firstOrderOnly: boolean;
  /** The customer groups it is for; none ticked: every buyer (docs/product-rules.md 46). */
  groups: CustomerGroup[];
  active: boolean;
}

export const COUPON_FORM_FIELDS = [
  'code', 'description', 'kind', 'percentBp', 'flatPaise', 'minOrderPaise', 'maxDiscountPaise', 'validFrom', 'validTo',
  'scope', 'targets', 'totalUses', 'usesPerCustomer', 'firstOrderOnly', 'groups', 'active',
] as const satisfies ReadonlyArray<keyof CouponFormValues>;

/**
 * The form's schema: its text turned into an AdminCouponInput, then checked by the API's own
 * schema, so the page says what the server would say. Only the chosen kind's amount is sent.
 */
export const CouponForm = z
  .object({
    code: z.string(),
    description: z.string(),
    kind: z.enum(COUPON_KINDS, 'couponKind'),
    percentBp: amountBox('couponPercent'),
    flatPaise: amountBox('price'),
    minOrderPaise: amountBox('price'),
    maxDiscountPaise: amountBox('price'),
    validFrom: z.string(),
    validTo: z.string(),
    scope: z.enum(COUPON_SCOPES, 'couponScope'),
    targets: z.array(z.string()),
    totalUses: z.string().trim().regex(/^\d*$/, 'couponUses'),
    usesPerCustomer: z.string().trim().regex(/^\d*$/, 'couponUses'),
    firstOrderOnly: z.boolean(),
    groups: z.array(z.enum(CUSTOMER_GROUPS)),
    active: z.boolean(),
  })
  .transform(
    (v): z.input<typeof AdminCouponInput> => ({
      ...v,
      percentBp: v.kind === 'percent' ? orNull(v.percentBp, percentToBp) : null,
      flatPaise: v.kind === 'flat' ? orNull(v.flatPaise, rupees) : null,
      // A blank minimum is no minimum.
      minOrderPaise: v.minOrderPaise === '' ? 0 : rupees(v.minOrderPaise),
      maxDiscountPaise: orNull(v.maxDiscountPaise, rupees),
      // The whole order names nothing, whatever was ticked before the choice changed.
      targets: v.scope === 'order' ? [] : v.targets,
      totalUses: orNull(v.totalUses, Number),
      usesPerCustomer: orNull(v.usesPerCustomer, Number),
    }),
  )
  .pipe(AdminCouponInput);

/** The boxes of a saved coupon, or a new one's: 10% off the whole order from today, for thirty days, switched on. */
export function couponFormValues(coupon?: AdminCoupon, today = indianDate()): CouponFormValues {
  if (!coupon) {
    const end = new Date(Date.parse(`${today}T00:00:00Z`) + 29 * 86_400_000).toISOString().slice(0, 10);
    return {
      code: '', description: '', kind: 'percent', percentBp: '', flatPaise: '', minOrderPaise: '0', maxDiscountPaise: '', validFrom: today, validTo: end,
      scope: 'order', targets: [], totalUses: '', usesPerCustomer: '1', firstOrderOnly: false, groups: [], active: true,
    };
  }
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    percentBp: text(coupon.percentBp, percentOf),
    flatPaise: text(coupon.flatPaise, rupeesOf),
    minOrderPaise: rupeesOf(coupon.minOrderPaise),
    maxDiscountPaise: text(coupon.maxDiscountPaise, rupeesOf),
    validFrom: coupon.validFrom,
    validTo: coupon.validTo,
    scope: coupon.scope,
    targets: coupon.targets,
    totalUses: text(coupon.totalUses),
    usesPerCustomer: text(coupon.usesPerCustomer),
    firstOrderOnly: coupon.firstOrderOnly,
    groups: coupon.groups,
    active: coupon.active,
  };
}

/** A saved coupon as the API takes it back (switching it off or on sends it whole). */
export function couponInputOf(coupon: AdminCoupon): AdminCouponInput {
  const { id: _id, used: _used, updatedAt: _updatedAt, ...input } = coupon;
  return input;
}
