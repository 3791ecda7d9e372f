import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPaymentSettings, AdminUpdatePaymentSettings } from '#shared/schemas/payment-settings';
import { api } from '#client/lib/api-client.ts';

const paymentSettingsKey = ['admin', 'payment-settings'] as const;

export function usePaymentSettings() {
  return useQuery({
    queryKey: paymentSettingsKey,
    queryFn: ({ signal }) => api.get<AdminPaymentSettings>('/admin/payment-settings', undefined, signal),
    staleTime: 0,
  });
}

/** Saves one or more sections; the answer (the settings as saved) replaces what the page shows. */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminUpdatePaymentSettings) => api.put<AdminPaymentSettings>('/admin/payment-settings', input),
    onSuccess: (saved) => queryClient.setQueryData(paymentSettingsKey, saved),
  });
}
