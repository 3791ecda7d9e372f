import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminUpdateEWayBillSettings, EWayBillSettings } from '#shared/schemas/eway-bills';
import { api } from '#client/lib/api-client.ts';
import { adminTaxKeys } from './keys.ts';

/** GET /api/admin/eway-bill-settings: the e-way bill limits (docs/product-rules.md 57). */
export function useEWayBillSettings() {
  return useQuery(queryOptions({ queryKey: adminTaxKeys.ewayBillSettings, queryFn: ({ signal }) => api.get<EWayBillSettings>('/admin/eway-bill-settings', undefined, signal) }));
}

/** PUT /api/admin/eway-bill-settings: the limit within the shop's state. */
export function useSaveEWayBillSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminUpdateEWayBillSettings) => api.put<EWayBillSettings>('/admin/eway-bill-settings', input),
    onSuccess: (saved) => queryClient.setQueryData(adminTaxKeys.ewayBillSettings, saved),
  });
}
