import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminEnterEWayBill, AdminGenerateEWayBill, AdminOrderEWayBill, AdminUpdateEWayBillSettings, EWayBillBulkFile, EWayBillJsonQuery, EWayBillSettings } from '#shared/schemas/eway-bills';
import { IdParams } from '#shared/schemas/params';
import { requireAdmin } from '#server/http/guards';
import type { EWayBills } from './eway-bills.service.ts';

/**
 * /api/admin: an order's e-way bill (whether it needs one, the portal's bulk file, the number
 * entered, or generated through the GSP) and the limit within the shop's state (docs/product-rules.md 57).
 */
export function adminEWayBillRoutes(ewayBills: EWayBills): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/orders/:id/eway-bill', { schema: { params: IdParams, response: { 200: AdminOrderEWayBill } } }, async (request) => ewayBills.status(request.params.id));
    app.get('/orders/:id/eway-bill.json', { schema: { params: IdParams, querystring: EWayBillJsonQuery, response: { 200: EWayBillBulkFile } } }, async (request, reply) => {
      const { fileName, json } = await ewayBills.bulkJson(request.params.id, request.query);
      reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
      return json;
    });
    app.post('/orders/:id/eway-bill', { schema: { params: IdParams, body: AdminEnterEWayBill, response: { 200: AdminOrderEWayBill } } }, async (request) =>
      ewayBills.enter(requireAdmin(request).id, request.params.id, request.body),
    );
    app.post('/orders/:id/eway-bill/generate', { schema: { params: IdParams, body: AdminGenerateEWayBill, response: { 200: AdminOrderEWayBill } } }, async (request) =>
      ewayBills.generate(requireAdmin(request).id, request.params.id, request.body),
    );
    app.get('/eway-bill-settings', { schema: { response: { 200: EWayBillSettings } } }, async () => ewayBills.settings());
    app.put('/eway-bill-settings', { schema: { body: AdminUpdateEWayBillSettings, response: { 200: EWayBillSettings } } }, async (request) =>
      ewayBills.saveSettings(request.body, requireAdmin(request).id),
    );
  };
}
