import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreProduct } from '#shared/schemas/catalog';
import { api } from '#client/lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** GET /api/store/products/:id: one product as the shop sells it now. */
export function getProduct(id: string, signal?: AbortSignal): Promise<StoreProduct> {
  return api.get<StoreProduct>(`/store/products/${encodeURIComponent(id)}`, undefined, signal);
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogKeys.product(id), queryFn: ({ signal }) => getProduct(id, signal) });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
