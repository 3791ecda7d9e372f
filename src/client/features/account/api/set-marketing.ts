import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { Profile } from '#shared/schemas/auth';
import type { MarketingChoice } from '#shared/schemas/privacy';
import { api } from '#client/lib/api-client.ts';
import { profileKey } from './keys.ts';

/** PUT /api/auth/marketing: offers and crop tips, yes or no (docs/product-rules.md 37). */
export function setMarketing(input: MarketingChoice): Promise<Profile> {
  return api.put<Profile>('/auth/marketing', input);
}

export function useSetMarketing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setMarketing, onSuccess: (profile) => queryClient.setQueryData(profileKey, profile) });
}
