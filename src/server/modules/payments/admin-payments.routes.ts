import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin/admin-deps.ts';

/** /api/admin: Payment Settings. TODO(skeleton): filled in by the issue 5 work. */
export function adminPaymentsRoutes(_deps: AdminDeps) {
  return async function routes(_app: FastifyInstance): Promise<void> {};
}
