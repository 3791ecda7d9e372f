import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AuthUpdateProfile, Profile } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client.ts';
import { sessionKey } from '#client/lib/session.ts';
import { profileKey } from './keys.ts';

// Only the profile forms need the mutations; they load with them, not with the dashboard.

/** PUT /api/auth/profile: name and phone. */
export function updateProfile(input: AuthUpdateProfile): Promise<Profile> {
  return api.put<Profile>('/auth/profile', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      // The header shows the name.
      void queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}
