import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StoreCreateOrder } from '#shared/schemas/orders';
import { AppError, parseInput } from '../../http/errors.ts';
import type { OrdersService } from './orders.service.ts';

/** The specification's checkout text for a missing user (DECISIONS.md 14). */
function orderingUser(request: FastifyRequest) {
  if (!request.auth) throw new AppError(401, 'unauthenticated', 'User not found. Please login again.');
  return request.auth.user;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export function orderRoutes(orders: OrdersService, limit: { perMinute: number }) {
  return async function routes(app: FastifyInstance): Promise<void> {
    // Per account, not per address: many farmers share one mobile-carrier address (CGNAT).
    const rateLimit = {
      max: limit.perMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => (request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`),
    };
    app.post('/orders', { config: { rateLimit } }, async (request, reply) => {
      const user = orderingUser(request);
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
        throw new AppError(400, 'bad_idempotency_key', 'Idempotency-Key must be 8 to 100 letters, digits, - or _.');
      }
      const input = parseInput(StoreCreateOrder, request.body, 'order');
      const { order, created } = await orders.placeOrder(user, input, key);
      return reply.status(created ? 201 : 200).send(order);
    });
    app.get('/orders', async (request) => ({ items: await orders.listOrders(orderingUser(request).id) }));
    app.get<{ Params: { id: string } }>('/orders/:id', async (request) => orders.getOrder(orderingUser(request).id, request.params.id));
  };
}
