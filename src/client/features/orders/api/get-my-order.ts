import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { StoreOrder } from '#shared/schemas/orders';
import { api } from '#client/lib/api-client.ts';
import { orderKey } from './keys.ts';

/** GET /api/store/orders/:id: one of the signed-in customer's orders. */
export function getMyOrder(id: string, signal?: AbortSignal): Promise<StoreOrder> {
  return api.get<StoreOrder>(`/store/orders/${encodeURIComponent(id)}`, undefined, signal);
}

export const myOrderQueryOptions = (id: string) => queryOptions({ queryKey: orderKey(id), queryFn: ({ signal }) => getMyOrder(id, signal) });

/**
 * `placed`: the order as checkout got it back (no request needed); `poll`: ask again every few
 * seconds while it says true (a payment the server is still confirming); `enabled`: false until signed in.
 */
export function useMyOrder(id: string, options: { placed?: StoreOrder; poll?: (order: StoreOrder) => boolean; enabled?: boolean } = {}) {
  const { placed, poll, enabled = true } = options;
  return useQuery({
    ...myOrderQueryOptions(id),
    enabled,
    initialData: placed,
    // Shown at once, and read again: a page opened again from history shows the order as it is now.
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (poll && query.state.data && poll(query.state.data) ? 5000 : false),
  });
}
