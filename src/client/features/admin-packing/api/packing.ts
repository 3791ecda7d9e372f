import { useQuery } from '#client/lib/query.ts';
import type { AdminPackingQueue } from '#shared/schemas/packing';
import { api } from '#client/lib/api-client.ts';

/** GET /api/admin/packing?location=: what the place has to pack, and its pick list (docs/product-rules.md 61). */
export function usePackingQueue(location: string) {
  return useQuery({
    queryKey: ['admin', 'packing', location],
    queryFn: ({ signal }) => api.get<AdminPackingQueue>('/admin/packing', { location }, signal),
  });
}

/** The packing slip's address: the PDF opens in the browser's own viewer, the session cookie sent with it. */
export const packingSlipUrl = (orderId: string, location: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/packing-slip.pdf?location=${encodeURIComponent(location)}`;
