import type { StoreCropQuery } from '#shared/schemas/crops';

/** Query keys of the crop pages: their content comes in the reader's language (docs/product-rules.md 39). */
export const cropKeys = {
  list: (language: string) => ['crops', 'list', language] as const,
  crop: (slug: string, query: StoreCropQuery, language: string) => ['crops', 'crop', slug, language, query] as const,
  products: (slug: string, language: string) => ['crops', 'products', slug, language] as const,
};
