import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { Profile } from '#shared/schemas/auth';
import type { TextChannelChoice } from '#shared/schemas/mobile-sign-in';
import { api } from '#client/lib/api-client.ts';
import { profileKey } from './keys.ts';

/** PUT /api/auth/text-channel: order messages to the account's mobile by SMS or WhatsApp (docs/product-rules.md 36). */
export function chooseTextChannel(input: TextChannelChoice): Promise<void> {
  return api.put<void>('/auth/text-channel', input);
}

export function useChooseTextChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseTextChannel,
    // A 204: the profile is told the choice rather than asked again.
    onSuccess: (_answer, { channel }) => queryClient.setQueryData<Profile>(profileKey, (profile) => profile && { ...profile, textChannel: channel }),
  });
}
