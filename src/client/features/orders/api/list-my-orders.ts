import { useQuery } from '@tanstack/react-query';
import type { StoreOrder } from '#shared/schemas/orders';
import { api } from '#client/lib/api-client.ts';

export const ordersKey = ['orders'] as const;

export function useMyOrders() {
  return useQuery({
    queryKey: ordersKey,
    queryFn: ({ signal }) => api.get<{ items: StoreOrder[] }>('/store/orders', undefined, signal),
  });
}

export function useMyOrder(id: string) {
  return useQuery({
    queryKey: [...ordersKey, id],
    queryFn: ({ signal }) => api.get<StoreOrder>(`/store/orders/${encodeURIComponent(id)}`, undefined, signal),
  });
}
