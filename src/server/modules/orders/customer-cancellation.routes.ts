import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StoreCancelledOrder } from '#shared/schemas/orders';
import { IdParams } from '#shared/schemas/params';
import { AppError } from '#server/errors';
import type { CancelOrder } from './cancel-order.workflow.ts';
import type { OrdersService } from './orders.service.ts';

/**
 * POST /api/store/orders/:id/cancel: the signed-in buyer cancels its own order until it ships
 * (docs/product-rules.md 31), answered with the order as its buyer now sees it and whether the
 * "order cancelled" e-mail goes out now (docs/product-rules.md 30): only with a mail server (SMTP_URL).
 */
export function customerCancellationRoutes(cancelOrder: CancelOrder, orders: OrdersService, mailConfigured: boolean): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/orders/:id/cancel', { schema: { params: IdParams, response: { 200: StoreCancelledOrder } } }, async (request) => {
      if (!request.auth) throw new AppError(401, 'unauthenticated', 'Please log in to continue.');
      const user = request.auth.user;
      await cancelOrder.run(request.params.id, { by: 'customer', user });
      return { ...(await orders.getOrder(user.id, request.params.id)), emailed: mailConfigured && user.email !== '' };
    });
  };
}
