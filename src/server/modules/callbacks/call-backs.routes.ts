import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCallBack, AdminCallBackDesk, AdminCallBackList, AdminCloseCallBack, AdminCreateCallBack, StoreCallBackReceived, StoreCallBackRequest } from '#shared/schemas/call-backs';
import { IdParams } from '#shared/schemas/params';
import { requireAdmin } from '#server/http/guards';
import { pageLanguage } from '#server/http/language';
import type { CallBacks } from './call-backs.service.ts';

/** Asks per client address per window, as the contact form's: enough for a farmer, too few for a run of numbers. */
export const CALL_BACK_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/**
 * /api/store/call-backs: "Call me back" on the product and contact pages (docs/product-rules.md 51).
 * The answer is the same whether the number has an account or an open request: it tells nobody either.
 */
export function storeCallBackRoutes(callBacks: CallBacks, now: () => number): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/call-backs',
      { config: { rateLimit: CALL_BACK_RATE_LIMIT }, schema: { body: StoreCallBackRequest, response: { 201: StoreCallBackReceived } } },
      async (request, reply) => {
        await callBacks.ask({ source: 'web_form', ...request.body });
        return reply.status(201).send({ receivedAt: new Date(now()).toISOString() });
      },
    );
  };
}

/** /api/admin/call-backs: the call-centre's desk (permission callbacks.handle, docs/decisions/0066). */
export function adminCallBackRoutes(callBacks: CallBacks): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/call-backs', { schema: { response: { 200: AdminCallBackList } } }, async () => callBacks.list());
    // An agent's own entry: a farmer met or heard on another line joins the queue as any ask does.
    app.post('/call-backs', { schema: { body: AdminCreateCallBack, response: { 201: AdminCallBackList } } }, async (request, reply) => {
      await callBacks.ask({ source: 'agent', ...request.body, by: requireAdmin(request).id });
      return reply.status(201).send(await callBacks.list());
    });
    app.get('/call-backs/current', { schema: { response: { 200: AdminCallBackDesk } } }, async (request) => callBacks.current(requireAdmin(request).id, await pageLanguage(request)));
    app.post('/call-backs/take-next', { schema: { response: { 200: AdminCallBackDesk } } }, async (request) => callBacks.takeNext(requireAdmin(request).id, await pageLanguage(request)));
    app.post('/call-backs/:id/close', { schema: { params: IdParams, body: AdminCloseCallBack, response: { 200: AdminCallBack } } }, async (request) =>
      callBacks.close(request.params.id, requireAdmin(request).id, request.body),
    );
  };
}
