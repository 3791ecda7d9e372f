import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminChangeLinePlace, AdminOrder } from '#shared/schemas/admin-orders';
import { api } from '#client/lib/api-client.ts';
import { adminOrderKey } from './keys.ts';

/** PUT /api/admin/orders/:id/place: a product's lines served from another place of their registration. */
export function useChangeLinePlace(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminChangeLinePlace) => api.put<AdminOrder>(`/admin/orders/${encodeURIComponent(id)}/place`, input),
    onSuccess: (order) => queryClient.setQueryData(adminOrderKey(id), order),
    // A move changes two places' units: the stock figures under 'admin' are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
