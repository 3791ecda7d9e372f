import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { VendorPayoutAccountState } from '#shared/schemas/vendor-payout';
import { api } from '#client/lib/api-client.ts';

/** Outside the vendor prefix: a change to a listing does not touch the bank account. */
export const vendorPayoutKey = ['vendor-payout'] as const;

/** GET /api/vendor/payout-account: the vendor's payout bank account, its number masked (docs/product-rules.md 35). */
export function getPayoutAccount(signal?: AbortSignal): Promise<VendorPayoutAccountState> {
  return api.get<VendorPayoutAccountState>('/vendor/payout-account', undefined, signal);
}

export function useVendorPayoutAccount() {
  return useQuery(queryOptions({ queryKey: vendorPayoutKey, queryFn: ({ signal }) => getPayoutAccount(signal) }));
}
