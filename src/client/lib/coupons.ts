import { keepPreviousData, queryOptions, useQuery } from './query.ts';
import type { AppliedCoupon } from '#shared/schemas/coupons';
import type { StoreCouponCheck } from '#shared/schemas/orders';
import { ApiError, apiRequest } from './api-client.ts';

// In lib, not a feature: the cart and checkout both apply a code (docs/product-rules.md 43), and features do not import each other.

/**
 * POST /api/store/orders/coupon: what a code takes off these lines (the cart, and checkout before
 * an address is known), or a 400 `coupon_refused` saying why. Nothing is written.
 */
export function checkCoupon(input: StoreCouponCheck, signal?: AbortSignal): Promise<AppliedCoupon> {
  return apiRequest<AppliedCoupon>('POST', '/store/orders/coupon', { body: input, signal });
}

/** Asked again whenever the lines change (a quantity, a line removed): the minimum and the lines it applies to depend on them. */
export function useCouponCheck(items: StoreCouponCheck['items'], code: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['coupons', 'check', items, code],
      queryFn: ({ signal }) => checkCoupon({ items, couponCode: code ?? '' }, signal),
      retry: false,
      // The discount shown stays while a new quantity is checked, rather than blinking out.
      placeholderData: keepPreviousData,
    }),
    enabled: code !== null && items.length > 0,
  });
}

/** A refusal of the code itself (why it does not apply, or not a code at all), shown on the coupon field. */
export function isCouponRefusal(err: unknown): err is ApiError {
  return err instanceof ApiError && (err.code === 'coupon_refused' || (err.code === 'validation_failed' && Boolean(err.fields.couponCode)));
}

/**
 * A code as the buyer may type it: spaces anywhere and any case forgiven, 3 to 20 letters, digits
 * or hyphens (couponCodeField in #shared/schemas/coupons, not imported: it would bring zod into the cart).
 * null when it cannot be a code.
 */
export function normalCouponCode(typed: string): string | null {
  const code = typed.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z0-9-]{3,20}$/.test(code) ? code : null;
}

// The code applied, kept for this tab and this account like checkout's draft (checkout-draft.ts): applied in
// the cart, it is the one checkout quotes; forgotten once the order is placed.
const keyOf = (userId: string) => `hariyali.coupon.${userId}`;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readCouponCode(userId: string): string | null {
  try {
    const kept = storage()?.getItem(keyOf(userId));
    return kept ? normalCouponCode(kept) : null;
  } catch {
    return null;
  }
}

export function keepCouponCode(userId: string, code: string | null): void {
  try {
    if (code) storage()?.setItem(keyOf(userId), code);
    else storage()?.removeItem(keyOf(userId));
  } catch {
    // A full or private storage: only the copy for the next page is missing.
  }
}
