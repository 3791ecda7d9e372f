import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminUpdateUser, AdminUser } from '#shared/schemas/admin-users';
import { api } from '#client/lib/api-client.ts';
import { adminUsersKey } from './keys.ts';

/** PUT /api/admin/users/:id: name, email and type. */
export function updateUser({ id, input }: { id: string; input: AdminUpdateUser }): Promise<AdminUser> {
  return api.put<AdminUser>(`/admin/users/${encodeURIComponent(id)}`, input);
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminUpdateUser) => updateUser({ id, input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
