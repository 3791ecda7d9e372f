import type { FastifyInstance } from 'fastify';
import { StoreCreateContactMessage } from '#shared/schemas/contact';
import { parseInput } from '../../http/errors.ts';
import type { ContactService } from './contact.service.ts';

/** Messages per IP per window: enough for a person, too few for a spam run. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export function contactRoutes(contact: ContactService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.post(
      '/contact-messages',
      { config: { rateLimit: CONTACT_RATE_LIMIT } },
      async (request, reply) => {
        const input = parseInput(StoreCreateContactMessage, request.body, 'contact message');
        return reply.status(201).send(await contact.submit(input));
      },
    );
  };
}
