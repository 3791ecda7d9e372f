import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddressInput, SavedAddress, SavedAddressList } from '#shared/schemas/addresses';
import { IdParams } from '#shared/schemas/params';
import { requireUser } from '#server/http/guards';
import type { AddressesService } from './addresses.service.ts';

const NoContent = z.null().describe('No content');

/**
 * /api/auth/addresses: the signed-in account's saved delivery addresses (docs/product-rules.md 32). Signed out is
 * a 401 before the body is looked at; another account's address is a 404, never a 403, so ids
 * reveal nothing.
 */
export function addressRoutes(addresses: AddressesService): FastifyPluginAsyncZod {
  const signedIn = async (request: FastifyRequest) => void requireUser(request);
  return async (app) => {
    app.get('/addresses', { onRequest: signedIn, schema: { response: { 200: SavedAddressList } } }, async (request) => addresses.list(requireUser(request).id));
    app.post('/addresses', { onRequest: signedIn, schema: { body: AddressInput, response: { 201: SavedAddress } } }, async (request, reply) =>
      reply.status(201).send(await addresses.create(requireUser(request).id, request.body)),
    );
    app.put('/addresses/:id', { onRequest: signedIn, schema: { params: IdParams, body: AddressInput, response: { 200: SavedAddress } } }, async (request) =>
      addresses.update(requireUser(request).id, request.params.id, request.body),
    );
    app.delete('/addresses/:id', { onRequest: signedIn, schema: { params: IdParams, response: { 204: NoContent } } }, async (request, reply) => {
      await addresses.remove(requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    });
    app.post('/addresses/:id/default', { onRequest: signedIn, schema: { params: IdParams, response: { 200: SavedAddress } } }, async (request) =>
      addresses.makeDefault(requireUser(request).id, request.params.id),
    );
  };
}
