import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from './admin-deps.ts';
import { DashboardService } from './dashboard.service.ts';

/** /api/admin: the dashboard's statistic cards, pending vendors and recent orders. */
export function adminDashboardRoutes({ db }: AdminDeps) {
  const dashboard = new DashboardService(db);
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/dashboard', async () => dashboard.figures());
  };
}
