import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminUpdateBusinessSettings, BusinessSettings } from '#shared/schemas/gst';
import { api } from '#client/lib/api-client.ts';
import { adminTaxKeys } from './keys.ts';

/** PUT /api/admin/business-settings. */
export function saveBusinessSettings(input: AdminUpdateBusinessSettings): Promise<BusinessSettings> {
  return api.put<BusinessSettings>('/admin/business-settings', input);
}

export function useSaveBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBusinessSettings, onSuccess: (saved) => queryClient.setQueryData(adminTaxKeys.businessSettings, saved) });
}
