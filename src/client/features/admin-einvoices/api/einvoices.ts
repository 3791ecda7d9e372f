import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminEInvoice, AdminEInvoiceList } from '#shared/schemas/einvoices';
import { api } from '#client/lib/api-client.ts';

const einvoicesKey = ['admin', 'einvoices'] as const;

/** GET /api/admin/einvoices: the e-invoices that failed, then those waiting. */
export const einvoicesQueryOptions = () => queryOptions({ queryKey: einvoicesKey, queryFn: ({ signal }) => api.get<AdminEInvoiceList>('/admin/einvoices', undefined, signal) });

export function useEInvoices() {
  return useQuery(einvoicesQueryOptions());
}

/** POST /api/admin/einvoices/:documentId/retry: a failed e-invoice is sent again, now. */
export function useRetryEInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => api.post<AdminEInvoice>(`/admin/einvoices/${encodeURIComponent(documentId)}/retry`, undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: einvoicesKey }),
  });
}
