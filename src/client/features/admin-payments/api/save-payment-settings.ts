import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminPaymentSettings, AdminUpdatePaymentSettings } from '#shared/schemas/payment-settings';
import { api } from '#client/lib/api-client.ts';
import { paymentSettingsKey } from './keys.ts';

/** PUT /api/admin/payment-settings: one or more sections. */
export function savePaymentSettings(input: AdminUpdatePaymentSettings): Promise<AdminPaymentSettings> {
  return api.put<AdminPaymentSettings>('/admin/payment-settings', input);
}

/** Saves; the answer (the settings as saved) replaces what the page shows. */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePaymentSettings, onSuccess: (saved) => queryClient.setQueryData(paymentSettingsKey, saved) });
}
