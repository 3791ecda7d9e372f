import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminMailMessage } from '#shared/schemas/admin-mail';
import { api } from '#client/lib/api-client.ts';
import { mailKey } from './keys.ts';

/** POST /api/admin/mail/:id/retry: a failed message goes back into the queue, for now. */
export function retryMail(id: string): Promise<AdminMailMessage> {
  return api.post<AdminMailMessage>(`/admin/mail/${encodeURIComponent(id)}/retry`, undefined);
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryMail, onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKey }) });
}
