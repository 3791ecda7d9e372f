import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthChangePassword, AuthUpdateProfile, Profile } from '#shared/schemas/auth';
import { api, apiRequest } from '../../../lib/api-client.ts';

const profileKey = ['account', 'profile'] as const;

/** The signed-in account's full profile (vendors: with the business profile and its status). */
export function useProfile(area: 'user' | 'vendor') {
  return useQuery({
    queryKey: [...profileKey, area],
    queryFn: ({ signal }) => api.get<Profile>(area === 'vendor' ? '/vendor/profile' : '/auth/profile', undefined, signal),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AuthUpdateProfile) => apiRequest<Profile>('PUT', '/auth/profile', { body: input }),
    onSuccess: (profile) => {
      queryClient.setQueryData([...profileKey, 'user'], profile);
      // The header shows the name.
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (input: AuthChangePassword) => api.post<void>('/auth/password', input) });
}
