import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminContactMessage } from '#shared/schemas/admin-contact';
import { api } from '#client/lib/api-client.ts';
import { messagesKey } from './keys.ts';

/** PATCH /api/admin/contact-messages/:id: marks a message handled, or not handled again. */
export function setMessageHandled({ id, handled }: { id: string; handled: boolean }): Promise<AdminContactMessage> {
  return api.patch<AdminContactMessage>(`/admin/contact-messages/${encodeURIComponent(id)}`, { handled });
}

export function useSetMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setMessageHandled, onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }) });
}
