import { couponDiscount, spreadDiscount } from '#shared/discount';
import type { CouponRefusal } from '#shared/schemas/coupons';
import type { CouponRow } from '#server/db/schema';
import type { CustomerGroup } from '#shared/price-lists';

/** An order line as a coupon sees it: what it is, who supplies it, and its value before discount. */
export interface CouponLine {
  productId: string;
  category: string;
  /** The crops of the product's approved uses (asked only for a coupon by crop). */
  crops: readonly string[];
  /** A vendor's id; null for the shop's own goods. */
  supplierId: string | null;
  valuePaise: number;
}

/**
 * The uses a judgement counts: the buyer's own with this coupon, whether he ordered before, and
 * everyone's. Null where it is not counted here: a coupon without that limit, or in the order's
 * transaction, where the claim counts uses once the order holds its number (coupons.service.ts).
 */
export interface CouponCounts {
  /** The buyer's customer group: a coupon for some groups refuses the others (docs/product-rules.md 46). */
  group: CustomerGroup;
  usesOfCoupon: number | null;
  hasEarlierOrder: boolean;
  usedByAll: number | null;
}

export type CouponJudgement =
  | { ok: true; discountPaise: number; shares: number[] }
  | { ok: false; reason: CouponRefusal; date?: string; amountPaise?: number };

const targetsOf = (coupon: CouponRow): string[] => JSON.parse(coupon.targets) as string[];

/**
 * Whether the coupon's scope takes the line (docs/product-rules.md 43): only the shop's own goods,
 * as a vendor's are on the vendor's own invoice at the vendor's price.
 */
export function takesLine(coupon: CouponRow, line: CouponLine): boolean {
  if (line.supplierId !== null) return false;
  const targets = targetsOf(coupon);
  if (coupon.scope === 'order') return true;
  if (coupon.scope === 'categories') return targets.includes(line.category);
  if (coupon.scope === 'crops') return line.crops.some((c) => targets.includes(c));
  return targets.includes(line.productId);
}

/**
 * A coupon on these lines today (India's day), checked in the order a buyer can act on: whether
 * it exists and runs today, whether it is for the buyer's group, whether it applies to anything in the cart, the minimum value of what
 * it applies to, then his first order, his own and everyone's uses (those counted). The discount is spread over the lines it takes
 * in proportion to their value, to the paisa (src/shared/discount.ts).
 */
export function judgeCoupon(coupon: CouponRow | undefined, lines: CouponLine[], counts: CouponCounts, today: string): CouponJudgement {
  if (!coupon || !coupon.active) return { ok: false, reason: 'unknown' };
  if (today < coupon.valid_from) return { ok: false, reason: 'notYet', date: coupon.valid_from };
  if (today > coupon.valid_to) return { ok: false, reason: 'expired', date: coupon.valid_to };
  const groups = JSON.parse(coupon.customer_groups) as string[];
  if (groups.length > 0 && !groups.includes(counts.group)) return { ok: false, reason: 'otherGroup' };
  const values = lines.map((l) => (takesLine(coupon, l) ? l.valuePaise : 0));
  const base = values.reduce((s, v) => s + v, 0);
  if (base === 0) return { ok: false, reason: 'notApplicable' };
  const minimum = Number(coupon.min_order_paise);
  if (base < minimum) return { ok: false, reason: 'minimum', amountPaise: minimum };
  if (coupon.first_order_only && counts.hasEarlierOrder) return { ok: false, reason: 'firstOrderOnly' };
  if (coupon.uses_per_customer !== null && counts.usesOfCoupon !== null && counts.usesOfCoupon >= coupon.uses_per_customer) return { ok: false, reason: 'alreadyUsed' };
  if (coupon.total_uses !== null && counts.usedByAll !== null && counts.usedByAll >= coupon.total_uses) return { ok: false, reason: 'usedUp' };
  const discountPaise = couponDiscount({ percentBp: coupon.percent_bp, flatPaise: coupon.flat_paise === null ? null : Number(coupon.flat_paise), maxDiscountPaise: coupon.max_discount_paise === null ? null : Number(coupon.max_discount_paise) }, base);
  return { ok: true, discountPaise, shares: spreadDiscount(discountPaise, values) };
}
