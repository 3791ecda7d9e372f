/*
 * Failure counting, knowing no domain (docs/decisions/0041-low-layers-and-errors.md): what a
 * limiter is and the one kept in this process's memory. What is counted, under which keys and
 * limits, and what a refused attempt is told are the accounts module's
 * (modules/accounts/failure-limiter.ts); the Redis limiter is redis-failure-limiter.ts.
 */

/** How many failures a key may have in a sliding window before its attempts are refused. */
export interface FailureLimits {
  maxFailures: number;
  windowMs: number;
}

/**
 * Counts failures (wrong passwords, refused sign-ups, reset requests) per key in a sliding window
 * and refuses further attempts once a key has too many. Asynchronous: with REDIS_URL the counts
 * live in Redis, shared by every app server (redis-failure-limiter.ts).
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
