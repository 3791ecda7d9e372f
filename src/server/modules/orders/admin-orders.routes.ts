import type { FastifyInstance } from 'fastify';
import { AdminOrderListQuery, AdminUpdateOrderStatus } from '#shared/schemas/admin-orders';
import { parseInput } from '../../http/errors.ts';
import { requireAdmin } from '../../http/guards.ts';
import type { AdminDeps } from '../admin/admin-deps.ts';
import { AdminOrdersService } from './admin-orders.service.ts';

/** /api/admin: Manage Orders (the list, one order, its status changes). */
export function adminOrdersRoutes({ db }: AdminDeps) {
  const orders = new AdminOrdersService(db);
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/orders', async (request) => orders.list(parseInput(AdminOrderListQuery, request.query, 'query')));
    app.get<{ Params: { id: string } }>('/orders/:id', async (request) => orders.get(request.params.id));
    app.patch<{ Params: { id: string } }>('/orders/:id/status', async (request) => {
      const { status } = parseInput(AdminUpdateOrderStatus, request.body, 'status');
      return orders.changeStatus(requireAdmin(request), request.params.id, status);
    });
  };
}
