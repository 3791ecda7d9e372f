import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { StoreOrderConsent } from '#shared/schemas/assisted-orders';
import { api } from '#client/lib/api-client.ts';
import { orderConsentKeys } from './get-order-consent.ts';

/**
 * POST /api/store/order-consent/:token: the farmer's yes, with JavaScript (the page's form posts the
 * same without it). The answer is the order placed; a refusal leaves the page to read it again.
 */
export function useConfirmOrderConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<StoreOrderConsent>(`/store/order-consent/${encodeURIComponent(token)}`, {}),
    onSuccess: (consent) => queryClient.setQueryData(orderConsentKeys.one(token), consent),
    onError: () => void queryClient.invalidateQueries({ queryKey: orderConsentKeys.one(token) }),
  });
}
