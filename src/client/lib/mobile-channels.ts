import { queryOptions, useQuery } from './query.ts';
import type { MobileChannels, TextChannel } from '#shared/schemas/mobile-sign-in';
import { api } from './api-client.ts';

// In lib, not a feature: the sign-in pages (auth) and the profile's mobile number (account) both
// ask which channels the shop can send a code by (docs/product-rules.md 36).

export const mobileChannelsKey = ['auth', 'mobile-channels'] as const;

/** GET /api/auth/mobile: SMS, WhatsApp, both, or none (mobile sign-in is not set up on this shop). */
export function getMobileChannels(signal?: AbortSignal): Promise<MobileChannels> {
  return api.get<MobileChannels>('/auth/mobile', undefined, signal);
}

export const mobileChannelsQueryOptions = () =>
  // The shop's settings change rarely: one answer serves the pages a farmer goes through.
  queryOptions({ queryKey: mobileChannelsKey, queryFn: ({ signal }) => getMobileChannels(signal), staleTime: 10 * 60_000 });

/**
 * The channels a code can go by, once known: an empty list while asking, and when the shop has none
 * or could not be asked (a server without mobile sign-in answers 404), so the pages stay as they
 * are without it. `isPending` tells the wait apart.
 */
export function useMobileChannels(): { channels: TextChannel[]; isPending: boolean } {
  const query = useQuery(mobileChannelsQueryOptions());
  return { channels: query.data?.channels ?? [], isPending: query.isPending };
}
