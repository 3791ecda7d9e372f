import type { AdminProductListQuery } from '#shared/schemas/admin-products';

export const adminProductsKey = ['admin', 'products'] as const;
export const adminProductsListKey = (query: AdminProductsQuery) => [...adminProductsKey, 'list', query] as const;
export const adminProductKey = (id: string) => [...adminProductsKey, 'one', id] as const;

/**
 * What a product change refreshes: every admin query (lists, dashboard figures) and (by key, the
 * catalogue feature is not imported) this browser's storefront queries, so the shop shows it.
 */
export const productChangeKeys = [['admin'], ['catalog']] as const;

/** The list's search, category and page; the page size is fixed (ADMIN_PRODUCTS_PAGE_SIZE). */
export type AdminProductsQuery = Omit<AdminProductListQuery, 'pageSize'>;
