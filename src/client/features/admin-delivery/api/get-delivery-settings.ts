import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminDeliverySettings } from '#shared/schemas/delivery';
import { api } from '#client/lib/api-client.ts';
import { adminDeliveryKeys } from './keys.ts';

/** GET /api/admin/delivery: the served areas, cash-on-delivery pincodes and delivery-time bands. */
export function getDeliverySettings(signal?: AbortSignal): Promise<AdminDeliverySettings> {
  return api.get<AdminDeliverySettings>('/admin/delivery', undefined, signal);
}

export const deliverySettingsQueryOptions = () => queryOptions({ queryKey: adminDeliveryKeys.settings, queryFn: ({ signal }) => getDeliverySettings(signal) });

export function useDeliverySettings() {
  return useQuery(deliverySettingsQueryOptions());
}
