import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminContactMessage, AdminContactMessageList, ContactMessageFilter } from '#shared/schemas/admin-contact';
import { api } from '#client/lib/api-client.ts';

const messagesKey = ['admin', 'contact-messages'] as const;
export const MESSAGES_PAGE_SIZE = 20;

export function useContactMessages(params: { show: ContactMessageFilter; page: number }) {
  return useQuery({
    queryKey: [...messagesKey, params],
    queryFn: ({ signal }) => api.get<AdminContactMessageList>('/admin/contact-messages', { ...params, pageSize: MESSAGES_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSetMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      api.patch<AdminContactMessage>(`/admin/contact-messages/${encodeURIComponent(id)}`, { handled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
