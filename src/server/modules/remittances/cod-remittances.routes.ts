import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCodRemittanceDetail, AdminCodRemittanceList, AdminImportCodRemittance, MAX_REMITTANCE_CSV_CHARS } from '#shared/schemas/cod-remittances';
import { IdParams } from '#shared/schemas/params';
import { requireAdmin } from '#server/http/guards';
import type { CodRemittances } from './cod-remittances.service.ts';

/**
 * /api/admin/cod-remittances: the courier's COD remittance statements imported and matched to
 * orders, and each one's lines with what became of them (docs/product-rules.md 60).
 */
export function adminCodRemittanceRoutes(remittances: CodRemittances): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/cod-remittances', { schema: { response: { 200: AdminCodRemittanceList } } }, async () => remittances.list());
    app.get('/cod-remittances/:id', { schema: { params: IdParams, response: { 200: AdminCodRemittanceDetail } } }, async (request) => remittances.get(request.params.id));
    // The statement's text in JSON: up to MAX_REMITTANCE_CSV_CHARS characters, each up to 4 bytes in UTF-8, and the JSON around it.
    app.post(
      '/cod-remittances',
      { bodyLimit: MAX_REMITTANCE_CSV_CHARS * 4 + 1024, schema: { body: AdminImportCodRemittance, response: { 201: AdminCodRemittanceDetail } } },
      async (request, reply) => reply.code(201).send(await remittances.importCsv(requireAdmin(request), request.body.csv)),
    );
  };
}
