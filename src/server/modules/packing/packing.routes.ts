import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminPackingQueue, PackingPlaceQuery } from '#shared/schemas/packing';
import { IdParams } from '#shared/schemas/params';
import type { PackingService } from './packing.service.ts';

const PdfResponse = { 200: { description: 'The packing slip as a PDF', content: { 'application/pdf': { schema: z.custom<Uint8Array>(() => true).meta({ type: 'string', format: 'binary' }) } } } };

/** /api/admin/packing and an order's packing slip (docs/product-rules.md 61): staff who read orders. */
export function adminPackingRoutes(packing: PackingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/packing', { schema: { querystring: PackingPlaceQuery, response: { 200: AdminPackingQueue } } }, async (request) => packing.queue(request.query.location));
    app.get('/orders/:id/packing-slip.pdf', { schema: { params: IdParams, querystring: PackingPlaceQuery, response: PdfResponse } }, async (request, reply) => {
      const { number, pdf } = await packing.slip(request.params.id, request.query.location);
      return reply.type('application/pdf').header('Content-Disposition', `inline; filename="packing-slip-${number}.pdf"`).send(Buffer.from(pdf));
    });
  };
}
