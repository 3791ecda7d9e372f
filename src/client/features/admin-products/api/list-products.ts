import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategorySlug } from '#shared/catalog';
import type {
  AdminProduct,
  AdminProductDeleted,
  AdminProductInput,
  AdminProductList,
} from '#shared/schemas/admin-products';
import { api } from '#client/lib/api-client.ts';

export interface AdminProductListParams {
  q?: string;
  category?: CategorySlug;
  page: number;
}

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;
const productsKey = ['admin', 'products'] as const;

export function useAdminProducts(params: AdminProductListParams) {
  return useQuery({
    queryKey: [...productsKey, 'list', params],
    queryFn: ({ signal }) => api.get<AdminProductList>('/admin/products', { ...params, pageSize: ADMIN_PRODUCTS_PAGE_SIZE }, signal),
    // The table stays while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useAdminProduct(id: string) {
  return useQuery({
    queryKey: [...productsKey, 'one', id],
    queryFn: ({ signal }) => api.get<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, undefined, signal),
    // The edit form reads its defaults once: never from a copy kept since the last visit (orders move stock).
    gcTime: 0,
  });
}

/**
 * Add, edit, show and delete. After each, the admin lists and (by key, the catalogue feature is
 * not imported) this browser's storefront queries are refetched, so the shop shows the change.
 */
export function useProductMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ['admin'] }), queryClient.invalidateQueries({ queryKey: ['catalog'] })]);
  const path = (id: string) => `/admin/products/${encodeURIComponent(id)}`;
  return {
    create: useMutation({ mutationFn: (input: AdminProductInput) => api.post<AdminProduct>('/admin/products', input), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: AdminProductInput }) => api.put<AdminProduct>(path(id), input),
      onSuccess,
    }),
    setVisibility: useMutation({
      mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => api.patch<AdminProduct>(path(id), { isActive }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.delete<AdminProductDeleted>(path(id)), onSuccess }),
  };
}
