import { keepPreviousData, queryOptions, useQuery } from '#client/lib/query.ts';
import type { StoreProductList } from '#shared/schemas/catalog';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { api } from '#client/lib/api-client.ts';
import { catalogKeys, type CatalogListQuery } from './keys.ts';

/** GET /api/store/products: one page of the catalogue, searched, filtered and sorted, in `language`. */
export function listProducts(query: CatalogListQuery, language: string, signal?: AbortSignal): Promise<StoreProductList> {
  return api.get<StoreProductList>('/store/products', { ...query, lang: language }, signal);
}

export const productsQueryOptions = (query: CatalogListQuery, language: string) =>
  queryOptions({
    queryKey: catalogKeys.list(query, language),
    queryFn: ({ signal }) => listProducts(query, language, signal),
    // Keep showing the last results while the next search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function useProducts(query: CatalogListQuery) {
  const { language } = useTranslation();
  return useQuery(productsQueryOptions(query, language));
}
