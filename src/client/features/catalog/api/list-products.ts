import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreProductList } from '#shared/schemas/catalog';
import { api } from '#client/lib/api-client.ts';
import { catalogKeys, type CatalogListQuery } from './keys.ts';

/** GET /api/store/products: one page of the catalogue, searched, filtered and sorted. */
export function listProducts(query: CatalogListQuery, signal?: AbortSignal): Promise<StoreProductList> {
  return api.get<StoreProductList>('/store/products', { ...query }, signal);
}

export const productsQueryOptions = (query: CatalogListQuery) =>
  queryOptions({
    queryKey: catalogKeys.list(query),
    queryFn: ({ signal }) => listProducts(query, signal),
    // Keep showing the last results while the next search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function useProducts(query: CatalogListQuery) {
  return useQuery(productsQueryOptions(query));
}
