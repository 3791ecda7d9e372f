import { keepPreviousData, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminProductList } from '#shared/schemas/admin-products';
import type { AdminOndcOrdersByApp, AdminOndcOverview, AdminOndcProductOffer, AdminOndcSettings, AdminOndcSettingsInput } from '#shared/schemas/ondc';
import { api } from '#client/lib/api-client.ts';

/** Admin -> ONDC's one read (docs/product-rules.md 62): the node's state, the settings, the latest calls, the products kept off. */
const ondcKey = ['admin', 'ondc'] as const;

/** GET /api/admin/ondc. */
export function useOndcOverview() {
  return useQuery({ queryKey: ondcKey, queryFn: ({ signal }) => api.get<AdminOndcOverview>('/admin/ondc', undefined, signal) });
}

/** GET /api/admin/ondc/orders: the orders each buyer app placed (docs/product-rules.md 62). */
export function useOndcOrdersByApp() {
  return useQuery({ queryKey: [...ondcKey, 'orders'], queryFn: ({ signal }) => api.get<AdminOndcOrdersByApp>('/admin/ondc/orders', undefined, signal) });
}

/** PUT /api/admin/ondc/settings: the store's map point, PIN code, town and days to ship; the overview is read again (what is missing changes). */
export function useSaveOndcSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminOndcSettingsInput) => api.put<AdminOndcSettings>('/admin/ondc/settings', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ondcKey }),
  });
}

/** PUT /api/admin/ondc/products/:id: offer a product on the network again, or keep it off; the overview's list of kept-off products follows at once. */
export function useSetOndcOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, offered }: { id: string } & AdminOndcProductOffer) => api.put<AdminOndcProductOffer>(`/admin/ondc/products/${encodeURIComponent(id)}`, { offered }),
    onSuccess: ({ offered }, { id }) =>
      queryClient.setQueryData<AdminOndcOverview>(ondcKey, (overview) => {
        if (!overview) return overview;
        const others = overview.withheldProductIds.filter((p) => p !== id);
        return { ...overview, withheldProductIds: offered ? others : [...others, id].sort() };
      }),
  });
}

/** A page of the products list. */
export const ONDC_PRODUCTS_PAGE_SIZE = 20;

/**
 * GET /api/admin/products, the list Manage Products reads: one page, newest first, hidden ones
 * included; the page keeps showing while the next one loads.
 */
export function useOndcProducts(page: number, q: string) {
  return useQuery({
    queryKey: ['admin', 'ondc-products', page, q],
    queryFn: ({ signal }) => api.get<AdminProductList>('/admin/products', { page, q: q || undefined, pageSize: ONDC_PRODUCTS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}
