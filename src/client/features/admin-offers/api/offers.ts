import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminProductList } from '#shared/schemas/admin-products';
import type { AdminOffer, AdminOfferInput, AdminOfferList } from '#shared/schemas/offers';
import { api } from '#client/lib/api-client.ts';

/** Query keys of Admin -> Offers. */
export const offersKey = ['admin', 'offers'] as const;
const productsKey = ['admin', 'offers', 'products'] as const;

/** GET /api/admin/offers: every offer, with how many orders took it. */
export function useOffers() {
  return useQuery(queryOptions({ queryKey: offersKey, queryFn: ({ signal }) => api.get<AdminOfferList>('/admin/offers', undefined, signal) }));
}

/** GET /api/admin/products: the newest 100 products, for the product an offer names (the shop's own are offered). */
export function useOfferProducts() {
  return useQuery(queryOptions({ queryKey: productsKey, queryFn: ({ signal }) => api.get<AdminProductList>('/admin/products', { pageSize: 100 }, signal), staleTime: 60_000 }));
}

function useOffersMutation<T, R>(run: (arg: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey }) });
}

/** POST /api/admin/offers: a new offer. */
export const useCreateOffer = () => useOffersMutation((input: AdminOfferInput) => api.post<AdminOffer>('/admin/offers', input));
/** PUT /api/admin/offers/:id: the offer whole (switching it off or on sends it whole too). */
export const useUpdateOffer = () => useOffersMutation(({ id, input }: { id: string; input: AdminOfferInput }) => api.put<AdminOffer>(`/admin/offers/${encodeURIComponent(id)}`, input));
/** DELETE /api/admin/offers/:id: refused (409 offer_in_use) once an order took it (docs/decisions/0063). */
export const useDeleteOffer = () => useOffersMutation((id: string) => api.delete<void>(`/admin/offers/${encodeURIComponent(id)}`));
