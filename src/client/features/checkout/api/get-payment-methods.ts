import { useQuery } from '@tanstack/react-query';
import type { StorePaymentMethods } from '#shared/schemas/payment-settings';
import { api } from '#client/lib/api-client.ts';

export const paymentMethodsKey = ['checkout', 'payment-methods'] as const;

/** The methods checkout offers now (the admin's Payment Settings), read fresh for every checkout. */
export function usePaymentMethods() {
  return useQuery({
    queryKey: paymentMethodsKey,
    queryFn: ({ signal }) => api.get<StorePaymentMethods>('/store/payment-methods', undefined, signal),
    staleTime: 0,
  });
}
