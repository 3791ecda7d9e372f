import { keepPreviousData, queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminProductList } from '#shared/schemas/admin-products';
import { api } from '#client/lib/api-client.ts';
import { adminProductsListKey, type AdminProductsQuery } from './keys.ts';

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

/** GET /api/admin/products: one page of every product, newest first, hidden ones included. */
export function listProducts(query: AdminProductsQuery, signal?: AbortSignal): Promise<AdminProductList> {
  return api.get<AdminProductList>('/admin/products', { ...query, pageSize: ADMIN_PRODUCTS_PAGE_SIZE }, signal);
}

export const productsQueryOptions = (query: AdminProductsQuery) =>
  queryOptions({
    queryKey: adminProductsListKey(query),
    queryFn: ({ signal }) => listProducts(query, signal),
    // The table stays while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(query: AdminProductsQuery) {
  return useQuery(productsQueryOptions(query));
}
