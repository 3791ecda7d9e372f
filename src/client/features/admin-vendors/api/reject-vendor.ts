import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminRejectVendor, AdminVendor } from '#shared/schemas/admin-vendors';
import { api } from '#client/lib/api-client.ts';
import { decisionKeys } from './keys.ts';

/** POST /api/admin/vendors/:userId/reject: with the reason the vendor will read; suspends an approved vendor. */
export function rejectVendor({ userId, input }: { userId: string; input: AdminRejectVendor }): Promise<AdminVendor> {
  return api.post<AdminVendor>(`/admin/vendors/${encodeURIComponent(userId)}/reject`, input);
}

export function useRejectVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectVendor,
    onSettled: () => Promise.all(decisionKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
