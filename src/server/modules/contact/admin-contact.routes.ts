import type { FastifyInstance } from 'fastify';
import { AdminContactMessageListQuery, AdminSetMessageHandled } from '#shared/schemas/admin-contact';
import { parseInput } from '../../http/errors.ts';
import { requireAdmin } from '../../http/guards.ts';
import type { AdminDeps } from '../admin/admin-deps.ts';

/** /api/admin/contact-messages: the messages from the Contact page, with a handled mark. */
export function adminContactRoutes({ contact }: AdminDeps) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/contact-messages', async (request) => contact.list(parseInput(AdminContactMessageListQuery, request.query, 'query')));
    app.patch<{ Params: { id: string } }>('/contact-messages/:id', async (request) => {
      const { handled } = parseInput(AdminSetMessageHandled, request.body, 'message');
      return contact.setHandled(request.params.id, handled, requireAdmin(request).id);
    });
  };
}
