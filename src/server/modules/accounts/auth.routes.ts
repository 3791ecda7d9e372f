import type { FastifyReply, FastifyRequest, onErrorHookHandler, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthChangeEmail, AuthChangePassword, AuthLanguage, AuthLogin, AuthRegister, AuthSession, AuthUpdateProfile, Profile, VisitorSession } from '#shared/schemas/auth';
import { requireUser } from '#server/http/guards';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '#server/http/session';
import { clearCartCookie, visitorCartId, type CartService } from '#server/modules/cart';
import { pageLanguage } from '#server/http/language';
import type { FailureLimiter } from '#server/shared-state/failure-limiter';
import { toSessionUser, type AuthService, type ChangeOrigin } from './auth.service.ts';
import { addressKey, emailKey as emailKeyOf, tooManyAttempts } from './failure-limiter.ts';
import type { SessionStore } from './sessions.ts';
import { normalizeEmail } from './users.repository.ts';

export { AUTH_FAILURE_LIMIT } from './failure-limiter.ts';

const NoContent = z.null().describe('No content');

const emailKey = (body: unknown) => {
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email.trim() ? [emailKeyOf(normalizeEmail(email))] : [];
};

/**
 * Guessing passwords and probing sign-ups: an attempt from an address or for an email with too
 * many recent failures is refused before anything is checked, and every 4xx of an attempt
 * (an invalid form included) counts as a failure.
 */
function failureLimit(failures: FailureLimiter) {
  const keysOf = (request: FastifyRequest) => [addressKey(request.ip), ...emailKey(request.body)];
  const check: preValidationHookHandler = async (request) => {
    const wait = await failures.retryAfterSeconds(keysOf(request));
    if (wait > 0) throw tooManyAttempts(wait);
  };
  const count: onErrorHookHandler = async (request, _reply, error) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500 && status !== 429) await failures.fail(keysOf(request));
  };
  return { hooks: { preValidation: check, onError: count }, succeeded: (request: FastifyRequest) => failures.reset(emailKey(request.body)) };
}

/**
 * /api/auth: sign-up, login, logout, the session, the profile, the e-mail address and the password.
 * `loginFailures` counts wrong passwords, shared with the current-password check of the changes.
 */
export function authRoutes(auth: AuthService, sessions: SessionStore, cart: CartService, loginFailures: FailureLimiter, { signupsPerHour }: { signupsPerHour: number }): FastifyPluginAsyncZod {
  const limit = failureLimit(loginFailures);
  const originOf = async (request: FastifyRequest): Promise<ChangeOrigin> => ({ clientAddress: request.ip, language: await pageLanguage(request) });
  // What the visitor put in the cart before signing in joins the account's cart.
  const carryCart = async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    await cart.adopt(visitorCartId(request), userId);
    clearCartCookie(request, reply);
  };

  return async (app) => {
    app.post(
      '/register',
      { config: { rateLimit: { max: signupsPerHour, timeWindow: '1 hour' } }, ...limit.hooks, schema: { body: AuthRegister, response: { 201: AuthSession } } },
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

    // The current password is asked again for both (docs/decisions/0038-account-changes.md);
    // its wrong tries count with the login's (CurrentPasswordCheck), keyed by the account's e-mail.
    app.put('/email', { onRequest: signedIn, schema: { body: AuthChangeEmail, response: { 200: Profile } } }, async (request) =>
      auth.changeEmail(requireUser(request).id, request.body, await originOf(request)),
    );

    app.post('/password', { onRequest: signedIn, schema: { body: AuthChangePassword, response: { 204: NoContent } } }, async (request, reply) => {
      // Other devices signed in with the old password are signed out; this one stays.
      await auth.changePassword(requireUser(request).id, request.auth!.sessionId, request.body, await originOf(request));
      return reply.status(204).send(null);
    });
  };
}
