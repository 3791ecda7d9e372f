import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#shared/schemas/params';
import { AdminOrderReturns, AdminReturn, AdminReturnList, AdminReturnListQuery, ReturnDecisionInput, ReturnRefundRecorded, StoreReturn, StoreReturnRequest, VendorReturn, VendorReturnList } from '#shared/schemas/returns';
import { requireAdmin, requireUser, requireVendor } from '#server/http/guards';
import type { ReturnsService } from './returns.service.ts';
import type { ReceiveReturn } from './receive-return.workflow.ts';

/** /api/store: the signed-in buyer asks to return lines of its delivered order (its returns show on GET /orders/:id). */
export function storeReturnRoutes(returns: ReturnsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/orders/:id/returns',
      // Signed out is a 401 before the body is looked at.
      { onRequest: async (request) => void requireUser(request), schema: { params: IdParams, body: StoreReturnRequest, response: { 201: StoreReturn } } },
      async (request, reply) => reply.status(201).send(await returns.request(requireUser(request), request.params.id, request.body)),
    );
  };
}

/** /api/admin: every return, an order's returns, and each step of one (decide, received, refunded by bank). */
export function adminReturnRoutes(returns: ReturnsService, receiveReturn: ReceiveReturn): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/returns', { schema: { querystring: AdminReturnListQuery, response: { 200: AdminReturnList } } }, async (request) => returns.adminList(request.query));
    app.get('/orders/:id/returns', { schema: { params: IdParams, response: { 200: AdminOrderReturns } } }, async (request) => returns.adminOfOrder(request.params.id));
    app.post('/returns/:id/decision', { schema: { params: IdParams, body: ReturnDecisionInput, response: { 200: AdminReturn } } }, async (request) => {
      const row = await returns.decide({ user: requireAdmin(request), role: 'admin' }, request.params.id, request.body);
      return returns.adminView(row.id);
    });
    app.post('/returns/:id/received', { schema: { params: IdParams, response: { 200: AdminReturn } } }, async (request) => receiveReturn.run(requireAdmin(request), request.params.id));
    app.post('/returns/:id/refund', { schema: { params: IdParams, body: ReturnRefundRecorded, response: { 200: AdminReturn } } }, async (request) =>
      returns.recordBankRefund(requireAdmin(request), request.params.id, request.body),
    );
  };
}

/** /api/vendor: returns holding the vendor's lines; it decides those whose every line is its own. */
export function vendorReturnRoutes(returns: ReturnsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/returns', { schema: { response: { 200: VendorReturnList } } }, async (request) => returns.vendorList(requireVendor(request).id));
    app.post('/returns/:id/decision', { schema: { params: IdParams, body: ReturnDecisionInput, response: { 200: VendorReturn } } }, async (request) => {
      const vendor = requireVendor(request);
      const row = await returns.decide({ user: vendor, role: 'vendor' }, request.params.id, request.body);
      return returns.vendorView(vendor.id, row.id);
    });
  };
}
