import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthChangePassword, AuthLogin, AuthUpdateProfile, authRegisterSchemaFor } from '#shared/schemas/auth';
import { requireUser } from '../../http/guards.ts';
import { AppError, parseInput } from '../../http/errors.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session.ts';
import { normalizeEmail } from '../users/users.repository.ts';
import { toSessionUser, type AuthService } from './auth.service.ts';
import { FailureLimiter } from './failure-limiter.ts';
import { SESSION_COOKIE, type SessionStore } from './sessions.ts';

/** 10 failed logins or sign-ups per address and per email in 15 minutes; the 11th gets a 429. */
export const AUTH_FAILURE_LIMIT = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

function tooMany(seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(
    429,
    'rate_limited',
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
}

const emailKey = (body: unknown) => {
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email.trim() ? [`email:${normalizeEmail(email)}`] : [];
};

export function authRoutes(auth: AuthService, sessions: SessionStore) {
  const failures = new FailureLimiter(AUTH_FAILURE_LIMIT.maxFailures, AUTH_FAILURE_LIMIT.windowMs);
  const keysOf = (request: FastifyRequest) => [`ip:${request.ip}`, ...emailKey(request.body)];

  /** Runs an attempt that counts as a failure for the limiter when it throws a 4xx. */
  async function limited<T>(request: FastifyRequest, attempt: () => Promise<T>): Promise<T> {
    const keys = keysOf(request);
    const wait = failures.retryAfterSeconds(keys);
    if (wait > 0) throw tooMany(wait);
    try {
      return await attempt();
    } catch (err) {
      if (err instanceof AppError && err.statusCode >= 400 && err.statusCode < 500) failures.fail(keys);
      throw err;
    }
  }

  return async function routes(app: FastifyInstance): Promise<void> {
    app.post('/register', { config: { rateLimit: { max: 30, timeWindow: '1 hour' } } }, async (request, reply) =>
      limited(request, async () => {
        const input = parseInput(authRegisterSchemaFor(request.body), request.body, 'registration');
        const user = await auth.register(input);
        await sessions.destroy(request.cookies[SESSION_COOKIE]);
        const { token } = await sessions.create(user.id);
        setSessionCookie(request, reply, token);
        return reply.status(201).send({ user: toSessionUser(user) });
      }),
    );

    app.post('/login', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request, reply) =>
      limited(request, async () => {
        const input = parseInput(AuthLogin, request.body, 'login');
        const user = await auth.verifyLogin(input);
        failures.reset(emailKey(request.body));
        // A new session id on every login: a session fixed before login is never reused.
        await sessions.destroy(request.cookies[SESSION_COOKIE]);
        const { token } = await sessions.create(user.id);
        setSessionCookie(request, reply, token);
        return { user: toSessionUser(user) };
      }),
    );

    app.post('/logout', async (request, reply) => {
      await sessions.destroy(request.cookies[SESSION_COOKIE]);
      clearSessionCookie(request, reply);
      return reply.status(204).send();
    });

    app.get('/me', async (request) => ({ user: toSessionUser(requireUser(request)) }));

    app.get('/profile', async (request) => auth.profile(requireUser(request).id));

    app.put('/profile', async (request) =>
      auth.updateProfile(requireUser(request).id, parseInput(AuthUpdateProfile, request.body, 'profile')),
    );

    app.post('/password', async (request, reply) =>
      limited(request, async () => {
        const user = requireUser(request);
        await auth.changePassword(user, parseInput(AuthChangePassword, request.body, 'password change'));
        // Other devices signed in with the old password are signed out.
        await sessions.destroyAllOf(user.id, request.auth!.sessionId);
        return reply.status(204).send();
      }),
    );
  };
}
