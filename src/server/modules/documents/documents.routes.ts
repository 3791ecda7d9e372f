import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GstReport, GstReportQuery } from '#shared/schemas/gst-report';
import { IdParams } from '#shared/schemas/params';
import { requireAdmin, requireUser, requireVendor } from '#server/http/guards';
import type { DocumentReader, DocumentsService } from './documents.service.ts';
import type { GstReportService } from './gst-report.service.ts';

const PdfResponse = { 200: { description: 'The document as a PDF', content: { 'application/pdf': { schema: z.custom<Uint8Array>(() => true).meta({ type: 'string', format: 'binary' }) } } } };

/** GET <prefix>/documents/:id/pdf for one kind of reader: the buyer, an admin, or the vendor that issued it. */
function documentPdfRoute(documents: DocumentsService, readerOf: (request: FastifyRequest) => DocumentReader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/documents/:id/pdf', { schema: { params: IdParams, response: PdfResponse } }, async (request, reply) => {
      const { number, pdf } = await documents.pdf(request.params.id, readerOf(request));
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${number.replace(/\//g, '-')}.pdf"`)
        .send(Buffer.from(pdf));
    });
  };
}

export const buyerDocumentRoutes = (documents: DocumentsService) =>
  documentPdfRoute(documents, (request) => ({ role: 'buyer', userId: requireUser(request).id }));
export const adminDocumentRoutes = (documents: DocumentsService) =>
  documentPdfRoute(documents, (request) => (requireAdmin(request), { role: 'admin' }));
export const vendorDocumentRoutes = (documents: DocumentsService) =>
  documentPdfRoute(documents, (request) => ({ role: 'vendor', vendorId: requireVendor(request).id }));

/** /api/admin/reports/gst: the shop's GSTR-1 figures for a month, as JSON or CSV. */
export function gstReportRoutes(reports: GstReportService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/reports/gst', { schema: { querystring: GstReportQuery, response: { 200: GstReport } } }, async (request) => reports.report(request.query));
    app.get(
      '/reports/gst.csv',
      { schema: { querystring: GstReportQuery, response: { 200: { description: 'The report as CSV', content: { 'text/csv': { schema: z.string() } } } } } },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="gst-report-${request.query.month}.csv"`)
          .send(await reports.csv(request.query)),
    );
  };
}
