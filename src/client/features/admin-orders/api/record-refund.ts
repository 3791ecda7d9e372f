import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminOrder, AdminRecordRefund } from '#shared/schemas/admin-orders';
import { api } from '#client/lib/api-client.ts';
import { adminOrderKey } from './keys.ts';

/** POST /api/admin/orders/:id/refunds: how the money of a cancelled cash or bank order went back. */
export function recordRefund({ id, input }: { id: string; input: AdminRecordRefund }): Promise<AdminOrder> {
  return api.post<AdminOrder>(`/admin/orders/${encodeURIComponent(id)}/refunds`, input);
}

export function useRecordRefund(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminRecordRefund) => recordRefund({ id, input }),
    onSuccess: (order) => queryClient.setQueryData(adminOrderKey(id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
