import type { AdminContactMessageListQuery } from '#shared/schemas/admin-contact';

export const messagesKey = ['admin', 'contact-messages'] as const;
export const messagesListKey = (query: MessagesQuery) => [...messagesKey, query] as const;

/** The inbox's filter and page; the page size is fixed (MESSAGES_PAGE_SIZE). */
export type MessagesQuery = Omit<AdminContactMessageListQuery, 'pageSize'>;
