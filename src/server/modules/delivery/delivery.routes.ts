import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDeliverySettings, AdminDistricts, AdminDistrictsQuery, AdminUpdateDeliverySettings, DeliveryPincodeParams, StoreDeliveryCheck } from '#shared/schemas/delivery';
import { requireAdmin } from '#server/http/guards';
import type { DeliveryService } from './delivery.service.ts';

/**
 * "Check delivery" is a cheap lookup, but a pincode at a time is also how someone would copy the
 * shop's delivery map; a farmer checks a few. Per account when signed in, as orders are: many
 * farmers share one mobile-carrier address (CGNAT).
 */
const CHECK_RATE_LIMIT = {
  max: 60,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`),
};

/** /api/store: whether and when the shop delivers to a pincode (public). */
export function deliveryRoutes(delivery: DeliveryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/delivery/:pincode',
      { config: { rateLimit: CHECK_RATE_LIMIT }, schema: { params: DeliveryPincodeParams, response: { 200: StoreDeliveryCheck } } },
      async (request) => delivery.check(request.params.pincode),
    );
  };
}

/** /api/admin: the delivery areas, cash-on-delivery pincodes and delivery-time bands. */
export function adminDeliveryRoutes(delivery: DeliveryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/delivery', { schema: { response: { 200: AdminDeliverySettings } } }, async () => delivery.adminSettings());
    app.put('/delivery', { schema: { body: AdminUpdateDeliverySettings, response: { 200: AdminDeliverySettings } } }, async (request) =>
      delivery.save(request.body, requireAdmin(request).id),
    );
    app.get('/delivery/districts', { schema: { querystring: AdminDistrictsQuery, response: { 200: AdminDistricts } } }, async (request) =>
      delivery.districts(request.query.state),
    );
  };
}
