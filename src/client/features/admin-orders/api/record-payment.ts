import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminOrder, AdminRecordPayment } from '#shared/schemas/admin-orders';
import { api } from '#client/lib/api-client.ts';
import { adminOrderKey } from './keys.ts';

/** POST /api/admin/orders/:id/payment: cash collected on delivery, or a bank transfer received with its UTR. */
export function recordPayment({ id, input }: { id: string; input: AdminRecordPayment }): Promise<AdminOrder> {
  return api.post<AdminOrder>(`/admin/orders/${encodeURIComponent(id)}/payment`, input);
}

export function useRecordPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminRecordPayment) => recordPayment({ id, input }),
    onSuccess: (order) => queryClient.setQueryData(adminOrderKey(id), order),
    // Success or a 409 (recorded meanwhile by another admin or the delivering vendor): the order
    // on screen may be out of date, and the list's payment column and filter move with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
