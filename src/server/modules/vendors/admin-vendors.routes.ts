import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminRejectVendor, AdminVendor, AdminVendorList, AdminVendorListQuery } from '#shared/schemas/admin-vendors';
import { UserIdParams } from '#shared/schemas/params';
import { requireAdmin } from '#server/http/guards';
import type { VendorsService } from './vendors.service.ts';

/** /api/admin: vendor review (list, approve, reject with a reason). */
export function adminVendorsRoutes(vendors: VendorsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/vendors', { schema: { querystring: AdminVendorListQuery, response: { 200: AdminVendorList } } }, async (request) => vendors.list(request.query));
    app.post('/vendors/:userId/approve', { schema: { params: UserIdParams, response: { 200: AdminVendor } } }, async (request) =>
      vendors.approve(requireAdmin(request), request.params.userId),
    );
    app.post('/vendors/:userId/reject', { schema: { params: UserIdParams, body: AdminRejectVendor, response: { 200: AdminVendor } } }, async (request) =>
      vendors.reject(requireAdmin(request), request.params.userId, request.body),
    );
  };
}
