import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderList, AdminOrderListQuery } from '#shared/schemas/admin-orders';
import { api } from '#client/lib/api-client.ts';
import { adminOrdersKey } from './keys.ts';

/** GET /api/admin/orders: one page of orders, of one status and matching a search when given. */
export function useAdminOrders(query: AdminOrderListQuery) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'list', query],
    queryFn: ({ signal }) => api.get<AdminOrderList>('/admin/orders', query, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
