import { z } from 'zod';
import { adminPageOf, AdminPageQuery } from './admin-common.ts';

export const AdminContactMessageListQuery = AdminPageQuery;
export type AdminContactMessageListQuery = z.infer<typeof AdminContactMessageListQuery>;

export const AdminContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  inquiryType: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export const AdminContactMessageList = adminPageOf(AdminContactMessage);
export type AdminContactMessage = z.infer<typeof AdminContactMessage>;
export type AdminContactMessageList = z.infer<typeof AdminContactMessageList>;
