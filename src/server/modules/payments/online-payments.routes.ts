import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OnlineCheckout } from '#shared/schemas/payments';
import { IdParams } from '#shared/schemas/params';
import { requireUser } from '#server/http/guards';
import type { OnlinePaymentsService } from './online-payments.service.ts';

const FORM = 'application/x-www-form-urlencoded';

/** Razorpay's callback fields: razorpay_payment_id, razorpay_order_id, razorpay_signature, or error[...] on failure. */
const GatewayReturn = z.record(z.string(), z.string().max(2000)).describe("The gateway's signed return (form fields)");
/** The raw bytes: the signature is checked over them before anything is parsed. */
const WebhookBody = z.custom<Buffer>((v) => Buffer.isBuffer(v)).describe('A Razorpay webhook event (JSON), signed in X-Razorpay-Signature');
const WebhookAnswer = z.object({ outcome: z.string() });

/** /api/store: the buyer opens (or opens again) the gateway's checkout for its own unpaid online order. */
export function storeOnlinePaymentRoutes(payments: OnlinePaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/orders/:id/payment', { schema: { params: IdParams, response: { 200: OnlineCheckout } } }, async (request) =>
      payments.checkout(requireUser(request).id, request.params.id),
    );
  };
}

/**
 * /api/payments/razorpay: what the gateway sends. Neither route reads the session or is checked
 * for same-origin (session.ts skips /api/payments/): the browser's return is a cross-site form
 * POST from the gateway's page, the webhook a server's call; each is trusted only by its
 * signature.
 */
export function gatewayRoutes(payments: OnlinePaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    // The webhook's signature is over the exact bytes sent: keep them.
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

    app.post(
      '/return',
      {
        schema: {
          consumes: [FORM],
          body: GatewayReturn,
          response: { 303: z.null().describe('Back to the order confirmation, with ?payment=paid, failed, unverified, pending, unknown or late (paid after the order was cancelled: refunded)') },
        },
      },
      async (request, reply) => {
        const { orderId, outcome } = await payments.confirmReturn(request.body);
        // The buyer lands on the order's confirmation, which reads the order from the server.
        return reply.redirect(orderId ? `/order-confirmation?order=${encodeURIComponent(orderId)}&payment=${outcome}` : '/user/dashboard', 303);
      },
    );

    app.post('/webhook', { schema: { body: WebhookBody, response: { 200: WebhookAnswer } } }, async (request) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      return payments.webhook(request.body as Buffer, header('x-razorpay-signature'), header('x-razorpay-event-id'));
    });
  };
}
