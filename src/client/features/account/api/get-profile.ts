import { useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client.ts';

export const profileKey = ['account', 'profile'] as const;

/** The signed-in account's full profile (vendors: with the business profile and its status). */
export function useProfile(area: 'user' | 'vendor') {
  return useQuery({
    queryKey: [...profileKey, area],
    queryFn: ({ signal }) => api.get<Profile>(area === 'vendor' ? '/vendor/profile' : '/auth/profile', undefined, signal),
  });
}

