import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminOrder, AdminRefundLines } from '#shared/schemas/admin-orders';
import { api } from '#client/lib/api-client.ts';
import { adminOrderKey } from './keys.ts';

/** POST /api/admin/orders/:id/line-refunds: chosen quantities of a paid online order's lines refunded through the gateway. */
export function refundLines({ id, input }: { id: string; input: AdminRefundLines }): Promise<AdminOrder> {
  return api.post<AdminOrder>(`/admin/orders/${encodeURIComponent(id)}/line-refunds`, input);
}

export function useRefundLines(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminRefundLines) => refundLines({ id, input }),
    onSuccess: (order) => queryClient.setQueryData(adminOrderKey(id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
