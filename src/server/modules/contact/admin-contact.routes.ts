import type { FastifyInstance } from 'fastify';
import { AdminContactMessageListQuery } from '#shared/schemas/admin-contact';
import { parseInput } from '../../http/errors.ts';
import type { AdminDeps } from '../admin/admin-deps.ts';

/** /api/admin: the contact messages from the Contact page. */
export function adminContactRoutes({ contact }: AdminDeps) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/contact-messages', async (request) => contact.list(parseInput(AdminContactMessageListQuery, request.query, 'query')));
  };
}
