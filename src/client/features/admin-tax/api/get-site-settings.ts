import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminSiteSettings } from '#shared/schemas/site-settings';
import { api } from '#client/lib/api-client.ts';
import { adminTaxKeys } from './keys.ts';

/** GET /api/admin/site-settings: the shop's public contact details, as the form edits them. */
export function getSiteSettings(signal?: AbortSignal): Promise<AdminSiteSettings> {
  return api.get<AdminSiteSettings>('/admin/site-settings', undefined, signal);
}

export const siteSettingsQueryOptions = () => queryOptions({ queryKey: adminTaxKeys.siteSettings, queryFn: ({ signal }) => getSiteSettings(signal) });

export function useSiteSettingsForm() {
  return useQuery(siteSettingsQueryOptions());
}
