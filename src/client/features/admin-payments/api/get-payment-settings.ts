import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminPaymentSettings } from '#shared/schemas/payment-settings';
import { api } from '#client/lib/api-client.ts';
import { paymentSettingsKey } from './keys.ts';

/** GET /api/admin/payment-settings: the three methods' settings (the key secret never comes back). */
export function getPaymentSettings(signal?: AbortSignal): Promise<AdminPaymentSettings> {
  return api.get<AdminPaymentSettings>('/admin/payment-settings', undefined, signal);
}

export const paymentSettingsQueryOptions = () =>
  queryOptions({ queryKey: paymentSettingsKey, queryFn: ({ signal }) => getPaymentSettings(signal), staleTime: 0 });

export function usePaymentSettings() {
  return useQuery(paymentSettingsQueryOptions());
}
