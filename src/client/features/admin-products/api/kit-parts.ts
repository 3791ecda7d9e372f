import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminKitParts, AdminKitPartsInput } from '#shared/schemas/kits';
import { api } from '#client/lib/api-client.ts';
import { listProducts } from './list-products.ts';

const kitPartsKey = (id: string) => ['admin', 'kit-parts', id] as const;

/** GET /api/admin/products/:id/kit-parts: a kit's parts, with the parts' sum and the kit discount (docs/product-rules.md 48). */
export function useKitParts(id: string) {
  return useQuery(queryOptions({ queryKey: kitPartsKey(id), queryFn: ({ signal }) => api.get<AdminKitParts>(`/admin/products/${encodeURIComponent(id)}/kit-parts`, undefined, signal) }));
}

/** PUT /api/admin/products/:id/kit-parts: all of them, replaced; the products' queries refresh (the kit's stock follows). */
export function useSaveKitParts(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminKitPartsInput) => api.put<AdminKitParts>(`/admin/products/${encodeURIComponent(id)}/kit-parts`, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(kitPartsKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
    },
  });
}

/** The products whose name holds `q` (2 letters or more; none before), to choose a part from. */
export function useProductSearch(q: string) {
  return useQuery({ queryKey: ['admin', 'products', 'kit-search', q], queryFn: ({ signal }) => listProducts({ page: 1, q }, signal), enabled: q.length >= 2 });
}
