import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { StoreProduct } from '#shared/schemas/catalog';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { api } from '#client/lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** GET /api/store/products/:id: one product as the shop sells it now, in `language`. */
export function getProduct(id: string, language: string, signal?: AbortSignal): Promise<StoreProduct> {
  return api.get<StoreProduct>(`/store/products/${encodeURIComponent(id)}`, { lang: language }, signal);
}

export const productQueryOptions = (id: string, language: string) =>
  queryOptions({ queryKey: catalogKeys.product(id, language), queryFn: ({ signal }) => getProduct(id, language, signal) });

export function useProduct(id: string) {
  const { language } = useTranslation();
  return useQuery(productQueryOptions(id, language));
}
