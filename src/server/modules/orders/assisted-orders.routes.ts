import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminAssistedOrder, AdminAssistedOrderInput, AdminConfirmAssistedOrder, StoreOrderConsent } from '#shared/schemas/assisted-orders';
import { IdParams } from '#shared/schemas/params';
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

export function storeOrderConsentRoutes(assisted: AssistedOrders): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/order-consent/:token', { config: { rateLimit: CONSENT_RATE_LIMIT }, schema: { params: TokenParams, response: { 200: StoreOrderConsent } } }, async (request) => assisted.consentOf(request.params.token));
    app.post('/order-consent/:token', { config: { rateLimit: CONSENT_RATE_LIMIT }, schema: { params: TokenParams, response: { 200: StoreOrderConsent } } }, async (request) =>
      assisted.confirmByLink(request.params.token),
    );
  };
}
