import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminOrder, AdminUpdateOrderStatus } from '#shared/schemas/admin-orders';
import { api } from '#client/lib/api-client.ts';
import { adminOrderKey } from './keys.ts';

/** PATCH /api/admin/orders/:id/status. */
export function updateOrderStatus({ id, input }: { id: string; input: AdminUpdateOrderStatus }): Promise<AdminOrder> {
  return api.patch<AdminOrder>(`/admin/orders/${encodeURIComponent(id)}/status`, input);
}

export function useUpdateOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminUpdateOrderStatus) => updateOrderStatus({ id, input }),
    onSuccess: (order) => queryClient.setQueryData(adminOrderKey(id), order),
    // Success or a 409 alike: the order may differ from what is on screen, and a status change
    // moves the dashboard's figures and (when cancelling) the products' stock, all under 'admin'.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
