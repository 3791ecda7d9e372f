import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ExotelPassthruAnswer, ExotelPassthruQuery } from '#shared/schemas/call-backs';
import { AppError } from '#server/errors';
import type { CallBacks } from './call-backs.service.ts';
import { passthruCall } from './exotel-passthru.ts';

/** Equal in constant time: hashes of equal length, so neither the content nor the length is told by the time taken. */
const sameToken = (given: string, expected: string) => timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/**
 * /api/telephony: what the telephony provider calls. Exotel's Passthru applet, placed in the flow
 * of the shop's missed-call number, sends each call as a GET with its details in the query
 * ("Working with Passthru Applet", support.exotel.com/support/solutions/articles/48283) and signs
 * nothing: the secret is the last part of the address set in the applet (TELEPHONY_WEBHOOK_TOKEN,
 * docs/decisions/0066). No session is read for it (session.ts). A 200 takes the flow's first
 * branch ("200 OK": Choice A); the shop answers 200 for every call it has understood, recorded
 * or not, so the farmer's flow goes on the same way.
 */
export function telephonyRoutes(callBacks: CallBacks, token: string | undefined, now: () => number): FastifyPluginAsyncZod {
  return async (app) => {
    // Before the query is read: a caller without the secret learns nothing of what the address takes.
    app.addHook('onRequest', async (request) => {
      const given = (request.params as { token?: string }).token ?? '';
      // Logged without the token (the request's own log line has it replaced too: app.ts).
      const refuse = (status: 401 | 403, message: string) => {
        request.log.warn({ ip: request.ip, reason: message }, 'telephony webhook refused');
        return new AppError(status, status === 401 ? 'unauthenticated' : 'forbidden', message);
      };
      if (!token) throw refuse(403, 'The telephony webhook is not set up (TELEPHONY_WEBHOOK_TOKEN): no call is taken.');
      if (!given) throw refuse(401, 'The telephony webhook\'s address needs its token.');
      if (!sameToken(given, token)) throw refuse(403, 'Wrong token for the telephony webhook.');
    });

    app.get(
      '/exotel/passthru/:token',
      { schema: { params: z.object({ token: z.string().max(200) }), querystring: ExotelPassthruQuery, response: { 200: ExotelPassthruAnswer } } },
      async (request) => {
        const call = passthruCall(request.query, now());
        if (call.kind === 'ignored') {
          request.log.info({ reason: call.reason }, 'telephony call not queued');
          return { recorded: false, ignored: call.reason };
        }
        await callBacks.ask({ source: 'missed_call', mobile: call.mobile, callSid: call.callSid, at: call.at });
        return { recorded: true };
      },
    );
  };
}
