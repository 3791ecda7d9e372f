import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminCreateGrievanceInput, AdminGrievance, AdminGrievanceList, GrievanceFilter } from '#shared/schemas/grievances';
import { api } from '#client/lib/api-client.ts';

/** The desk's queries (docs/product-rules.md 54). */
export const grievancesKey = ['admin', 'grievances'] as const;

/** GET /api/admin/grievances?show=: the tickets with the server's time their clocks count from. */
export function listGrievances(show: GrievanceFilter, signal?: AbortSignal): Promise<AdminGrievanceList> {
  return api.get<AdminGrievanceList>('/admin/grievances', { show }, signal);
}

// The clocks run while the desk is open: the list reads itself again each minute.
export const grievancesQueryOptions = (show: GrievanceFilter) => queryOptions({ queryKey: [...grievancesKey, show], queryFn: ({ signal }) => listGrievances(show, signal), refetchInterval: 60_000 });

export function useGrievances(show: GrievanceFilter) {
  return useQuery(grievancesQueryOptions(show));
}

/** POST /api/admin/grievances: a call's or WhatsApp's complaint. */
export function useAddGrievance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: AdminCreateGrievanceInput) => api.post<AdminGrievance>('/admin/grievances', input), onSuccess: () => void queryClient.invalidateQueries({ queryKey: grievancesKey }) });
}

export type GrievanceAction = 'acknowledge' | 'replies' | 'resolve' | 'close';

/** POST /api/admin/grievances/:id/<action>: acknowledge, reply, resolve or close, with the words sent. */
export function useGrievanceStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, message }: { id: string; action: GrievanceAction; message: string }) =>
      api.post<AdminGrievance>(`/admin/grievances/${encodeURIComponent(id)}/${action}`, action === 'close' && !message ? {} : { message }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: grievancesKey }),
  });
}
