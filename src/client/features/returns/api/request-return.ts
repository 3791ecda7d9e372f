import { useMutation } from '#client/lib/query.ts';
import type { StoreReturn, StoreReturnRequestInput } from '#shared/schemas/returns';
import { api } from '#client/lib/api-client.ts';

/** POST /api/store/orders/:id/returns: the buyer asks to return chosen lines of a delivered order. */
export function requestReturn({ orderId, input }: { orderId: string; input: StoreReturnRequestInput }): Promise<StoreReturn> {
  return api.post<StoreReturn>(`/store/orders/${encodeURIComponent(orderId)}/returns`, input);
}

/** `onDone`: the page reads its order again (its returns and what can still be returned). */
export function useRequestReturn(orderId: string, onDone: () => void) {
  return useMutation({ mutationFn: (input: StoreReturnRequestInput) => requestReturn({ orderId, input }), onSuccess: onDone });
}
