import { keepPreviousData, queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminOrderList } from '#shared/schemas/admin-orders';
import { api } from '#client/lib/api-client.ts';
import { adminOrdersListKey, type OrdersQuery } from './keys.ts';

export const ORDERS_PAGE_SIZE = 20;

/** GET /api/admin/orders: one page of orders, of one status and matching a search when given. */
export function listOrders(query: OrdersQuery, signal?: AbortSignal): Promise<AdminOrderList> {
  return api.get<AdminOrderList>('/admin/orders', { ...query, pageSize: ORDERS_PAGE_SIZE }, signal);
}

export const ordersQueryOptions = (query: OrdersQuery) =>
  queryOptions({
    queryKey: adminOrdersListKey(query),
    queryFn: ({ signal }) => listOrders(query, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminOrders(query: OrdersQuery) {
  return useQuery(ordersQueryOptions(query));
}
