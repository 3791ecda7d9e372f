import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminGroupDecision, AdminGroupRequestList, StoreBusinessStatus, StoreGroupRequestInput } from '#shared/schemas/group-requests';
import { IdParams } from '#shared/schemas/params';
import { requireAdmin, requireUser } from '#server/http/guards';
import type { GroupRequests } from './group-requests.service.ts';

const NoContent = z.null().describe('No content');

/**
 * /api/auth/business: a signed-in customer's own request for business prices (docs/product-rules.md 46),
 * on the caller's account only (no route takes an account id). A few a day are plenty.
 */
export function businessRequestRoutes(requests: GroupRequests): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/business', { schema: { response: { 200: StoreBusinessStatus } } }, async (request) => requests.statusOf(requireUser(request)));
    app.post(
      '/business',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: (request) => (request.auth ? `business:${request.auth.user.id}` : `business-ip:${request.ip}`) } },
        schema: { body: StoreGroupRequestInput, response: { 200: StoreBusinessStatus } },
      },
      async (request) => requests.request(requireUser(request), request.body),
    );
  };
}

/** /api/admin/group-requests: the requests waiting for the owner, and its decision on one (by the account's id). */
export function adminGroupRequestRoutes(requests: GroupRequests): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/group-requests', { schema: { response: { 200: AdminGroupRequestList } } }, async () => requests.pending());
    app.post('/group-requests/:id/decision', { schema: { params: IdParams, body: AdminGroupDecision, response: { 204: NoContent } } }, async (request, reply) => {
      await requests.decide(requireAdmin(request).id, request.params.id, request.body);
      return reply.status(204).send(null);
    });
  };
}
