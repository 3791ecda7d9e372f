import { useMutation } from '#client/lib/query.ts';
import type { StoreCallBackReceived, StoreCallBackRequest } from '#shared/schemas/call-backs';
import { api } from '#client/lib/api-client.ts';

/** POST /api/store/call-backs: "Call me back" (docs/product-rules.md 51). */
export function requestCallBack(input: StoreCallBackRequest): Promise<StoreCallBackReceived> {
  return api.post<StoreCallBackReceived>('/store/call-backs', input);
}

export function useRequestCallBack() {
  return useMutation({ mutationFn: requestCallBack });
}
