import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { StoreCreateOrder, StoreOrder } from '#shared/schemas/orders';
import { api } from '#client/lib/api-client.ts';

/**
 * POST /api/store/orders. `key` is the checkout attempt's Idempotency-Key: a retried submit of
 * the same order cannot make a second one.
 */
export function placeOrder({ body, key }: { body: StoreCreateOrder; key: string }): Promise<StoreOrder> {
  return api.post<StoreOrder>('/store/orders', body, { 'Idempotency-Key': key });
}

/** Places the order; My Orders and the catalogue's stock are refetched (by key: those features are not imported). */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['catalog'] });
    },
  });
}
