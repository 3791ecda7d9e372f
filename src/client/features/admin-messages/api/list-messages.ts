import { keepPreviousData, queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminContactMessageList } from '#shared/schemas/admin-contact';
import { api } from '#client/lib/api-client.ts';
import { messagesListKey, type MessagesQuery } from './keys.ts';

export const MESSAGES_PAGE_SIZE = 20;

/** GET /api/admin/contact-messages: one page of the Contact page's messages, newest first. */
export function listMessages(query: MessagesQuery, signal?: AbortSignal): Promise<AdminContactMessageList> {
  return api.get<AdminContactMessageList>('/admin/contact-messages', { ...query, pageSize: MESSAGES_PAGE_SIZE }, signal);
}

export const messagesQueryOptions = (query: MessagesQuery) =>
  queryOptions({ queryKey: messagesListKey(query), queryFn: ({ signal }) => listMessages(query, signal), placeholderData: keepPreviousData });

export function useContactMessages(query: MessagesQuery) {
  return useQuery(messagesQueryOptions(query));
}
