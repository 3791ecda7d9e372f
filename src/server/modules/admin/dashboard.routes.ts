import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from './admin-deps.ts';

/** /api/admin: dashboard figures. TODO(skeleton): filled in by the issue 5 work. */
export function adminDashboardRoutes(_deps: AdminDeps) {
  return async function routes(_app: FastifyInstance): Promise<void> {};
}
