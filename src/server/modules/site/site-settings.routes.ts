import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSiteSettings, AdminUpdateSiteSettings, StoreSiteSettings } from '#shared/schemas/site-settings';
import { requireAdmin } from '#server/http/guards';
import type { SiteSettingsService } from './site-settings.service.ts';

/** /api/store: the shop's contact details for the footer and the contact page. */
export function siteSettingsRoutes(site: SiteSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/site-settings', { schema: { response: { 200: StoreSiteSettings } } }, async () => site.forStore());
  };
}

/** /api/admin: the owner sets them. */
export function adminSiteSettingsRoutes(site: SiteSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/site-settings', { schema: { response: { 200: AdminSiteSettings } } }, async () => site.forAdmin());
    app.put('/site-settings', { schema: { body: AdminUpdateSiteSettings, response: { 200: AdminSiteSettings } } }, async (request) =>
      site.save(request.body, requireAdmin(request).id),
    );
  };
}
