import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminOrder } from '#shared/schemas/admin-orders';
import { api } from '#client/lib/api-client.ts';
import { adminOrderKey } from './keys.ts';

/** GET /api/admin/orders/:id: the order with its lines, customer and status history. */
export function getOrder(id: string, signal?: AbortSignal): Promise<AdminOrder> {
  return api.get<AdminOrder>(`/admin/orders/${encodeURIComponent(id)}`, undefined, signal);
}

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminOrderKey(id), queryFn: ({ signal }) => getOrder(id, signal), staleTime: 0 });

export function useAdminOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
