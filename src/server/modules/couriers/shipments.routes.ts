import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminBookShipment, AdminOrderShipment, AdminShipmentNdr, StoreOrderTracking, TrackingWebhookAnswer, TrackingWebhookBody } from '#shared/schemas/shipments';
import { IdParams } from '#shared/schemas/params';
import { requireAdmin } from '#server/http/guards';
import { AppError } from '#server/errors';
import type { CourierShipments } from './courier-shipments.ts';
import { isShiprocketToken, parseShiprocketTracking, SHIPROCKET_TOKEN_HEADER, TrackingPayloadError } from './shiprocket-webhook.ts';

/** /api/admin: an order's shipment with the courier, and its booking (docs/product-rules.md 58). */
export function adminShipmentRoutes(shipments: CourierShipments): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/orders/:id/shipment', { schema: { params: IdParams, response: { 200: AdminOrderShipment } } }, async (request) => shipments.ofOrder(request.params.id));
    app.post('/orders/:id/shipment', { schema: { params: IdParams, body: AdminBookShipment, response: { 200: AdminOrderShipment } } }, async (request) =>
      shipments.book(requireAdmin(request), request.params.id, request.body),
    );
    // The dispatcher's answer to a failed delivery attempt: deliver again, or return to the shop.
    app.post('/orders/:id/shipment/ndr', { schema: { params: IdParams, body: AdminShipmentNdr, response: { 200: AdminOrderShipment } } }, async (request) =>
      shipments.answerFailedAttempt(requireAdmin(request), request.params.id, request.body),
    );
  };
}

/** /api/store: the courier's scans of the signed-in buyer's own order, for its timeline (someone else's is "not found"). */
export function storeTrackingRoutes(shipments: CourierShipments): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/orders/:id/tracking', { schema: { params: IdParams, response: { 200: StoreOrderTracking } } }, async (request) => {
      if (!request.auth) throw new AppError(401, 'unauthenticated', 'User not found. Please login again.');
      return shipments.tracking(request.auth.user.id, request.params.id);
    });
  };
}

/**
 * /api/webhooks: Shiprocket's tracking updates (docs/decisions/0072), trusted by the token in
 * x-api-key only (SHIPROCKET_WEBHOOK_TOKEN; unset, every call is refused). No session is read for
 * it (session.ts skips /api/webhooks/). Shiprocket expects a 200 and sends again otherwise, so an
 * update the shop has no use for (an AWB it did not book, a status it has no word for, a body it
 * cannot read) is a 200 with nothing done. Shiprocket refuses a webhook address containing
 * "shiprocket", "kartrocket", "sr" or "kr" in its panel: the same handler answers at
 * /api/webhooks/courier-tracking, the address to give it.
 */
export function shiprocketWebhookRoutes(shipments: CourierShipments, token: string | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      const refuse = (status: 401 | 403, message: string) => {
        request.log.warn({ ip: request.ip, reason: message }, 'courier webhook refused');
        return new AppError(status, status === 401 ? 'unauthenticated' : 'forbidden', message);
      };
      if (!token) throw refuse(403, 'The courier\'s webhook is not set up (SHIPROCKET_WEBHOOK_TOKEN): no update is taken.');
      const given = request.headers[SHIPROCKET_TOKEN_HEADER];
      if (!given) throw refuse(401, 'The courier\'s webhook needs its token in x-api-key.');
      if (!isShiprocketToken(given, token)) throw refuse(403, 'Wrong token for the courier\'s webhook.');
    });
    for (const path of ['/shiprocket', '/courier-tracking']) {
      app.post(path, { schema: { body: TrackingWebhookBody, response: { 200: TrackingWebhookAnswer } } }, async (request) => {
        let event;
        try {
          event = parseShiprocketTracking(request.body);
        } catch (err) {
          if (!(err instanceof TrackingPayloadError)) throw err;
          request.log.warn({ reason: err.message }, 'courier update not read');
          return { applied: false, ignored: 'unreadable' as const };
        }
        const result = await shipments.track(event);
        if (result.ignored === 'unknown_awb') request.log.info({ awb: event.awb }, 'courier update for an AWB the shop did not book');
        return result;
      });
    }
  };
}
