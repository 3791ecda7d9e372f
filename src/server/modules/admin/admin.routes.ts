import type { FastifyInstance } from 'fastify';
import { AdminContactMessageListQuery } from '#shared/schemas/admin-contact';
import { parseInput } from '../../http/errors.ts';
import { requireAdmin } from '../../http/guards.ts';
import type { ContactService } from '../contact/contact.service.ts';

/** Everything under /api/admin: one guard for the whole subtree (401 signed out, 403 non-admin). */
export function adminRoutes(deps: { contact: ContactService }) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', async (request) => {
      requireAdmin(request);
    });
    app.get('/contact-messages', async (request) =>
      deps.contact.list(parseInput(AdminContactMessageListQuery, request.query, 'query')),
    );
  };
}
