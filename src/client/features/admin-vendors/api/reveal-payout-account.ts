import { useMutation } from '#client/lib/query.ts';
import type { AdminVendorPayoutAccount } from '#shared/schemas/vendor-payout';
import { api } from '#client/lib/api-client.ts';

/**
 * POST /api/admin/vendors/:userId/payout-account/reveal: the full account number, to make a payout.
 * A mutation, not a query: each look is asked for (and recorded by the server), and the number is
 * kept only by the component that shows it, never in the query cache.
 */
export function revealVendorPayoutAccount(userId: string): Promise<AdminVendorPayoutAccount> {
  return api.post<AdminVendorPayoutAccount>(`/admin/vendors/${encodeURIComponent(userId)}/payout-account/reveal`, {});
}

export function useRevealVendorPayoutAccount() {
  return useMutation({ mutationFn: revealVendorPayoutAccount });
}
