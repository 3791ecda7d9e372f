import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminUser } from '#shared/schemas/admin-users';
import { api } from '#client/lib/api-client.ts';
import { adminUserKey } from './keys.ts';

/** GET /api/admin/users/:id. */
export function getUser(id: string, signal?: AbortSignal): Promise<AdminUser> {
  return api.get<AdminUser>(`/admin/users/${encodeURIComponent(id)}`, undefined, signal);
}

export const userQueryOptions = (id: string) => queryOptions({ queryKey: adminUserKey(id), queryFn: ({ signal }) => getUser(id, signal) });

export function useAdminUser(id: string) {
  return useQuery(userQueryOptions(id));
}
