import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminChangeLinePlace, AdminOrder, AdminOrderList, AdminOrderListQuery, AdminRecordPayment, AdminRecordRefund, AdminRefundLines, AdminUpdateOrderStatus } from '#shared/schemas/admin-orders';
import { IdParams } from '#shared/schemas/params';
import { requireAdmin } from '#server/http/guards';
import type { AdminOrdersService } from './admin-orders.service.ts';
import type { RefundOrder } from './refund.workflow.ts';
import type { LinePlaces } from './line-places.ts';

/** /api/admin: Manage Orders (the list, one order, its status changes, money recorded by hand). */
export function adminOrdersRoutes(orders: AdminOrdersService, refunds: RefundOrder, linePlaces: LinePlaces): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/orders', { schema: { querystring: AdminOrderListQuery, response: { 200: AdminOrderList } } }, async (request) => orders.list(request.query));
    app.get('/orders/:id', { schema: { params: IdParams, response: { 200: AdminOrder } } }, async (request) => orders.get(request.params.id));
    app.patch('/orders/:id/status', { schema: { params: IdParams, body: AdminUpdateOrderStatus, response: { 200: AdminOrder } } }, async (request) =>
      orders.changeStatus(requireAdmin(request), request.params.id, request.body.status, request.body),
    );
    // A line served from another place of its registration, before it is packed (docs/product-rules.md 59).
    app.put('/orders/:id/place', { schema: { params: IdParams, body: AdminChangeLinePlace, response: { 200: AdminOrder } } }, async (request) => {
      await linePlaces.change(requireAdmin(request), request.params.id, request.body);
      return orders.get(request.params.id);
    });
    app.post('/orders/:id/payment', { schema: { params: IdParams, body: AdminRecordPayment, response: { 200: AdminOrder } } }, async (request) =>
      orders.recordPayment(requireAdmin(request), request.params.id, request.body),
    );
    app.post('/orders/:id/refunds', { schema: { params: IdParams, body: AdminRecordRefund, response: { 200: AdminOrder } } }, async (request) =>
      refunds.byHand(requireAdmin(request), request.params.id, request.body),
    );
    app.post('/orders/:id/line-refunds', { schema: { params: IdParams, body: AdminRefundLines, response: { 200: AdminOrder } } }, async (request) =>
      refunds.throughGateway(requireAdmin(request), request.params.id, request.body),
    );
  };
}
