import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminCodRemittanceDetail, AdminCodRemittanceList } from '#shared/schemas/cod-remittances';
import { api } from '#client/lib/api-client.ts';

const remittancesKey = ['admin', 'cod-remittances'] as const;

/** GET /api/admin/cod-remittances: the remittances imported, newest first, with their totals. */
export const codRemittancesQueryOptions = () =>
  queryOptions({ queryKey: remittancesKey, queryFn: ({ signal }) => api.get<AdminCodRemittanceList>('/admin/cod-remittances', undefined, signal) });

export function useCodRemittances() {
  return useQuery(codRemittancesQueryOptions());
}

/** GET /api/admin/cod-remittances/:id: one remittance's lines and what became of each. */
export function useCodRemittance(id: string | null) {
  return useQuery({
    queryKey: [...remittancesKey, id],
    queryFn: ({ signal }) => api.get<AdminCodRemittanceDetail>(`/admin/cod-remittances/${encodeURIComponent(id ?? '')}`, undefined, signal),
    enabled: id !== null,
  });
}

/** POST /api/admin/cod-remittances: the statement's CSV text, matched to orders on the server. */
export function useImportCodRemittance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => api.post<AdminCodRemittanceDetail>('/admin/cod-remittances', { csv }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...remittancesKey, detail.remittance.id], detail);
      return queryClient.invalidateQueries({ queryKey: remittancesKey, exact: true });
    },
  });
}
