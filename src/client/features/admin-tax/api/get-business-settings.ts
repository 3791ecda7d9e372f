import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { BusinessSettings } from '#shared/schemas/gst';
import { api } from '#client/lib/api-client.ts';
import { adminTaxKeys } from './keys.ts';

/** GET /api/admin/business-settings: the shop as a supplier. */
export function getBusinessSettings(signal?: AbortSignal): Promise<BusinessSettings> {
  return api.get<BusinessSettings>('/admin/business-settings', undefined, signal);
}

export const businessSettingsQueryOptions = () => queryOptions({ queryKey: adminTaxKeys.businessSettings, queryFn: ({ signal }) => getBusinessSettings(signal) });

export function useBusinessSettings() {
  return useQuery(businessSettingsQueryOptions());
}
