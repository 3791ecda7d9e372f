import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDashboard } from '#shared/schemas/admin-dashboard';
import type { DashboardService } from './dashboard.service.ts';

/** /api/admin: the dashboard's statistic cards, pending vendors and recent orders. */
export function dashboardRoutes(dashboard: DashboardService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/dashboard', { schema: { response: { 200: AdminDashboard } } }, async () => dashboard.figures());
  };
}
