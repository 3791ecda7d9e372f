import type { FastifyInstance } from 'fastify';
import { AdminRejectVendor, AdminVendorListQuery } from '#shared/schemas/admin-vendors';
import { requireAdmin } from '../../http/guards.ts';
import { parseInput } from '../../http/errors.ts';
import type { AdminDeps } from '../admin/admin-deps.ts';
import { VendorsService } from './vendors.service.ts';

type VendorParams = { Params: { userId: string } };

/** /api/admin: vendor review (list, approve, reject with a reason). */
export function adminVendorsRoutes({ db }: AdminDeps) {
  const vendors = new VendorsService(db);
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/vendors', async (request) => vendors.list(parseInput(AdminVendorListQuery, request.query, 'query')));
    app.post<VendorParams>('/vendors/:userId/approve', async (request) => vendors.approve(requireAdmin(request), request.params.userId));
    app.post<VendorParams>('/vendors/:userId/reject', async (request) =>
      vendors.reject(requireAdmin(request), request.params.userId, parseInput(AdminRejectVendor, request.body, 'rejection')),
    );
  };
}
