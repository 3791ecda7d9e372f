import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreProduct } from '#shared/schemas/catalog';
import { api } from '#client/lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** GET /api/store/products/featured: the home page's products. */
export function listFeaturedProducts(signal?: AbortSignal): Promise<{ items: StoreProduct[] }> {
  return api.get<{ items: StoreProduct[] }>('/store/products/featured', undefined, signal);
}

export const featuredProductsQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.featured, queryFn: ({ signal }) => listFeaturedProducts(signal) });

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions());
}
