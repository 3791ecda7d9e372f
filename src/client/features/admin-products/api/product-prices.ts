import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminProductPrices, AdminProductPricesInput } from '#shared/schemas/price-lists';
import { api } from '#client/lib/api-client.ts';

const pricesKey = (id: string) => ['admin', 'product-prices', id] as const;

/** GET /api/admin/products/:id/prices: a product's quantity prices and price lists (docs/product-rules.md 46). */
export function useProductPrices(id: string) {
  return useQuery(queryOptions({ queryKey: pricesKey(id), queryFn: ({ signal }) => api.get<AdminProductPrices>(`/admin/products/${encodeURIComponent(id)}/prices`, undefined, signal) }));
}

/** PUT /api/admin/products/:id/prices: all of them, replaced. */
export function useSaveProductPrices(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminProductPricesInput) => api.put<AdminProductPrices>(`/admin/products/${encodeURIComponent(id)}/prices`, input),
    onSuccess: (saved) => queryClient.setQueryData(pricesKey(id), saved),
  });
}
