import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminStockLocations, ProductLocationStock, SetLocationStock } from '#shared/schemas/stock-locations';
import { api } from '#client/lib/api-client.ts';

// A product's units at each stock location (docs/product-rules.md 59).
const productStockKey = (productId: string) => ['admin', 'location-stock', productId] as const;

/**
 * GET /api/admin/stock-locations (the list Admin -> Stock locations keeps, same key): whether the
 * shop has a godown, and the places a seed lot may be kept at. `enabled`: asked only where shown.
 */
export function useStockPlaces(enabled = true) {
  return useQuery(queryOptions({ queryKey: ['admin', 'stock-locations'], queryFn: ({ signal }) => api.get<AdminStockLocations>('/admin/stock-locations', undefined, signal), enabled }));
}

/**
 * GET /api/admin/products/:id/location-stock: a product's units at each place. Orders take units
 * from godowns while the page is open, so it is fetched afresh each time the product is opened.
 */
export function useProductLocationStock(productId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: productStockKey(productId),
      queryFn: ({ signal }) => api.get<ProductLocationStock>(`/admin/products/${encodeURIComponent(productId)}/location-stock`, undefined, signal),
      staleTime: 0,
      enabled,
    }),
  );
}

/** PUT /api/admin/products/:id/location-stock: one godown's units counted; the product's whole stock follows. */
export function useSetLocationStock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetLocationStock) => api.put<ProductLocationStock>(`/admin/products/${encodeURIComponent(productId)}/location-stock`, input),
    onSuccess: (stock) => {
      queryClient.setQueryData(productStockKey(productId), stock);
      // The lists and the dashboard show the whole stock, which moved by the difference.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
    },
  });
}

/** After a refused count (an order took units meanwhile): the numbers as they are now. */
export function useReloadLocationStock(productId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: productStockKey(productId) });
}
