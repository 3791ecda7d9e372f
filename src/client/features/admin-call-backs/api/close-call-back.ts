import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminCallBack, AdminCloseCallBack } from '#shared/schemas/call-backs';
import { api } from '#client/lib/api-client.ts';
import { callBacksKey } from './keys.ts';

/** POST /api/admin/call-backs/:id/close: how the call ended, and a note. */
export function closeCallBack({ id, ...body }: AdminCloseCallBack & { id: string }): Promise<AdminCallBack> {
  return api.post<AdminCallBack>(`/admin/call-backs/${encodeURIComponent(id)}/close`, body);
}

export function useCloseCallBack() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeCallBack, onSuccess: () => queryClient.invalidateQueries({ queryKey: callBacksKey }) });
}
