import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryFailureLimiter } from '../../src/server/shared-state/failure-limiter.ts';
import { redisRateLimitStore } from '../../src/server/shared-state/rate-limit-store.ts';
import type { SharedRedis } from '../../src/server/shared-state/redis-connection.ts';

describe('failure counts in the process', () => {
  it('refuse a key with too many failures in the sliding window, until the oldest leaves it', async () => {
    let now = Date.UTC(2026, 10, 25, 6, 0, 0);
    const limiter = new MemoryFailureLimiter({ maxFailures: 3, windowMs: 60_000 }, undefined, () => now);
    await limiter.fail(['k']);
    now += 10_000;
    await limiter.fail(['k', 'other']);
    now += 10_000;
    expect(await limiter.retryAfterSeconds(['k'])).toBe(0);
    await limiter.fail(['k']);
    expect(await limiter.retryAfterSeconds(['other', 'k'])).toBe(40);
    now += 40_000;
    expect(await limiter.retryAfterSeconds(['k'])).toBe(0);
    await limiter.fail(['k']);
    await limiter.fail(['k']);
    expect(await limiter.retryAfterSeconds(['k'])).toBeGreaterThan(0);
    await limiter.reset(['k']);
    expect(await limiter.retryAfterSeconds(['k'])).toBe(0);
  });

  it('forget everything rather than grow past their bound under a flood of keys', async () => {
    const limiter = new MemoryFailureLimiter({ maxFailures: 1, windowMs: 60_000 }, 10);
    await limiter.fail(['first']);
    expect(await limiter.retryAfterSeconds(['first'])).toBeGreaterThan(0);
    for (let i = 0; i < 12; i++) await limiter.fail([`flood-${i}`]);
    expect(await limiter.retryAfterSeconds(['first'])).toBe(0);
  });
});

describe('rate-limit windows in the process (Redis down)', () => {
  afterEach(() => vi.useRealTimers());

  it('count requests per key in a fixed window and start again when it ends', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    // A Redis that does not answer: every count is this process's (rate-limiter-flexible's RateLimiterMemory).
    const down = { available: false, client: {}, key: (...parts: string[]) => parts.join(':'), attempt: (_command: unknown, fallback: () => unknown) => fallback() };
    const Store = redisRateLimitStore(down as unknown as SharedRedis);
    const store = new Store({}).child({ routeInfo: { method: 'GET', url: '/x' } } as unknown as Parameters<FastifyRateLimitStore['child']>[0]);
    const count = (s: FastifyRateLimitStore, key: string) =>
      new Promise((resolve, reject) => s.incr(key, (err, result) => (err ? reject(err) : resolve(result)), 60_000, 60));
    expect(await count(store, 'a')).toEqual({ current: 1, ttl: 60_000 });
    vi.advanceTimersByTime(15_000);
    expect(await count(store, 'a')).toEqual({ current: 2, ttl: 45_000 });
    expect(await count(store, 'b')).toEqual({ current: 1, ttl: 60_000 });
    vi.advanceTimersByTime(45_000);
    expect(await count(store, 'a')).toEqual({ current: 1, ttl: 60_000 });
  });
});
