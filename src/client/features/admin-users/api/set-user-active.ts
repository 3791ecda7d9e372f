import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminUser } from '#shared/schemas/admin-users';
import { api } from '#client/lib/api-client.ts';
import { adminUsersKey } from './keys.ts';

/** PATCH /api/admin/users/:id/active: deactivates (ending its sessions) or re-activates an account. */
export function setUserActive({ id, active }: { id: string; active: boolean }): Promise<AdminUser> {
  return api.patch<AdminUser>(`/admin/users/${encodeURIComponent(id)}/active`, { active });
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserActive, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }) });
}
