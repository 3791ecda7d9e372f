import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOrder, AdminOrderList, AdminOrderListQuery, AdminUpdateOrderStatus } from '#shared/schemas/admin-orders';
import { IdParams } from '#shared/schemas/params';
import { requireAdmin } from '#server/http/guards';
import type { AdminOrdersService } from './admin-orders.service.ts';

/** /api/admin: Manage Orders (the list, one order, its status changes). */
export function adminOrdersRoutes(orders: AdminOrdersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/orders', { schema: { querystring: AdminOrderListQuery, response: { 200: AdminOrderList } } }, async (request) => orders.list(request.query));
    app.get('/orders/:id', { schema: { params: IdParams, response: { 200: AdminOrder } } }, async (request) => orders.get(request.params.id));
    app.patch('/orders/:id/status', { schema: { params: IdParams, body: AdminUpdateOrderStatus, response: { 200: AdminOrder } } }, async (request) =>
      orders.changeStatus(requireAdmin(request), request.params.id, request.body.status),
    );
  };
}
