import { useMutation, useQueryClient } from '#client/lib/query.ts';
import { api } from '#client/lib/api-client.ts';
import { couponsKey } from './keys.ts';

/** DELETE /api/admin/coupons/:id: refused (409 coupon_in_use) once an order used it (docs/decisions/0059). */
export function deleteCoupon(id: string): Promise<void> {
  return api.delete<void>(`/admin/coupons/${encodeURIComponent(id)}`);
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }) });
}
