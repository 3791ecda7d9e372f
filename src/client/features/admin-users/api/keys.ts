import type { AdminUserListQuery } from '#shared/schemas/admin-users';

/** Every change to an account may move it in any list (name, type, status): mutations refresh the whole prefix. */
export const adminUsersKey = ['admin', 'users'] as const;
export const adminUsersListKey = (query: UsersQuery) => [...adminUsersKey, 'list', query] as const;
export const adminUserKey = (id: string) => [...adminUsersKey, 'one', id] as const;

/** The list's search, type filter and page; the page size is fixed (USERS_PAGE_SIZE). */
export type UsersQuery = Omit<AdminUserListQuery, 'pageSize'>;
