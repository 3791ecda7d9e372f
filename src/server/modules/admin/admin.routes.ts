import type { FastifyInstance } from 'fastify';
import { adminProductsRoutes } from '../catalog/admin-products.routes.ts';
import { adminContactRoutes } from '../contact/admin-contact.routes.ts';
import { adminOrdersRoutes } from '../orders/admin-orders.routes.ts';
import { adminPaymentsRoutes } from '../payments/admin-payments.routes.ts';
import { adminUsersRoutes } from '../users/admin-users.routes.ts';
import { adminVendorsRoutes } from '../vendors/admin-vendors.routes.ts';
import { requireAdmin } from '../../http/guards.ts';
import type { AdminDeps } from './admin-deps.ts';
import { adminDashboardRoutes } from './dashboard.routes.ts';

/** Everything under /api/admin: one guard for the whole subtree (401 signed out, 403 non-admin). */
export function adminRoutes(deps: AdminDeps) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', async (request) => {
      requireAdmin(request);
    });
    for (const area of [adminDashboardRoutes, adminUsersRoutes, adminProductsRoutes, adminOrdersRoutes, adminPaymentsRoutes, adminVendorsRoutes, adminContactRoutes]) {
      await app.register(area(deps));
    }
  };
}
