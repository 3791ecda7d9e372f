import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { StorePincode } from '#shared/schemas/gst';
import { api, hasErrorCode } from '#client/lib/api-client.ts';

/**
 * GET /api/store/pincodes/:pincode: the state(s) and districts India Post files a pincode under,
 * the directory the server checks every order's state against. 'unknown' when it has no such pincode.
 */
export async function lookUpPincode(pincode: string, signal?: AbortSignal): Promise<StorePincode | 'unknown'> {
  try {
    return await api.get<StorePincode>(`/store/pincodes/${encodeURIComponent(pincode)}`, undefined, signal);
  } catch (err) {
    if (hasErrorCode(err, 'not_found')) return 'unknown';
    throw err;
  }
}

/** The place of a complete pincode (6 digits); nothing is asked before. The directory does not change: read once. */
export function usePincodePlace(pincode: string) {
  const complete = /^[0-9]{6}$/.test(pincode);
  return useQuery(
    queryOptions({ queryKey: ['checkout', 'pincode', pincode] as const, queryFn: ({ signal }) => lookUpPincode(pincode, signal), enabled: complete, staleTime: Number.POSITIVE_INFINITY, retry: false }),
  );
}
