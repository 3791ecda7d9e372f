import { queryOptions, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminProduct, AdminProductList } from '#shared/schemas/admin-products';
import { api } from '#client/lib/api-client.ts';
import { couponProductKey, couponProductsKey } from './keys.ts';

/** GET /api/admin/products?q=: the first page of products matching a search (none asked for while `q` is blank). */
export function useProductSearch(q: string) {
  return useQuery(
    queryOptions({
      queryKey: couponProductsKey(q),
      queryFn: ({ signal }) => api.get<AdminProductList>('/admin/products', { q, pageSize: 20 }, signal),
      enabled: q !== '',
    }),
  );
}

/** GET /api/admin/products/:id: a chosen product's name, for a saved coupon that names it by id. */
export function useChosenProduct(id: string) {
  return useQuery(
    queryOptions({
      queryKey: couponProductKey(id),
      queryFn: ({ signal }) => api.get<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, undefined, signal),
      staleTime: Infinity,
      retry: false,
    }),
  );
}

/** A product chosen from the search: its name is known, so the chosen list asks for it no more. */
export function useRememberProduct() {
  const queryClient = useQueryClient();
  return (product: AdminProduct) => queryClient.setQueryData(couponProductKey(product.id), product);
}
