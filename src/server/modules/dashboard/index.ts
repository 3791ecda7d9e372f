// dashboard: the admin dashboard's figures and the shop's setup checklist.
// The front door of the module (docs/decisions/0042).
export { DashboardService } from './dashboard.service.ts';
export { dashboardRoutes } from './dashboard.routes.ts';
