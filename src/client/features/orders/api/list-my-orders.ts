import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { StoreOrder } from '#shared/schemas/orders';
import { api } from '#client/lib/api-client.ts';
import { ordersKey } from './keys.ts';

/** GET /api/store/orders: the signed-in customer's orders, newest first. */
export function listMyOrders(signal?: AbortSignal): Promise<{ items: StoreOrder[] }> {
  return api.get<{ items: StoreOrder[] }>('/store/orders', undefined, signal);
}

export const myOrdersQueryOptions = () => queryOptions({ queryKey: ordersKey, queryFn: ({ signal }) => listMyOrders(signal) });

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions());
}
