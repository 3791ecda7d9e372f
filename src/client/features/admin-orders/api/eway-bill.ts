import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminEnterEWayBill, AdminGenerateEWayBill, AdminOrderEWayBill } from '#shared/schemas/eway-bills';
import { api } from '#client/lib/api-client.ts';
import { adminOrderKey } from './keys.ts';

const path = (id: string) => `/admin/orders/${encodeURIComponent(id)}/eway-bill`;
const ewayBillKey = (id: string) => [...adminOrderKey(id), 'eway-bill'] as const;

/** GET /api/admin/orders/:id/eway-bill: whether the order needs one, and the bill entered. */
export function useOrderEWayBill(id: string) {
  return useQuery(queryOptions({ queryKey: ewayBillKey(id), queryFn: ({ signal }) => api.get<AdminOrderEWayBill>(path(id), undefined, signal), staleTime: 0 }));
}

/** The portal's bulk-upload file, downloaded by the browser (Content-Disposition: attachment). */
export const eWayBillJsonUrl = (id: string, query: Record<string, string>) => `/api${path(id)}.json?${new URLSearchParams(query).toString()}`;

/** POST /api/admin/orders/:id/eway-bill: the number the portal gave. */
export function useEnterEWayBill(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminEnterEWayBill) => api.post<AdminOrderEWayBill>(path(id), input),
    onSuccess: (status) => queryClient.setQueryData(ewayBillKey(id), status),
  });
}

/** POST /api/admin/orders/:id/eway-bill/generate: the bill generated through the GSP (docs/decisions/0073). */
export function useGenerateEWayBill(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminGenerateEWayBill) => api.post<AdminOrderEWayBill>(`${path(id)}/generate`, input),
    onSuccess: (status) => queryClient.setQueryData(ewayBillKey(id), status),
  });
}
