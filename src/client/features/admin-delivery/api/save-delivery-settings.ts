import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminDeliverySettings, AdminUpdateDeliverySettings } from '#shared/schemas/delivery';
import { api } from '#client/lib/api-client.ts';
import { adminDeliveryKeys } from './keys.ts';

/** PUT /api/admin/delivery: everything at once. */
export function saveDeliverySettings(input: AdminUpdateDeliverySettings): Promise<AdminDeliverySettings> {
  return api.put<AdminDeliverySettings>('/admin/delivery', input);
}

export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveDeliverySettings, onSuccess: (saved) => queryClient.setQueryData(adminDeliveryKeys.settings, saved) });
}
