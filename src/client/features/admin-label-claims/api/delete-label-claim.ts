import { useMutation, useQueryClient } from '#client/lib/query.ts';
import { api } from '#client/lib/api-client.ts';
import { labelClaimsKey } from './keys.ts';

/** DELETE /api/admin/label-claims/:id: refused (409 label_claim_in_use) while a product use stays within it. */
export function deleteLabelClaim(id: string): Promise<{ deleted: true }> {
  return api.delete<{ deleted: true }>(`/admin/label-claims/${encodeURIComponent(id)}`);
}

export function useDeleteLabelClaim() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLabelClaim, onSuccess: () => queryClient.invalidateQueries({ queryKey: labelClaimsKey }) });
}
