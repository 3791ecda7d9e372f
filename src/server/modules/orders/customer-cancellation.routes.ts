import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StoreCancelledOrder } from '#shared/schemas/orders';
import { IdParams } from '#shared/schemas/params';
import { AppError } from '#server/errors';
import type { CustomerCancellationService } from './customer-cancellation.ts';
import type { OrdersService } from './orders.service.ts';

/** POST /api/store/orders/:id/cancel: the signed-in buyer cancels its own order until it ships (docs/product-rules.md 31). */
export function customerCancellationRoutes(cancellation: CustomerCancellationService, orders: OrdersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/orders/:id/cancel', { schema: { params: IdParams, response: { 200: StoreCancelledOrder } } }, async (request) => {
      if (!request.auth) throw new AppError(401, 'unauthenticated', 'Please log in to continue.');
      const user = request.auth.user;
      const { emailed } = await cancellation.cancel(user, request.params.id);
      return { ...(await orders.getOrder(user.id, request.params.id)), emailed };
    });
  };
}
