import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AuthChangeEmail, Profile } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client.ts';
import { sessionKey } from '#client/lib/session.ts';
import { profileKey } from './keys.ts';

/** PUT /api/auth/email: a new sign-in address, with the current password (customers and vendors alike). */
export function changeEmail(input: AuthChangeEmail): Promise<Profile> {
  return api.put<Profile>('/auth/email', input);
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      void queryClient.invalidateQueries({ queryKey: sessionKey });
      // The vendor portal shows the address on its business profile (by key: features do not import each other).
      void queryClient.invalidateQueries({ queryKey: ['vendor-profile'] });
    },
  });
}
