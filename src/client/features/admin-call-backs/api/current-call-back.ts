import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminCallBackDesk } from '#shared/schemas/call-backs';
import { api } from '#client/lib/api-client.ts';
import { currentKey } from './keys.ts';

/** GET /api/admin/call-backs/current: the request this agent holds, with the farmer behind its number. */
export function currentCallBack(signal?: AbortSignal): Promise<AdminCallBackDesk> {
  return api.get<AdminCallBackDesk>('/admin/call-backs/current', undefined, signal);
}

export const currentCallBackQueryOptions = () => queryOptions({ queryKey: currentKey, queryFn: ({ signal }) => currentCallBack(signal) });

export function useCurrentCallBack() {
  return useQuery(currentCallBackQueryOptions());
}
