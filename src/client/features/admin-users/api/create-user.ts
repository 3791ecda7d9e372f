import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminCreateUser, AdminUser } from '#shared/schemas/admin-users';
import { api } from '#client/lib/api-client.ts';
import { adminUsersKey } from './keys.ts';

/** POST /api/admin/users: a user, vendor or admin account. */
export function createUser(input: AdminCreateUser): Promise<AdminUser> {
  return api.post<AdminUser>('/admin/users', input);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }) });
}
