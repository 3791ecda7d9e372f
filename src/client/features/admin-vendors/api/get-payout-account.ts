import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { VendorPayoutAccountState } from '#shared/schemas/vendor-payout';
import { api } from '#client/lib/api-client.ts';
import { vendorsKey } from './keys.ts';

/** GET /api/admin/vendors/:userId/payout-account: the vendor's payout account, masked (docs/product-rules.md 35). */
export function getVendorPayoutAccount(userId: string, signal?: AbortSignal): Promise<VendorPayoutAccountState> {
  return api.get<VendorPayoutAccountState>(`/admin/vendors/${encodeURIComponent(userId)}/payout-account`, undefined, signal);
}

export function useAdminVendorPayoutAccount(userId: string) {
  return useQuery(queryOptions({ queryKey: [...vendorsKey, userId, 'payout-account'], queryFn: ({ signal }) => getVendorPayoutAccount(userId, signal) }));
}
