import { keepPreviousData, queryOptions, useQuery } from '#client/lib/query.ts';
import type { StoreProductList } from '#shared/schemas/catalog';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError, api } from '#client/lib/api-client.ts';
import { catalogKeys, type CatalogListQuery } from './keys.ts';

/** The filters whose values only the server knows: the page reads any well-formed crop or problem. */
const SERVER_CHECKED = ['crop', 'problem'] as const;

/**
 * GET /api/store/products: one page of the catalogue, searched, filtered and sorted, in `language`.
 * A crop or problem the shop does not have (an old link) is refused by the API; the page then
 * lists without that filter, as it drops other unknown values (products-query.ts).
 */
export async function listProducts(query: CatalogListQuery, language: string, signal?: AbortSignal): Promise<StoreProductList> {
  try {
    return await api.get<StoreProductList>('/store/products', { ...query, lang: language }, signal);
  } catch (err) {
    const refused = err instanceof ApiError && err.status === 400 ? SERVER_CHECKED.filter((name) => name in err.fields && query[name]) : [];
    if (refused.length === 0) throw err;
    return api.get<StoreProductList>('/store/products', { ...query, ...Object.fromEntries(refused.map((name) => [name, undefined])), lang: language }, signal);
  }
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
