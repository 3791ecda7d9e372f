import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VendorProduct, VendorProductDeleted, VendorProductInput, VendorProductList } from '#shared/schemas/vendor-products';
import { api } from '#client/lib/api-client.ts';
import { vendorKey, vendorKeys } from './keys.ts';

export const VENDOR_PRODUCTS_PAGE_SIZE = 20;

/** GET /api/vendor/products: one page of the vendor's own listings, newest first. */
export function useVendorProducts(params: { q?: string; page: number }) {
  return useQuery({
    queryKey: vendorKeys.products(params),
    queryFn: ({ signal }) => api.get<VendorProductList>('/vendor/products', { ...params, pageSize: VENDOR_PRODUCTS_PAGE_SIZE }, signal),
    // The table stays while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    // Orders take stock at any time: the list is read again whenever the tab opens.
    staleTime: 0,
  });
}

export function useVendorProduct(id: string) {
  return useQuery({
    queryKey: vendorKeys.product(id),
    queryFn: ({ signal }) => api.get<VendorProduct>(`/vendor/products/${encodeURIComponent(id)}`, undefined, signal),
    // The edit form reads its defaults once: never from a copy kept since the last visit (orders move stock).
    gcTime: 0,
  });
}

/**
 * Add, edit, stock and delete. After each, the vendor's lists and figures and (by key, the
 * catalogue feature is not imported) this browser's storefront queries are refetched.
 */
export function useVendorProductMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: vendorKey }), queryClient.invalidateQueries({ queryKey: ['catalog'] })]);
  const path = (id: string) => `/vendor/products/${encodeURIComponent(id)}`;
  return {
    create: useMutation({ mutationFn: (input: VendorProductInput) => api.post<VendorProduct>('/vendor/products', input), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: VendorProductInput }) => api.put<VendorProduct>(path(id), input),
      onSuccess,
    }),
    setStock: useMutation({
      mutationFn: ({ id, stock }: { id: string; stock: number }) => api.patch<VendorProduct>(`${path(id)}/stock`, { stock }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.delete<VendorProductDeleted>(path(id)), onSuccess }),
  };
}
