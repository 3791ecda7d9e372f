import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminSiteSettings, AdminUpdateSiteSettings } from '#shared/schemas/site-settings';
import { api } from '#client/lib/api-client.ts';
import { adminTaxKeys } from './keys.ts';

/** PUT /api/admin/site-settings. */
export function saveSiteSettings(input: AdminUpdateSiteSettings): Promise<AdminSiteSettings> {
  return api.put<AdminSiteSettings>('/admin/site-settings', input);
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminTaxKeys.siteSettings, saved);
      // The footer and contact page read the public copy: the next storefront page shows the change.
      void queryClient.invalidateQueries({ queryKey: ['site-settings'] });
    },
  });
}
