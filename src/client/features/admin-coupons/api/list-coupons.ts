import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminCouponList } from '#shared/schemas/coupons';
import { api } from '#client/lib/api-client.ts';
import { couponsKey } from './keys.ts';

/** GET /api/admin/coupons: every coupon, with how many orders used it. */
export function listCoupons(signal?: AbortSignal): Promise<AdminCouponList> {
  return api.get<AdminCouponList>('/admin/coupons', undefined, signal);
}

export function useCoupons() {
  return useQuery(queryOptions({ queryKey: couponsKey, queryFn: ({ signal }) => listCoupons(signal) }));
}
