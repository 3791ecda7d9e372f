import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { VendorPayoutAccountState } from '#shared/schemas/vendor-payout';
import { api } from '#client/lib/api-client.ts';
import { vendorPayoutKey } from './get-payout-account.ts';

/** DELETE /api/vendor/payout-account. */
export function deletePayoutAccount(): Promise<VendorPayoutAccountState> {
  return api.delete<VendorPayoutAccountState>('/vendor/payout-account');
}

export function useDeletePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePayoutAccount, onSuccess: (state) => queryClient.setQueryData(vendorPayoutKey, state) });
}
