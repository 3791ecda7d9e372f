import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOndcOrdersByApp, AdminOndcOverview, AdminOndcProductOffer, AdminOndcSettings, AdminOndcSettingsInput } from '#shared/schemas/ondc';
import { IdParams } from '#shared/schemas/params';
import type { OndcAdmin } from './ondc-admin.ts';

/** /api/admin/ondc: Admin -> ONDC (docs/product-rules.md 62). */
export function adminOndcRoutes(ondc: OndcAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/ondc', { schema: { response: { 200: AdminOndcOverview } } }, async () => ondc.overview());
    app.get('/ondc/orders', { schema: { response: { 200: AdminOndcOrdersByApp } } }, async () => ondc.ordersByApp());
    app.put('/ondc/settings', { schema: { body: AdminOndcSettingsInput, response: { 200: AdminOndcSettings } } }, async (request) => ondc.saveSettings(request.body));
    app.put('/ondc/products/:id', { schema: { params: IdParams, body: AdminOndcProductOffer, response: { 200: AdminOndcProductOffer } } }, async (request) => ondc.setOffered(request.params.id, request.body.offered));
  };
}
