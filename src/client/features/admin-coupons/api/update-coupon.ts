import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminCoupon, AdminCouponInput } from '#shared/schemas/coupons';
import { api } from '#client/lib/api-client.ts';
import { couponsKey } from './keys.ts';

/** PUT /api/admin/coupons/:id: the coupon whole (switching it off or on sends it whole too). */
export function updateCoupon({ id, input }: { id: string; input: AdminCouponInput }): Promise<AdminCoupon> {
  return api.put<AdminCoupon>(`/admin/coupons/${encodeURIComponent(id)}`, input);
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }) });
}
