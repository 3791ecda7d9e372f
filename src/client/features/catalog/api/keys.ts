import type { StoreProductListQuery } from '#shared/schemas/catalog';

/**
 * Query keys of the catalogue. Other features refresh it by the 'catalog' prefix after changing
 * products. Products come in the reader's language (docs/decisions/0023), so their keys hold it: a switch
 * asks again, and the page's kept answers (service worker) are per language too (?lang= in the URL).
 */
export const catalogKeys = {
  list: (query: CatalogListQuery, language: string) => ['catalog', 'products', language, query] as const,
  featured: (language: string) => ['catalog', 'featured', language] as const,
  product: (id: string, language: string) => ['catalog', 'product', id, language] as const,
  productUses: (id: string, acres: string | null, language: string) => ['catalog', 'product-uses', id, acres, language] as const,
  categories: ['catalog', 'categories'] as const,
};

/** The list's filters and page; the page size is the API's default. */
export type CatalogListQuery = Omit<StoreProductListQuery, 'pageSize'>;
