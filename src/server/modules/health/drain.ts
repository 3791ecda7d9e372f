import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness.ts';

/**
 * Shutting down (app.close(), SIGTERM in main.ts): /readyz answers 503 from the first moment, and
 * every answer sent from then on carries Connection: close. Node's server.close() only closes
 * connections that are idle at that moment; one whose request was under way would otherwise stay
 * open after its answer, kept alive for Fastify's 72 s (a proxy's pooled upstream connection, for
 * one), and the close would wait for it. Requests arriving after the start of the close get
 * Fastify's own 503 with Connection: close (return503OnClosing).
 */
export function registerDrain(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('preClose', async () => readiness.beginShutdown());
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.shuttingDown) reply.header('Connection', 'close');
    return payload;
  });
}
