// site: the shop's public contact details and other site settings (docs/decisions/0037).
// The front door of the module (docs/decisions/0042).
export { SiteSettingsService } from './site-settings.service.ts';
export { adminSiteSettingsRoutes, siteSettingsRoutes } from './site-settings.routes.ts';
