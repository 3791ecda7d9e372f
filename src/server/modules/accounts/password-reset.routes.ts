import type { FastifyRequest, onResponseHookHandler, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthPasswordResetAccepted, AuthPasswordResetConfirm, AuthPasswordResetRequest, PASSWORD_RESET_MINUTES } from '#shared/schemas/auth';
import { AppError } from '#server/errors';
import { pageLanguage } from '#server/http/language';
import type { FailureLimiters } from '#server/shared-state/failure-limiter';
import type { PasswordResetService } from './password-reset.service.ts';
import { normalizeEmail } from './users.repository.ts';

/**
 * Reset requests: 3 per e-mail address and 20 per client address in 15 minutes (many farmers
 * share a mobile carrier's address). The per-e-mail count is kept whether or not an account has
 * the address, so the limit tells nothing either. Counted across every app server with REDIS_URL, like the login limits.
 */
export const PASSWORD_RESET_LIMITS = { perEmail: 3, perAddress: 20, windowMs: 15 * 60_000 } as const;

const NoContent = z.null().describe('No content');

function tooMany(seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(429, 'rate_limited', `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, undefined, { minutes });
}

/** /api/auth/password-reset: ask for a link, and set a new password with one (docs/product-rules.md 30). */
export function passwordResetRoutes(resets: PasswordResetService, limiters: FailureLimiters): FastifyPluginAsyncZod {
  const byEmail = limiters('reset-email', { maxFailures: PASSWORD_RESET_LIMITS.perEmail, windowMs: PASSWORD_RESET_LIMITS.windowMs });
  const byAddress = limiters('reset-address', { maxFailures: PASSWORD_RESET_LIMITS.perAddress, windowMs: PASSWORD_RESET_LIMITS.windowMs });
  const emailKeys = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.trim() ? [normalizeEmail(email)] : [];
  };
  // Every request counts, answered or not: checked before the form is even read.
  const limit: preValidationHookHandler = async (request) => {
    const wait = Math.max(...(await Promise.all([byAddress.retryAfterSeconds([request.ip]), byEmail.retryAfterSeconds(emailKeys(request))])));
    if (wait > 0) throw tooMany(wait);
    await Promise.all([byAddress.fail([request.ip]), byEmail.fail(emailKeys(request))]);
  };

  // The work for an address (looking up its account, a token, its mail) starts only once the
  // answer has gone out: nothing it does, or takes time for, can reach the answer, so the answer and
  // its timing are the same whether the address has an account or not (docs/decisions/0025).
  // Started from the handler instead, the lookup and the token's write ran on this process before
  // the answer's last hooks had sent it, and a known address was answered measurably later.
  const startWhenAnswered: onResponseHookHandler = async (request, reply) => {
    if (reply.statusCode !== 202) return;
    const { email } = request.body as AuthPasswordResetRequest;
    resets.request(email, await pageLanguage(request));
  };

  return async (app) => {
    app.post(
      '/password-reset',
      { preValidation: limit, onResponse: startWhenAnswered, schema: { body: AuthPasswordResetRequest, response: { 202: AuthPasswordResetAccepted } } },
      async (_request, reply) => reply.status(202).send({ expiresInMinutes: PASSWORD_RESET_MINUTES }),
    );

    // Tokens are 256 random bits, so guessing is hopeless; the limit keeps password hashing cheap to refuse.
    app.post(
      '/password-reset/confirm',
      { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } }, schema: { body: AuthPasswordResetConfirm, response: { 204: NoContent } } },
      async (request, reply) => {
        // Every session of the account is gone (this browser's too, if it had one): it signs in with the new password.
        await resets.confirm(request.body);
        return reply.status(204).send(null);
      },
    );
  };
}
