import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { Profile } from '#shared/schemas/auth';
import type { MobileChange } from '#shared/schemas/mobile-sign-in';
import { api } from '#client/lib/api-client.ts';
import { sessionKey } from '#client/lib/session.ts';
import { profileKey } from './keys.ts';

/** PUT /api/auth/mobile: the account's number from now on, proved by the code sent to it; it signs in with it too. */
export function changeMobile(input: MobileChange): Promise<Profile> {
  return api.put<Profile>('/auth/mobile', input);
}

export function useChangeMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMobile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      // The session carries the number.
      void queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}
