import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { VendorProduct } from '#shared/schemas/vendor-products';
import { api } from '#client/lib/api-client.ts';
import { vendorKeys } from './keys.ts';

/** GET /api/vendor/products/:id: one of the vendor's listings. */
export function getProduct(id: string, signal?: AbortSignal): Promise<VendorProduct> {
  return api.get<VendorProduct>(`/vendor/products/${encodeURIComponent(id)}`, undefined, signal);
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: vendorKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // The edit form reads its defaults once: never from a copy kept since the last visit (orders move stock).
    gcTime: 0,
  });

export function useVendorProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
