import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { Profile } from '#shared/schemas/auth';
import type { VendorProfileInput } from '#shared/schemas/vendor-profile';
import { api } from '#client/lib/api-client.ts';
import { sessionKey } from '#client/lib/session.ts';
import { vendorProfileKey } from './keys.ts';

/** PUT /api/vendor/profile: the business profile. */
export function updateProfile(input: VendorProfileInput): Promise<Profile> {
  return api.put<Profile>('/vendor/profile', input);
}

/** Saves the business profile; the dashboard and the header show the change. */
export function useUpdateVendorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(vendorProfileKey, profile);
      // The header shows the owner's name; the product pages show the business name.
      void queryClient.invalidateQueries({ queryKey: sessionKey });
      void queryClient.invalidateQueries({ queryKey: ['catalog'] });
    },
  });
}
