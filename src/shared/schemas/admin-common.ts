import { z } from 'zod';

const PAGE_MESSAGE = 'Page must be a whole number from 1';
const PAGE_SIZE_MESSAGE = 'Page size must be from 1 to 100';

/** Paging fields of every admin list (query string): page from 1, up to 100 rows a page. */
export const adminPaging = {
  page: z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100_000, PAGE_MESSAGE).default(1),
  pageSize: z.coerce.number({ error: PAGE_SIZE_MESSAGE }).int(PAGE_SIZE_MESSAGE).min(1, PAGE_SIZE_MESSAGE).max(100, PAGE_SIZE_MESSAGE).default(20),
};
export const AdminPageQuery = z.object(adminPaging);
export type AdminPageQuery = z.infer<typeof AdminPageQuery>;

/** A page of an admin list: the rows, the exact total and the page asked for. */
export function adminPageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Optional free-text search of an admin list; blank means no filter. */
export const adminSearch = z
  .string()
  .trim()
  .max(100, 'tooLong100')
  .optional()
  .transform((v) => (v ? v : undefined));
