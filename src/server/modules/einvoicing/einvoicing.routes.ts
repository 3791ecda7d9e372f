import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminEInvoice, AdminEInvoiceList, EInvoiceParams } from '#shared/schemas/einvoices';
import type { EInvoicing } from './einvoicing.service.ts';

/** /api/admin/einvoices (the admin guard is the prefix's, routes.ts): those failed and waiting, and a failed one sent again. */
export function adminEInvoiceRoutes(einvoicing: EInvoicing): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/einvoices', { schema: { response: { 200: AdminEInvoiceList } } }, async () => einvoicing.openList());
    app.post('/einvoices/:documentId/retry', { schema: { params: EInvoiceParams, response: { 200: AdminEInvoice } } }, async (request) => einvoicing.retry(request.params.documentId));
  };
}
