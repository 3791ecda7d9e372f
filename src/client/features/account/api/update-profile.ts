import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthChangePassword, AuthUpdateProfile, Profile } from '#shared/schemas/auth';
import { api, apiRequest } from '#client/lib/api-client.ts';
import { profileKey } from './get-profile.ts';

// Only the profile forms need these; they load with them, not with the dashboard.

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
