import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminCoupon, AdminCouponInput } from '#shared/schemas/coupons';
import { api } from '#client/lib/api-client.ts';
import { couponsKey } from './keys.ts';

/** POST /api/admin/coupons: a new coupon (409 coupon_exists on a code another coupon has). */
export function createCoupon(input: AdminCouponInput): Promise<AdminCoupon> {
  return api.post<AdminCoupon>('/admin/coupons', input);
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }) });
}
