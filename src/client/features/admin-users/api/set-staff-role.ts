import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminUser } from '#shared/schemas/admin-users';
import type { StaffRole } from '#shared/staff-roles';
import { api } from '#client/lib/api-client.ts';
import { adminUsersKey } from './keys.ts';

/** PUT /api/admin/users/:id/staff-role: the owner gives a staff account another role (docs/product-rules.md 49). */
export function setStaffRole({ id, staffRole }: { id: string; staffRole: StaffRole }): Promise<AdminUser> {
  return api.put<AdminUser>(`/admin/users/${encodeURIComponent(id)}/staff-role`, { staffRole });
}

export function useSetStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setStaffRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }) });
}
