import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { VendorPayoutAccountInput, VendorPayoutAccountState } from '#shared/schemas/vendor-payout';
import { api } from '#client/lib/api-client.ts';
import { vendorPayoutKey } from './get-payout-account.ts';

/** PUT /api/vendor/payout-account: a new account, or a change of it; the answer is masked. */
export function savePayoutAccount(input: VendorPayoutAccountInput): Promise<VendorPayoutAccountState> {
  return api.put<VendorPayoutAccountState>('/vendor/payout-account', input);
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePayoutAccount, onSuccess: (state) => queryClient.setQueryData(vendorPayoutKey, state) });
}
