import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { StoreProductUses } from '#shared/schemas/product-uses';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { api } from '#client/lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/**
 * GET /api/store/products/:id/uses: what the product is for, and with `acres` (as typed, from the
 * page's ?acres=) how many packs each per-acre use needs: the server's arithmetic (docs/product-rules.md 41).
 */
export function getProductUses(id: string, acres: string | null, language: string, signal?: AbortSignal): Promise<StoreProductUses> {
  return api.get<StoreProductUses>(`/store/products/${encodeURIComponent(id)}/uses`, { lang: language, ...(acres === null ? {} : { acres }) }, signal);
}

// Refused acres stay refused (they come from the address): the server's answer is shown, not asked again on mount.
export const productUsesQueryOptions = (id: string, acres: string | null, language: string) =>
  queryOptions({ queryKey: catalogKeys.productUses(id, acres, language), queryFn: ({ signal }) => getProductUses(id, acres, language, signal), retryOnMount: false });

export function useProductUses(id: string, acres: string | null) {
  const { language } = useTranslation();
  return useQuery(productUsesQueryOptions(id, acres, language));
}
