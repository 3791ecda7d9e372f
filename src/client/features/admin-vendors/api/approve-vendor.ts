import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminVendor } from '#shared/schemas/admin-vendors';
import { api } from '#client/lib/api-client.ts';
import { decisionKeys } from './keys.ts';

/** POST /api/admin/vendors/:userId/approve. */
export function approveVendor(userId: string): Promise<AdminVendor> {
  return api.post<AdminVendor>(`/admin/vendors/${encodeURIComponent(userId)}/approve`, {});
}

export function useApproveVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveVendor,
    onSettled: () => Promise.all(decisionKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
