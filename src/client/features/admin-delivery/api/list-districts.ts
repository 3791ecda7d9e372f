import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminDistricts } from '#shared/schemas/delivery';
import type { IndianStateOrUt } from '#shared/india';
import { api } from '#client/lib/api-client.ts';
import { adminDeliveryKeys } from './keys.ts';

/** GET /api/admin/delivery/districts?state=…: the state's districts in India Post's directory. */
export function listDistricts(state: IndianStateOrUt, signal?: AbortSignal): Promise<AdminDistricts> {
  return api.get<AdminDistricts>('/admin/delivery/districts', { state }, signal);
}

/** A state's districts, once one is chosen; they do not change while the admin works. */
export function useDistricts(state: IndianStateOrUt | '') {
  return useQuery({
    ...queryOptions({ queryKey: adminDeliveryKeys.districts(state), queryFn: ({ signal }) => listDistricts(state as IndianStateOrUt, signal) }),
    enabled: state !== '',
    staleTime: Infinity,
  });
}
