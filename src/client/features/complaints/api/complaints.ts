import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { StoreGrievance, StoreGrievanceCreated, StoreGrievanceList, StoreGrievanceLookup, StoreReportProblem } from '#shared/schemas/grievances';
import { api } from '#client/lib/api-client.ts';

export const complaintsKey = ['complaints'] as const;

/** GET /api/store/grievances: the signed-in customer's own complaints with every answer (docs/product-rules.md 54). */
export function listComplaints(signal?: AbortSignal): Promise<StoreGrievanceList> {
  return api.get<StoreGrievanceList>('/store/grievances', undefined, signal);
}

export const complaintsQueryOptions = () => queryOptions({ queryKey: complaintsKey, queryFn: ({ signal }) => listComplaints(signal) });

export function useComplaints() {
  return useQuery(complaintsQueryOptions());
}

/** POST /api/store/orders/:id/grievances: "Report a problem" on the buyer's own order. */
export function reportProblem({ orderId, input }: { orderId: string; input: StoreReportProblem }): Promise<StoreGrievanceCreated> {
  return api.post<StoreGrievanceCreated>(`/store/orders/${encodeURIComponent(orderId)}/grievances`, input);
}

export function useReportProblem(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: StoreReportProblem) => reportProblem({ orderId, input }), onSuccess: () => void queryClient.invalidateQueries({ queryKey: complaintsKey }) });
}

/** POST /api/store/grievances/lookup: a visitor's ticket by its number and the mobile or e-mail it was made with. */
export function useLookupComplaint() {
  return useMutation({ mutationFn: (input: StoreGrievanceLookup) => api.post<StoreGrievance>('/store/grievances/lookup', input) });
}
