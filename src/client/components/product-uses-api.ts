import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { StoreCrop, StoreCropList } from '#shared/schemas/crops';
import type { ProductUseList, ProductUsesInput } from '#shared/schemas/product-uses';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { api, apiRequest } from '#client/lib/api-client.ts';

/**
 * The calls of the "Crops and doses" section (docs/product-rules.md 41), by the side's base path:
 * `/admin/products/:id` (approved at once) or `/vendor/products/:id` (waiting for the admin).
 * The admin's and a vendor's endpoints take the same bodies and answer the same lists.
 */
const usesKey = (base: string) => ['product-uses', base] as const;

/** GET <base>/uses: the product's uses, pending ones too. */
export function useProductUseList(base: string) {
  const { language } = useTranslation();
  return useQuery(
    queryOptions({
      queryKey: [...usesKey(base), language],
      queryFn: ({ signal }) => api.get<ProductUseList>(`${base}/uses`, { lang: language }, signal),
      // The form reads its rows once: never from a copy kept since the last visit.
      gcTime: 0,
    }),
  );
}

/** PUT <base>/uses (replaces the whole list) or POST <base>/uses/approve (the admin's only). */
export function useChangeProductUses(base: string) {
  const queryClient = useQueryClient();
  const { language } = useTranslation();
  const onSuccess = (list: ProductUseList) => {
    queryClient.setQueryData([...usesKey(base), language], list);
    // This browser's product and crop pages (by key: the features are not imported) show the change.
    return Promise.all([['catalog'], ['crops']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  return {
    save: useMutation({ mutationFn: (input: ProductUsesInput) => apiRequest<ProductUseList>('PUT', `${base}/uses`, { query: { lang: language }, body: input }), onSuccess }),
    approve: useMutation({ mutationFn: () => apiRequest<ProductUseList>('POST', `${base}/uses/approve`, { query: { lang: language } }), onSuccess }),
  };
}

/** The shop's crops, in the page's language. */
export function useCropChoices() {
  const { language } = useTranslation();
  return useQuery(
    queryOptions({ queryKey: ['product-uses', 'crops', language], queryFn: ({ signal }) => api.get<StoreCropList>('/store/crops', { lang: language }, signal), staleTime: Infinity }),
  );
}

/** One crop's stages and problems (none asked for while `slug` is blank). */
export function useCropTerms(slug: string) {
  const { language } = useTranslation();
  return useQuery(
    queryOptions({
      queryKey: ['product-uses', 'crop', slug, language],
      queryFn: ({ signal }) => api.get<StoreCrop>(`/store/crops/${encodeURIComponent(slug)}`, { lang: language }, signal),
      enabled: slug !== '',
      staleTime: Infinity,
    }),
  );
}
