import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '#shared/schemas/params';
import { SeedLabel, SeedLotInput, SeedLotReportQuery } from '#shared/schemas/seed-lots';
import { requireAdmin, requireVendor } from '#server/http/guards';
import type { LotAuthor, SeedLotsService } from './seed-lots.service.ts';

const CsvResponse = { 200: { description: 'Lot-wise sales as CSV', content: { 'text/csv': { schema: z.string() } } } };

/** The lots endpoint and the lot-wise sales export, for one audience (the admin, or a vendor for its own products). */
function seedLotRoutes(seedLots: SeedLotsService, authorOf: (request: FastifyRequest) => LotAuthor): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/products/:id/lots', { schema: { params: IdParams, body: SeedLotInput, response: { 201: SeedLabel } } }, async (request, reply) =>
      reply.status(201).send(await seedLots.addLot(request.params.id, request.body, authorOf(request))),
    );
    app.get('/reports/seed-lots.csv', { schema: { querystring: SeedLotReportQuery, response: CsvResponse } }, async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="seed-lots-${request.query.from}-to-${request.query.to}.csv"`)
        .send(await seedLots.csv(request.query, authorOf(request).vendorId)),
    );
  };
}

/** /api/admin: lots of any seed product, and every product's lot-wise sales. */
export const adminSeedLotRoutes = (seedLots: SeedLotsService) => seedLotRoutes(seedLots, (request) => ({ userId: requireAdmin(request).id }));

/** /api/vendor: lots of the vendor's own listings only, and their lot-wise sales. */
export const vendorSeedLotRoutes = (seedLots: SeedLotsService) =>
  seedLotRoutes(seedLots, (request) => {
    const vendor = requireVendor(request);
    return { userId: vendor.id, vendorId: vendor.id };
  });
