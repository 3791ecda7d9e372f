import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductSort } from '#shared/catalog';
import type { StoreCategoryList, StoreProduct, StoreProductList } from '#shared/schemas/catalog';
import { api } from '#client/lib/api-client.ts';

export interface ProductListParams {
  q?: string;
  category?: string;
  sort?: ProductSort;
  page?: number;
}

export const catalogKeys = {
  list: (p: ProductListParams) => ['catalog', 'products', p] as const,
  featured: ['catalog', 'featured'] as const,
  product: (id: string) => ['catalog', 'product', id] as const,
  categories: ['catalog', 'categories'] as const,
};

export function useProducts(params: ProductListParams) {
  return useQuery({
    queryKey: catalogKeys.list(params),
    queryFn: ({ signal }) => api.get<StoreProductList>('/store/products', { ...params }, signal),
    // Keep showing the last results while the next search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useFeaturedProducts() {
  return useQuery({
    queryKey: catalogKeys.featured,
    queryFn: ({ signal }) => api.get<{ items: StoreProduct[] }>('/store/products/featured', undefined, signal),
  });
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => api.get<StoreProduct>(`/store/products/${encodeURIComponent(id)}`, undefined, signal),
  });
}

export function useCategories() {
  return useQuery({
    queryKey: catalogKeys.categories,
    queryFn: ({ signal }) => api.get<StoreCategoryList>('/store/categories', undefined, signal),
    staleTime: 5 * 60_000,
  });
}
