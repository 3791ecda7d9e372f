import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminCallBackList, AdminCreateCallBack } from '#shared/schemas/call-backs';
import { api } from '#client/lib/api-client.ts';
import { queueKey } from './keys.ts';

/** POST /api/admin/call-backs: an agent puts a farmer in the queue; the answer is the queue. */
export function addCallBack(input: AdminCreateCallBack): Promise<AdminCallBackList> {
  return api.post<AdminCallBackList>('/admin/call-backs', input);
}

export function useAddCallBack() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCallBack, onSuccess: (queue) => queryClient.setQueryData(queueKey, queue) });
}
