import { keepPreviousData, queryOptions, useQuery } from '#client/lib/query.ts';
import type { VendorProductList } from '#shared/schemas/vendor-products';
import { api } from '#client/lib/api-client.ts';
import { vendorKeys, type VendorProductsQuery } from './keys.ts';

export const VENDOR_PRODUCTS_PAGE_SIZE = 20;

/** GET /api/vendor/products: one page of the vendor's own listings, newest first. */
export function listProducts(query: VendorProductsQuery, signal?: AbortSignal): Promise<VendorProductList> {
  return api.get<VendorProductList>('/vendor/products', { ...query, pageSize: VENDOR_PRODUCTS_PAGE_SIZE }, signal);
}

export const productsQueryOptions = (query: VendorProductsQuery) =>
  queryOptions({
    queryKey: vendorKeys.products(query),
    queryFn: ({ signal }) => listProducts(query, signal),
    // The table stays while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    // Orders take stock at any time: the list is read again whenever the tab opens.
    staleTime: 0,
  });

export function useVendorProducts(query: VendorProductsQuery) {
  return useQuery(productsQueryOptions(query));
}
