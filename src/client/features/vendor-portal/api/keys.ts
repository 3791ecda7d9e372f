import type { VendorProductListQuery } from '#shared/schemas/vendor-products';

/** Query keys of the vendor dashboard: everything under one prefix, so a change refreshes it all. */
export const vendorKey = ['vendor'] as const;
export const vendorKeys = {
  overview: [...vendorKey, 'overview'] as const,
  products: (query: VendorProductsQuery) => [...vendorKey, 'products', query] as const,
  product: (id: string) => [...vendorKey, 'product', id] as const,
  orderLines: (page: number) => [...vendorKey, 'order-lines', page] as const,
  order: (orderId: string) => [...vendorKey, 'order', orderId] as const,
};

/** The business profile sits outside the prefix: a product change does not touch it. */
export const vendorProfileKey = ['vendor-profile'] as const;

/**
 * What a change to a listing refreshes: the vendor's lists and figures and (by key, the catalogue
 * feature is not imported) this browser's storefront queries.
 */
export const productChangeKeys = [vendorKey, ['catalog']] as const;

/** The listings' search and page; the page size is fixed (VENDOR_PRODUCTS_PAGE_SIZE). */
export type VendorProductsQuery = Omit<VendorProductListQuery, 'pageSize'>;
