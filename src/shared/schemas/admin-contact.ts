import { z } from 'zod';
import { adminPageOf, adminPaging } from './admin-common.ts';
import { INQUIRY_TYPES } from './contact.ts';

/** Which messages the inbox shows: all of them, or only those nobody has handled yet. */
export const CONTACT_MESSAGE_FILTERS = ['all', 'unhandled'] as const;
export type ContactMessageFilter = (typeof CONTACT_MESSAGE_FILTERS)[number];

export const AdminContactMessageListQuery = z.object({
  ...adminPaging,
  show: z.enum(CONTACT_MESSAGE_FILTERS, 'messageFilter').default('all'),
});
export type AdminContactMessageListQuery = z.infer<typeof AdminContactMessageListQuery>;

/** Mark a message handled (true) or not handled again (false). */
export const AdminSetMessageHandled = z.object({ handled: z.boolean('trueOrFalse') });
export type AdminSetMessageHandled = z.infer<typeof AdminSetMessageHandled>;

export const AdminContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  inquiryType: z.enum(INQUIRY_TYPES),
  createdAt: z.string(),
  /** When and by whom it was marked handled; null while it waits for an answer. */
  handledAt: z.string().nullable(),
  handledBy: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
});
export const AdminContactMessageList = adminPageOf(AdminContactMessage);
export type AdminContactMessage = z.infer<typeof AdminContactMessage>;
export type AdminContactMessageList = z.infer<typeof AdminContactMessageList>;
