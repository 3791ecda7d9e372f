import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { StorePaymentMethods } from '#shared/schemas/payment-settings';
import { api } from '#client/lib/api-client.ts';

export const paymentMethodsKey = ['checkout', 'payment-methods'] as const;

/** GET /api/store/payment-methods: the methods checkout offers now (the admin's Payment Settings). */
export function getPaymentMethods(signal?: AbortSignal): Promise<StorePaymentMethods> {
  return api.get<StorePaymentMethods>('/store/payment-methods', undefined, signal);
}

// Read fresh for every checkout.
export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: paymentMethodsKey, queryFn: ({ signal }) => getPaymentMethods(signal), staleTime: 0 });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
