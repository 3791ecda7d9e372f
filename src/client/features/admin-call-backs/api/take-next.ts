import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminCallBackDesk } from '#shared/schemas/call-backs';
import { api } from '#client/lib/api-client.ts';
import { currentKey, queueKey } from './keys.ts';

/** POST /api/admin/call-backs/take-next: the oldest waiting request, now this agent's (or the one he holds). */
export function takeNextCallBack(): Promise<AdminCallBackDesk> {
  return api.post<AdminCallBackDesk>('/admin/call-backs/take-next', undefined);
}

export function useTakeNext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeNextCallBack,
    onSuccess: (desk) => {
      queryClient.setQueryData(currentKey, desk);
      void queryClient.invalidateQueries({ queryKey: queueKey });
    },
  });
}
