import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { StoreCancelledOrder } from '#shared/schemas/orders';
import { api } from '#client/lib/api-client.ts';
import { orderKey, ordersKey } from './keys.ts';

/** POST /api/store/orders/:id/cancel: the buyer cancels its own order before it ships (docs/product-rules.md 31). */
export function cancelOrder(orderId: string): Promise<StoreCancelledOrder> {
  return api.post<StoreCancelledOrder>(`/store/orders/${encodeURIComponent(orderId)}/cancel`, {});
}

/** The answer is the order as it now stands: shown at once, and My Orders read again. */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(orderId), order);
      void queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}
