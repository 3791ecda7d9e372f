import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminOrderReturns, AdminReturn, ReturnDecisionBody, ReturnRefundRecorded } from '#shared/schemas/returns';
import { api } from '#client/lib/api-client.ts';
import { adminOrderKey } from './keys.ts';

const returnsKey = (orderId: string) => [...adminOrderKey(orderId), 'returns'] as const;

/** GET /api/admin/orders/:id/returns: an order's returns, with the account to refund a cash or bank order to. */
export const orderReturnsQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: returnsKey(orderId), queryFn: ({ signal }) => api.get<AdminOrderReturns>(`/admin/orders/${encodeURIComponent(orderId)}/returns`, undefined, signal) });

export function useOrderReturns(orderId: string) {
  return useQuery(orderReturnsQueryOptions(orderId));
}

/** One step of a return: decide (approve or reject with a reason), goods received, the bank refund's UTR. */
export type ReturnStep = { id: string } & ({ step: 'decision'; input: ReturnDecisionBody } | { step: 'received' } | { step: 'refund'; input: ReturnRefundRecorded });

export function returnStep(step: ReturnStep): Promise<AdminReturn> {
  const path = `/admin/returns/${encodeURIComponent(step.id)}/${step.step}`;
  return api.post<AdminReturn>(path, 'input' in step ? step.input : {});
}

/** Every step changes the order too (stock, refunds, credit notes): its page reads both again. */
export function useReturnStep(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnStep,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKey(orderId) }),
  });
}
