import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminOffer, AdminOfferInput, AdminOfferList } from '#shared/schemas/offers';
import { IdParams } from '#shared/schemas/params';
import { requireAdmin } from '#server/http/guards';
import type { OffersService } from './offers.service.ts';

/** /api/admin (the admin guard is the prefix's): automatic offers listed, added, changed and removed. */
export function adminOfferRoutes(offers: OffersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/offers', { schema: { response: { 200: AdminOfferList } } }, async () => offers.list());
    app.post('/offers', { schema: { body: AdminOfferInput, response: { 201: AdminOffer } } }, async (request, reply) => reply.code(201).send(await offers.create(request.body, requireAdmin(request).id)));
    app.put('/offers/:id', { schema: { params: IdParams, body: AdminOfferInput, response: { 200: AdminOffer } } }, async (request) => offers.update(request.params.id, request.body, requireAdmin(request).id));
    app.delete('/offers/:id', { schema: { params: IdParams, response: { 204: z.null().describe('Removed: no order took it') } } }, async (request, reply) => {
      await offers.remove(request.params.id);
      return reply.code(204).send(null);
    });
  };
}
