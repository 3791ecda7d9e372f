import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreOrder } from '#shared/schemas/orders';
import { api } from '#client/lib/api-client.ts';
import { orderKey } from './keys.ts';

/** GET /api/store/orders/:id: one of the signed-in customer's orders. */
export function getMyOrder(id: string, signal?: AbortSignal): Promise<StoreOrder> {
  return api.get<StoreOrder>(`/store/orders/${encodeURIComponent(id)}`, undefined, signal);
}

export const myOrderQueryOptions = (id: string) => queryOptions({ queryKey: orderKey(id), queryFn: ({ signal }) => getMyOrder(id, signal) });

export function useMyOrder(id: string) {
  return useQuery(myOrderQueryOptions(id));
}
