import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminUser } from '#shared/schemas/admin-users';
import type { CustomerGroup } from '#shared/price-lists';
import { api } from '#client/lib/api-client.ts';
import { adminUsersKey } from './keys.ts';

/** PUT /api/admin/users/:id/group: the customer's group, whose price list it buys at (docs/product-rules.md 46). */
export function setCustomerGroup({ id, group }: { id: string; group: CustomerGroup }): Promise<AdminUser> {
  return api.put<AdminUser>(`/admin/users/${encodeURIComponent(id)}/group`, { group });
}

export function useSetCustomerGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCustomerGroup, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }) });
}
