import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { Profile } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client.ts';
import { vendorProfileKey } from './keys.ts';

/** GET /api/vendor/profile: the vendor's account with its business profile and review status. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>('/vendor/profile', undefined, signal);
}

export const vendorProfileQueryOptions = () => queryOptions({ queryKey: vendorProfileKey, queryFn: ({ signal }) => getProfile(signal) });

export function useVendorProfile() {
  return useQuery(vendorProfileQueryOptions());
}
