import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { StoreCategoryList } from '#shared/schemas/catalog';
import { api } from '#client/lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** GET /api/store/categories: the categories the shop sells in. */
export function listCategories(signal?: AbortSignal): Promise<StoreCategoryList> {
  return api.get<StoreCategoryList>('/store/categories', undefined, signal);
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.categories, queryFn: ({ signal }) => listCategories(signal), staleTime: 5 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
