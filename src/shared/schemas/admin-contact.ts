import { z } from 'zod';

export const AdminContactMessageListQuery = z.object({
  page: z.coerce.number({ error: 'Page must be a whole number from 1' }).int('Page must be a whole number from 1').min(1, 'Page must be a whole number from 1').max(100_000).default(1),
  pageSize: z.coerce.number({ error: 'Page size must be from 1 to 100' }).int('Page size must be from 1 to 100').min(1, 'Page size must be from 1 to 100').max(100, 'Page size must be from 1 to 100').default(20),
});
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
export const AdminContactMessageList = z.object({
  items: z.array(AdminContactMessage),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessage>;
export type AdminContactMessageList = z.infer<typeof AdminContactMessageList>;
