import type { StoreProductListQuery } from '#shared/schemas/catalog';

/** Query keys of the catalogue. Other features refresh it by the 'catalog' prefix after changing products. */
export const catalogKeys = {
  list: (query: CatalogListQuery) => ['catalog', 'products', query] as const,
  featured: ['catalog', 'featured'] as const,
  product: (id: string) => ['catalog', 'product', id] as const,
  categories: ['catalog', 'categories'] as const,
};

/** The list's filters and page; the page size is the API's default. */
export type CatalogListQuery = Omit<StoreProductListQuery, 'pageSize'>;
