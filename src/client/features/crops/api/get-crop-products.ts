import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { CropProductList } from '#shared/schemas/product-uses';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { api } from '#client/lib/api-client.ts';
import { cropKeys } from './keys.ts';

/** GET /api/store/crops/:slug/products: the products in the shop for the crop, by stage, with their doses (docs/product-rules.md 41). */
export function getCropProducts(slug: string, language: string, signal?: AbortSignal): Promise<CropProductList> {
  return api.get<CropProductList>(`/store/crops/${encodeURIComponent(slug)}/products`, { lang: language }, signal);
}

export const cropProductsQueryOptions = (slug: string, language: string) =>
  queryOptions({ queryKey: cropKeys.products(slug, language), queryFn: ({ signal }) => getCropProducts(slug, language, signal) });

export function useCropProducts(slug: string) {
  const { language } = useTranslation();
  return useQuery(cropProductsQueryOptions(slug, language));
}
