import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminStockLocations, StockLocationInput } from '#shared/schemas/stock-locations';
import { api } from '#client/lib/api-client.ts';

/** The shop's stock locations (docs/product-rules.md 59); the product's page reads the same list (admin-products/api/location-stock.ts). */
const locationsKey = ['admin', 'stock-locations'] as const;

/** GET /api/admin/stock-locations: the principal place of business first, then the godowns by name. */
export function useStockLocations() {
  return useQuery(queryOptions({ queryKey: locationsKey, queryFn: ({ signal }) => api.get<AdminStockLocations>('/admin/stock-locations', undefined, signal) }));
}

/** POST /api/admin/stock-locations (no id) or PUT /api/admin/stock-locations/:id; the answer is the list afresh. */
export function useSaveStockLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: StockLocationInput }) =>
      id === null ? api.post<AdminStockLocations>('/admin/stock-locations', input) : api.put<AdminStockLocations>(`/admin/stock-locations/${encodeURIComponent(id)}`, input),
    onSuccess: (list) => queryClient.setQueryData(locationsKey, list),
  });
}
