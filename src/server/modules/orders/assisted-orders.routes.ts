import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminAssistedOrder, AdminAssistedOrderInput, AdminConfirmAssistedOrder, StoreOrderConsent } from '#shared/schemas/assisted-orders';
import { IdParams } from '#shared/schemas/params';
import { AppError } from '#server/errors';
import { requireAdmin } from '#server/http/guards';
import type { AssistedOrders } from './assisted-order.workflow.ts';

/** The consent link's token as the message carries it (base64url). */
const TokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'consentLink') });

/**
 * /api/admin: an agent orders for a farmer on the phone (docs/product-rules.md 53). Asking sends
 * the farmer his code and link; only his code (read back) or his link places the order.
 */
export function adminAssistedOrderRoutes(assisted: AssistedOrders): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/assisted-orders', { schema: { body: AdminAssistedOrderInput, response: { 201: AdminAssistedOrder } } }, async (request, reply) => {
      const asked = await assisted.ask(requireAdmin(request), request.body);
      return reply.code(201).send(asked);
    });
    app.get('/assisted-orders/:id', { schema: { params: IdParams, response: { 200: AdminAssistedOrder } } }, async (request) => assisted.view(requireAdmin(request), request.params.id));
    app.post('/assisted-orders/:id/confirm', { schema: { params: IdParams, body: AdminConfirmAssistedOrder, response: { 200: AdminAssistedOrder } } }, async (request) =>
      assisted.confirmByCode(requireAdmin(request), request.params.id, request.body.code),
    );
    app.post('/assisted-orders/:id/resend', { schema: { params: IdParams, response: { 200: AdminAssistedOrder } } }, async (request) => assisted.resend(requireAdmin(request), request.params.id));
    app.post('/assisted-orders/:id/cancel', { schema: { params: IdParams, response: { 200: AdminAssistedOrder } } }, async (request) => assisted.cancel(requireAdmin(request), request.params.id));
  };
}

/** A farmer's own answer through the link in his message: what he is asked, and his yes. */
const CONSENT_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' };

const FORM = 'application/x-www-form-urlencoded';
const SeeOther = z.null().describe("The page's form sent without JavaScript: back to /c/:token (with ?problem=<code> when the order could not be placed)");

/**
 * The farmer's yes: JSON for the page's JavaScript; the page's form sent without JavaScript is sent
 * back to the page (303, so a reload does not send it again), which shows the order placed, or
 * decided already, or why not (?problem=, a refusal such as stock gone: the order still waits).
 */
async function consentAnswer(request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply, assisted: AssistedOrders) {
  const { token } = request.params;
  if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM)) return assisted.confirmByLink(token);
  const page = `/c/${encodeURIComponent(token)}`;
  try {
    await assisted.confirmByLink(token);
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
    // Decided, expired or not a link: the page says so from its own read.
    const shown = err.code === 'not_found' || err.code === 'consent_decided' || err.code === 'consent_expired';
    return reply.redirect(shown ? page : `${page}?problem=${encodeURIComponent(err.code)}`, 303);
  }
  return reply.redirect(page, 303);
}

export function storeOrderConsentRoutes(assisted: AssistedOrders): FastifyPluginAsyncZod {
  return async (app) => {
    // The consent page's form without JavaScript sends an empty url-encoded body; only these routes accept it.
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
    // What one farmer is asked: never kept by a shared cache.
    app.addHook('onSend', async (_request, reply) => void reply.header('Cache-Control', 'no-store'));
    app.get('/order-consent/:token', { config: { rateLimit: CONSENT_RATE_LIMIT }, schema: { params: TokenParams, response: { 200: StoreOrderConsent } } }, async (request) => assisted.consentOf(request.params.token));
    app.post('/order-consent/:token', { config: { rateLimit: CONSENT_RATE_LIMIT }, schema: { params: TokenParams, response: { 200: StoreOrderConsent, 303: SeeOther } } }, async (request, reply) =>
      consentAnswer(request, reply, assisted),
    );
  };
}
