import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppliedCoupon } from '#shared/schemas/coupons';
import { StoreCouponCheck, StoreCreateOrder, StoreOrder, StoreOrderList, StoreOrderQuote, StoreOrderQuoteInput } from '#shared/schemas/orders';
import { IdParams } from '#shared/schemas/params';
import { AppError } from '#server/errors';
import { pageLanguage } from '#server/http/language';
import type { OrdersService } from './orders.service.ts';
import type { PlaceOrder } from './place-order.workflow.ts';

/** The specification's checkout text for a missing user (docs/product-rules.md 14). */
function orderingUser(request: FastifyRequest) {
  if (!request.auth) throw new AppError(401, 'unauthenticated', 'User not found. Please login again.');
  return request.auth.user;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
    throw new AppError(400, 'bad_idempotency_key', 'Idempotency-Key must be 8 to 100 letters, digits, - or _.');
  }
  return key;
}

/** /api/store: placing orders, My Orders and one order of the signed-in customer. */
export function orderRoutes(orders: OrdersService, placeOrder: PlaceOrder, limit: { perMinute: number }): FastifyPluginAsyncZod {
  return async (app) => {
    // Per account, not per address: many farmers share one mobile-carrier address (CGNAT).
    const rateLimit = {
      max: limit.perMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => (request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`),
    };
    app.post(
      '/orders',
      {
        config: { rateLimit },
        // Signed out is a 401, and a malformed key a 400, before the order itself is looked at.
        onRequest: async (request) => void orderingUser(request),
        preValidation: async (request) => void idempotencyKey(request),
        schema: { body: StoreCreateOrder, response: { 200: StoreOrder, 201: StoreOrder } },
      },
      async (request, reply) => {
        const { order, created } = await placeOrder.run(orderingUser(request), request.body, idempotencyKey(request), await pageLanguage(request));
        return reply.status(created ? 201 : 200).send(order);
      },
    );
    app.post('/orders/quote', { schema: { body: StoreOrderQuoteInput, response: { 200: StoreOrderQuote } } }, async (request) => orders.quote(request.body, request.auth?.user ?? null));
    app.post('/orders/coupon', { schema: { body: StoreCouponCheck, response: { 200: AppliedCoupon } } }, async (request) => orders.checkCoupon(request.body, request.auth?.user ?? null));
    app.get('/orders', { schema: { response: { 200: StoreOrderList } } }, async (request) => ({ items: await orders.listOrders(orderingUser(request).id) }));
    app.get('/orders/:id', { schema: { params: IdParams, response: { 200: StoreOrder } } }, async (request) =>
      orders.getOrder(orderingUser(request).id, request.params.id),
    );
  };
}
