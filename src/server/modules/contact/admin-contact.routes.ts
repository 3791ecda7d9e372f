import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminContactMessage, AdminContactMessageList, AdminContactMessageListQuery, AdminSetMessageHandled } from '#shared/schemas/admin-contact';
import { IdParams } from '#shared/schemas/params';
import { requireAdmin } from '#server/http/guards';
import type { ContactService } from './contact.service.ts';

/** /api/admin/contact-messages: the messages from the Contact page, with a handled mark. */
export function adminContactRoutes(contact: ContactService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/contact-messages', { schema: { querystring: AdminContactMessageListQuery, response: { 200: AdminContactMessageList } } }, async (request) =>
      contact.list(request.query),
    );
    app.patch(
      '/contact-messages/:id',
      { schema: { params: IdParams, body: AdminSetMessageHandled, response: { 200: AdminContactMessage } } },
      async (request) => contact.setHandled(request.params.id, request.body.handled, requireAdmin(request).id),
    );
  };
}
