import { useQuery } from '#client/lib/query.ts';
import type { StoreOrderTracking } from '#shared/schemas/shipments';
import { api } from '#client/lib/api-client.ts';
import { orderKey } from './keys.ts';

/**
 * GET /api/store/orders/:id/tracking: the courier's scans of the buyer's own order (docs/product-rules.md
 * 58). Asked by the order's timeline only (its own chunk), so the order page's first load carries none of it.
 */
export function useOrderTracking(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...orderKey(orderId), 'tracking'],
    queryFn: ({ signal }) => api.get<StoreOrderTracking>(`/store/orders/${encodeURIComponent(orderId)}/tracking`, undefined, signal),
    enabled,
  });
}
