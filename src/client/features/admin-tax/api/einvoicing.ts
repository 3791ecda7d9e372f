import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminEInvoice, AdminEInvoiceList } from '#shared/schemas/einvoices';
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

/** GET /api/admin/einvoices: the e-invoices that failed, then those waiting. */
export const einvoicesQueryOptions = () => queryOptions({ queryKey: adminTaxKeys.einvoices, queryFn: ({ signal }) => api.get<AdminEInvoiceList>('/admin/einvoices', undefined, signal) });

export function useEInvoices() {
  return useQuery(einvoicesQueryOptions());
}

/** POST /api/admin/einvoices/:documentId/retry: a failed e-invoice is sent again, now. */
export function useRetryEInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => api.post<AdminEInvoice>(`/admin/einvoices/${encodeURIComponent(documentId)}/retry`, undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTaxKeys.einvoices }),
  });
}
