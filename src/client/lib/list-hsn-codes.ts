import { queryOptions, useQuery } from './query.ts';
import type { HsnCodeList } from '#shared/schemas/gst';
import { api } from './api-client.ts';

/**
 * GET /api/store/hsn-codes: the shop's tax table with today's rates. Here rather than in a
 * feature because the product form of the admin and of vendors both pick from it.
 */
export function listHsnCodes(signal?: AbortSignal): Promise<HsnCodeList> {
  return api.get<HsnCodeList>('/store/hsn-codes', undefined, signal);
}

export const hsnCodesQueryOptions = () =>
  queryOptions({ queryKey: ['hsn-codes'], queryFn: ({ signal }) => listHsnCodes(signal), staleTime: 5 * 60_000 });

export function useHsnCodes() {
  return useQuery(hsnCodesQueryOptions());
}
