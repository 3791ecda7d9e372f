import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { StorePickupPoints } from '#shared/schemas/pickup-points';
import { api } from '#client/lib/api-client.ts';

export const pickupPointsKey = ['checkout', 'pickup-points'] as const;

/** GET /api/store/pickup-points: the village points of the buyer's field agents (docs/product-rules.md 56). */
export function getPickupPoints(signal?: AbortSignal): Promise<StorePickupPoints> {
  return api.get<StorePickupPoints>('/store/pickup-points', undefined, signal);
}

// Read fresh for every checkout: an agent may switch his point off at any time.
export function usePickupPoints() {
  return useQuery(queryOptions({ queryKey: pickupPointsKey, queryFn: ({ signal }) => getPickupPoints(signal), staleTime: 0 }));
}
