import { useQuery } from '#client/lib/query.ts';
import type { StoreDeliveryCheck } from '#shared/schemas/delivery';
import { api } from '#client/lib/api-client.ts';

/** GET /api/store/delivery/:pincode: whether, when and how (cash or not) the shop delivers there. */
export function checkDelivery(pincode: string, signal?: AbortSignal): Promise<StoreDeliveryCheck> {
  return api.get<StoreDeliveryCheck>(`/store/delivery/${encodeURIComponent(pincode)}`, undefined, signal);
}

/** The answer for a pincode once one is asked for ('' asks nothing); kept a few minutes, as the day it names changes slowly. */
export function useDeliveryCheck(pincode: string) {
  return useQuery({
    queryKey: ['store', 'delivery', pincode],
    queryFn: ({ signal }) => checkDelivery(pincode, signal),
    enabled: pincode !== '',
    staleTime: 5 * 60_000,
  });
}
