import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminDeleteUserResult } from '#shared/schemas/admin-users';
import { api } from '#client/lib/api-client.ts';
import { adminUsersKey } from './keys.ts';

/** DELETE /api/admin/users/:id: an account with orders or listings is deactivated instead. */
export function deleteUser(id: string): Promise<AdminDeleteUserResult> {
  return api.delete<AdminDeleteUserResult>(`/admin/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }) });
}
