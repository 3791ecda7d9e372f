import { AppError } from '#server/errors';

/** How many failures a key may have in a sliding window before its attempts are refused. */
export interface FailureLimits {
  maxFailures: number;
  windowMs: number;
}

/**
 * Counts failures (wrong passwords, refused sign-ups, reset requests) per key in a sliding window
 * and refuses further attempts once a key has too many. Asynchronous: with REDIS_URL the counts
 * live in Redis, shared by every app server (shared-state/redis-failure-limiter.ts).
 */
export interface FailureLimiter {
  /** Seconds until every key may try again, or 0 when they may try now. */
  retryAfterSeconds(keys: string[]): Promise<number>;
  fail(keys: string[]): Promise<void>;
  reset(keys: string[]): Promise<void>;
}

/**
 * Makes the limiter of one purpose ('auth', 'reset-email'): the name keeps purposes apart where
 * the counts are shared. Given to the route factories by the composition root.
 */
export type FailureLimiters = (name: string, limits: FailureLimits) => FailureLimiter;

/**
 * The counts in this process's memory: the whole story with one app server, and the fallback of
 * the shared limiter while Redis does not answer (each server then counts on its own, which
 * still bounds guessing per server).
 */
export class MemoryFailureLimiter implements FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly limits: FailureLimits,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((t) => now - t < this.limits.windowMs);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  async retryAfterSeconds(keys: string[]): Promise<number> {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const times = this.recent(key, now);
      if (times.length >= this.limits.maxFailures) wait = Math.max(wait, Math.ceil((times[0]! + this.limits.windowMs - now) / 1000));
    }
    return wait;
  }

  async fail(keys: string[]): Promise<void> {
    const now = this.now();
    if (this.failures.size > this.maxKeys) this.failures.clear(); // bound memory under a flood
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
  }

  async reset(keys: string[]): Promise<void> {
    for (const key of keys) this.failures.delete(key);
  }
}

/** Every limiter in this process (no REDIS_URL). */
export const memoryFailureLimiters: FailureLimiters = (_name, limits) => new MemoryFailureLimiter(limits);

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
