import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminCallBackList } from '#shared/schemas/call-backs';
import { api } from '#client/lib/api-client.ts';
import { queueKey } from './keys.ts';

/** GET /api/admin/call-backs: the open requests, oldest first. */
export function listCallBacks(signal?: AbortSignal): Promise<AdminCallBackList> {
  return api.get<AdminCallBackList>('/admin/call-backs', undefined, signal);
}

// A farmer's missed call joins while the desk is open: the list reads itself again each half minute.
export const callBacksQueryOptions = () => queryOptions({ queryKey: queueKey, queryFn: ({ signal }) => listCallBacks(signal), refetchInterval: 30_000 });

export function useCallBacks() {
  return useQuery(callBacksQueryOptions());
}
