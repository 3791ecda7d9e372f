import { useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '#shared/schemas/admin-orders';
import { api } from '#client/lib/api-client.ts';
import { adminOrderKey } from './keys.ts';

/** GET /api/admin/orders/:id: the order with its lines, customer and status history. */
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminOrderKey(id),
    queryFn: ({ signal }) => api.get<AdminOrder>(`/admin/orders/${encodeURIComponent(id)}`, undefined, signal),
    staleTime: 0,
  });
}
