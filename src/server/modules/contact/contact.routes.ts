import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StoreContactMessageCreated, StoreCreateContactMessage } from '#shared/schemas/contact';
import type { ContactService } from './contact.service.ts';

/** Messages per IP per window: enough for a person, too few for a spam run. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** /api/store: the Contact page's form. */
export function contactRoutes(contact: ContactService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact-messages',
      { config: { rateLimit: CONTACT_RATE_LIMIT }, schema: { body: StoreCreateContactMessage, response: { 201: StoreContactMessageCreated } } },
      // A signed-in customer's complaint is his account's ticket (docs/product-rules.md 54).
      async (request, reply) => reply.status(201).send(await contact.submit(request.body, request.auth?.user.type === 'user' ? request.auth.user.id : undefined)),
    );
  };
}
