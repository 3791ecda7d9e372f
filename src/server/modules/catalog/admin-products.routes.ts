import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin/admin-deps.ts';

/** /api/admin: Manage Products. TODO(skeleton): filled in by the issue 5 work. */
export function adminProductsRoutes(_deps: AdminDeps) {
  return async function routes(_app: FastifyInstance): Promise<void> {};
}
