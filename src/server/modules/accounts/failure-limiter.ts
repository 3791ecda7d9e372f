import { AppError } from '#server/errors';

/*
 * The accounts' failure limits: what is counted, under which keys, and what a refused attempt is
 * told. The limiters themselves (the interface, the in-memory one) are
 * shared-state/failure-limiter.ts, the Redis one shared-state/redis-failure-limiter.ts.
 */

/**
 * Wrong passwords: 10 per client address and per account e-mail in 15 minutes, then the 11th try
 * gets a 429. One count for every door that takes the password (login, and the current password
 * asked again before a change of password, e-mail or payout account), so none of them is a way
 * round the others (across every app server with REDIS_URL).
 */
export const AUTH_FAILURE_LIMIT = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

/** The keys the login failures are counted under: the client's address and the account's e-mail. */
export const addressKey = (ip: string) => `ip:${ip}`;
export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;

export function tooManyAttempts(seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(429, 'rate_limited', `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, undefined, { minutes });
}
