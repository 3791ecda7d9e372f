import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { StoreProduct } from '#shared/schemas/catalog';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { api } from '#client/lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** GET /api/store/products/featured: the home page's products, in `language`. */
export function listFeaturedProducts(language: string, signal?: AbortSignal): Promise<{ items: StoreProduct[] }> {
  return api.get<{ items: StoreProduct[] }>('/store/products/featured', { lang: language }, signal);
}

export const featuredProductsQueryOptions = (language: string) =>
  queryOptions({ queryKey: catalogKeys.featured(language), queryFn: ({ signal }) => listFeaturedProducts(language, signal) });

export function useFeaturedProducts() {
  const { language } = useTranslation();
  return useQuery(featuredProductsQueryOptions(language));
}
