import { keepPreviousData, queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminUserList } from '#shared/schemas/admin-users';
import { api } from '#client/lib/api-client.ts';
import { adminUsersListKey, type UsersQuery } from './keys.ts';

export const USERS_PAGE_SIZE = 20;

/** GET /api/admin/users: one page of accounts, newest first. */
export function listUsers(query: UsersQuery, signal?: AbortSignal): Promise<AdminUserList> {
  return api.get<AdminUserList>('/admin/users', { ...query, pageSize: USERS_PAGE_SIZE }, signal);
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: adminUsersListKey(query),
    queryFn: ({ signal }) => listUsers(query, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
