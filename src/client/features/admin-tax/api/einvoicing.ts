import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { BusinessSettings } from '#shared/schemas/gst';
import { api } from '#client/lib/api-client.ts';
import { adminTaxKeys } from './keys.ts';

/** PUT /api/admin/business-settings/e-invoicing: e-invoicing applies to the shop, or not (docs/product-rules.md 45). */
export function setEInvoicing(eInvoicing: boolean): Promise<BusinessSettings> {
  return api.put<BusinessSettings>('/admin/business-settings/e-invoicing', { eInvoicing });
}

export function useSetEInvoicing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setEInvoicing, onSuccess: (saved) => queryClient.setQueryData(adminTaxKeys.businessSettings, saved) });
}
