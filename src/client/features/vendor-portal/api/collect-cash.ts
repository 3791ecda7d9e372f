import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { VendorOrder } from '#shared/schemas/vendor-sales';
import { api } from '#client/lib/api-client.ts';
import { vendorKey, vendorKeys } from './keys.ts';

/** POST /api/vendor/orders/:orderId/cod-collected: the vendor that delivers the whole order marks its cash collected. */
export function collectCash(orderId: string): Promise<VendorOrder> {
  return api.post<VendorOrder>(`/vendor/orders/${encodeURIComponent(orderId)}/cod-collected`, {});
}

export function useCollectCash(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => collectCash(orderId),
    onSuccess: (order) => queryClient.setQueryData(vendorKeys.order(orderId), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKey }),
  });
}
