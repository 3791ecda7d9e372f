import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '#shared/schemas/auth';
import type { VendorProfileInput } from '#shared/schemas/vendor-profile';
import { api } from '#client/lib/api-client.ts';
import { profileKey } from '#client/features/account/api/get-profile.ts';

/** PUT /api/vendor/profile: the business profile; the dashboard and the header show the change. */
export function useUpdateVendorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VendorProfileInput) => api.put<Profile>('/vendor/profile', input),
    onSuccess: (profile) => {
      queryClient.setQueryData([...profileKey, 'vendor'], profile);
      // The header shows the owner's name; the product pages show the business name.
      void queryClient.invalidateQueries({ queryKey: ['session'] });
      void queryClient.invalidateQueries({ queryKey: ['catalog'] });
    },
  });
}
