import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MobileChange, MobileChannels, MobileCodeRequest, MobileCodeSent, MobileVerified, MobileVerify, TextChannelChoice } from '#shared/schemas/mobile-sign-in';
import { Profile } from '#shared/schemas/auth';
import { requireUser } from '#server/http/guards';
import { pageLanguage } from '#server/http/language';
import { SESSION_COOKIE, setSessionCookie } from '#server/http/session';
import { clearCartCookie, visitorCartId, type CartService } from '#server/modules/cart';
import { toSessionUser, type AuthService } from './auth.service.ts';
import type { MobileSignIn } from './mobile-sign-in.service.ts';
import type { SessionStore } from './sessions.ts';

const NoContent = z.null().describe('No content');

/**
 * /api/auth/mobile...: signing in and up with a mobile number and a one-time code, and a
 * signed-in account's number (docs/product-rules.md 36). Every code costs an SMS: each client
 * address may ask for `codesPerHour` an hour (shared by the app servers through Redis, as every
 * route limit), on top of each number's own limits and the shop's daily cap (SignInCodes).
 */
export function mobileSignInRoutes(mobile: MobileSignIn, auth: AuthService, sessions: SessionStore, cart: CartService, { codesPerHour }: { codesPerHour: number }): FastifyPluginAsyncZod {
  const codeLimit = { rateLimit: { max: codesPerHour, timeWindow: '1 hour' } };
  return async (app) => {
    // Whether the pages offer a mobile number at all: a shop with no text provider set up says nothing of it.
    app.get('/mobile', { schema: { response: { 200: MobileChannels } } }, async () => ({ channels: mobile.channels() }));

    app.post('/mobile/code', { config: codeLimit, schema: { body: MobileCodeRequest, response: { 200: MobileCodeSent } } }, async (request) =>
      mobile.sendCode(request.body.phone, request.body.channel, await pageLanguage(request), 'sign_in'),
    );

    // Five wrong tries end a code (SignInCodes); this only keeps one address from trying many numbers' codes quickly.
    app.post('/mobile/verify', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { body: MobileVerify, response: { 200: MobileVerified } } }, async (request, reply) => {
      const result = await mobile.verify(request.body, await pageLanguage(request));
      if (result.status === 'needs_name') return result;
      // A new session id on every sign-in, as the e-mail login makes: a session fixed before is never reused.
      await sessions.destroy(request.cookies[SESSION_COOKIE]);
      const { token } = await sessions.create(result.user.id);
      setSessionCookie(request, reply, token);
      // What the visitor put in the cart before signing in joins the account's cart.
      await cart.adopt(visitorCartId(request), result.user.id);
      clearCartCookie(request, reply);
      return { status: 'signed_in' as const, user: toSessionUser(result.user) };
    });

    const signedIn = async (request: Parameters<typeof requireUser>[0]) => void requireUser(request);

    app.post('/mobile/change-code', { onRequest: signedIn, config: codeLimit, schema: { body: MobileCodeRequest, response: { 200: MobileCodeSent } } }, async (request) =>
      mobile.sendCode(request.body.phone, request.body.channel, await pageLanguage(request), 'change_mobile'),
    );

    app.put('/mobile', { onRequest: signedIn, schema: { body: MobileChange, response: { 200: Profile } } }, async (request) => {
      const user = requireUser(request);
      await mobile.changeMobile(user.id, request.body.phone, request.body.code);
      return auth.profile(user.id);
    });

    app.put('/text-channel', { onRequest: signedIn, schema: { body: TextChannelChoice, response: { 204: NoContent } } }, async (request, reply) => {
      await mobile.setTextChannel(requireUser(request).id, request.body.channel);
      return reply.status(204).send(null);
    });
  };
}
