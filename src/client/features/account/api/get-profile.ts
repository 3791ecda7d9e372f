import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { Profile } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client.ts';
import { profileKey } from './keys.ts';

/** GET /api/auth/profile: the signed-in account's full profile. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>('/auth/profile', undefined, signal);
}

export const profileQueryOptions = () => queryOptions({ queryKey: profileKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
