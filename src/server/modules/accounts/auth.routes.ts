import type { FastifyReply, FastifyRequest, onErrorHookHandler, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthChangePassword, AuthLanguage, AuthLogin, AuthRegister, AuthSession, AuthUpdateProfile, Profile, VisitorSession } from '#shared/schemas/auth';
import { AppError } from '#server/http/errors';
import { requireUser } from '#server/http/guards';
import { clearSessionCookie, setSessionCookie } from '#server/http/session';
import { clearCartCookie, visitorCartId } from '#server/modules/cart/cart-cookie';
import type { CartService } from '#server/modules/cart/cart.service';
import { toSessionUser, type AuthService } from './auth.service.ts';
import type { FailureLimiters } from './failure-limiter.ts';
import { SESSION_COOKIE, type SessionStore } from './sessions.ts';
import { normalizeEmail } from './users.repository.ts';

/** 10 failed logins or sign-ups per address and per email in 15 minutes; the 11th gets a 429 (across every app server with REDIS_URL). */
export const AUTH_FAILURE_LIMIT = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

const NoContent = z.null().describe('No content');

function tooMany(seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(
    429,
    'rate_limited',
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    undefined,
    { minutes },
  );
}

const emailKey = (body: unknown) => {
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email.trim() ? [`email:${normalizeEmail(email)}`] : [];
};

/**
 * Guessing passwords and probing sign-ups: an attempt from an address or for an email with too
 * many recent failures is refused before anything is checked, and every 4xx of an attempt
 * (an invalid form included) counts as a failure.
 */
function failureLimit(limiters: FailureLimiters) {
  const failures = limiters('auth', AUTH_FAILURE_LIMIT);
  const keysOf = (request: FastifyRequest) => [`ip:${request.ip}`, ...emailKey(request.body)];
  const check: preValidationHookHandler = async (request) => {
    const wait = await failures.retryAfterSeconds(keysOf(request));
    if (wait > 0) throw tooMany(wait);
  };
  const count: onErrorHookHandler = async (request, _reply, error) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500 && status !== 429) await failures.fail(keysOf(request));
  };
  return { hooks: { preValidation: check, onError: count }, succeeded: (request: FastifyRequest) => failures.reset(emailKey(request.body)) };
}

/** /api/auth: sign-up, login, logout, the session, the profile and the password. */
export function authRoutes(auth: AuthService, sessions: SessionStore, cart: CartService, limiters: FailureLimiters): FastifyPluginAsyncZod {
  const limit = failureLimit(limiters);
  // What the visitor put in the cart before signing in joins the account's cart.
  const carryCart = async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    await cart.adopt(visitorCartId(request), userId);
    clearCartCookie(request, reply);
  };

  return async (app) => {
    app.post(
      '/register',
      { config: { rateLimit: { max: 30, timeWindow: '1 hour' } }, ...limit.hooks, schema: { body: AuthRegister, response: { 201: AuthSession } } },
      async (request, reply) => {
        const user = await auth.register(request.body);
        await sessions.destroy(request.cookies[SESSION_COOKIE]);
        const { token } = await sessions.create(user.id);
        setSessionCookie(request, reply, token);
        await carryCart(request, reply, user.id);
        return reply.status(201).send({ user: toSessionUser(user) });
      },
    );

    app.post(
      '/login',
      { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, ...limit.hooks, schema: { body: AuthLogin, response: { 200: AuthSession } } },
      async (request, reply) => {
        const user = await auth.verifyLogin(request.body);
        await limit.succeeded(request);
        // A new session id on every login: a session fixed before login is never reused.
        await sessions.destroy(request.cookies[SESSION_COOKIE]);
        const { token } = await sessions.create(user.id);
        setSessionCookie(request, reply, token);
        await carryCart(request, reply, user.id);
        return { user: toSessionUser(user) };
      },
    );

    app.post('/logout', { schema: { response: { 204: NoContent } } }, async (request, reply) => {
      await sessions.destroy(request.cookies[SESSION_COOKIE]);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    });

    app.get('/me', { schema: { response: { 200: AuthSession } } }, async (request) => ({ user: toSessionUser(requireUser(request)) }));

    // The visitor's own: never kept by a browser or a proxy.
    app.get('/session', { schema: { response: { 200: VisitorSession } } }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { user: request.auth ? toSessionUser(request.auth.user) : null };
    });

    app.get('/profile', { schema: { response: { 200: Profile } } }, async (request) => auth.profile(requireUser(request).id));

    // Signed out is a 401 before the form is looked at.
    const signedIn = async (request: FastifyRequest) => void requireUser(request);

    // The account's language: the switcher saves it, and signing in elsewhere brings it back.
    app.put('/language', { onRequest: signedIn, schema: { body: AuthLanguage, response: { 204: NoContent } } }, async (request, reply) => {
      await auth.setLanguage(requireUser(request).id, request.body.language);
      return reply.status(204).send(null);
    });

    app.put('/profile', { onRequest: signedIn, schema: { body: AuthUpdateProfile, response: { 200: Profile } } }, async (request) =>
      auth.updateProfile(requireUser(request).id, request.body),
    );

    app.post('/password', { onRequest: signedIn, ...limit.hooks, schema: { body: AuthChangePassword, response: { 204: NoContent } } }, async (request, reply) => {
      const user = requireUser(request);
      await auth.changePassword(user, request.body);
      // Other devices signed in with the old password are signed out.
      await sessions.destroyAllOf(user.id, request.auth!.sessionId);
      return reply.status(204).send(null);
    });
  };
}
