import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminProduct } from '#shared/schemas/admin-products';
import { api } from '#client/lib/api-client.ts';
import { adminProductKey } from './keys.ts';

/** GET /api/admin/products/:id: one product, hidden ones too. */
export function getProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  return api.get<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, undefined, signal);
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminProductKey(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // The edit form reads its defaults once: never from a copy kept since the last visit (orders move stock).
    gcTime: 0,
  });

export function useAdminProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
