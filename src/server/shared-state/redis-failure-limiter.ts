import { randomUUID } from 'node:crypto';
import { MemoryFailureLimiter, type FailureLimiter, type FailureLimiters, type FailureLimits } from './failure-limiter.ts';
import { LuaScript } from './lua-script.ts';
import type { SharedRedis } from './redis-connection.ts';

/**
 * Records one failure on each key: a sorted set of failure times, trimmed to the window and to
 * the newest `max` (older ones cannot change when the key may try again), expiring with the
 * window. ARGV: now (ms), window (ms), max, a unique member.
 */
const FAIL = new LuaScript(`
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  redis.call('ZREMRANGEBYRANK', key, 0, -(max + 1))
  redis.call('PEXPIRE', key, window)
end
return 0
`);

/**
 * The milliseconds until every key has fewer than `max` failures in the window (0: it may try
 * now): the max-th newest failure leaving the window. ARGV: now (ms), window (ms), max.
 */
const WAIT = new LuaScript(`
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
local wait = 0
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= max then
    local oldest = redis.call('ZRANGE', key, count - max, count - max, 'WITHSCORES')
    wait = math.max(wait, tonumber(oldest[2]) + window - now)
  end
end
return wait
`);

/**
 * Failure counts in Redis, shared by every app server (docs/decisions/0032): ten wrong passwords
 * spread over three servers are ten. While Redis does not answer, this process's own counts
 * (MemoryFailureLimiter) take over, and Redis's again once it answers.
 */
export class RedisFailureLimiter implements FailureLimiter {
  readonly #local: MemoryFailureLimiter;

  constructor(
    private readonly redis: SharedRedis,
    private readonly name: string,
    private readonly limits: FailureLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.#local = new MemoryFailureLimiter(limits, undefined, now);
  }

  #keys(keys: string[]): string[] {
    return keys.map((key) => this.redis.key('fail', this.name, key));
  }

  async retryAfterSeconds(keys: string[]): Promise<number> {
    if (!keys.length) return 0;
    return this.redis.attempt(
      async (client) => {
        const waitMs = Number(await WAIT.run(client, this.#keys(keys), [this.now(), this.limits.windowMs, this.limits.maxFailures]));
        return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
      },
      () => this.#local.retryAfterSeconds(keys),
    );
  }

  async fail(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.redis.attempt(
      async (client) => {
        await FAIL.run(client, this.#keys(keys), [this.now(), this.limits.windowMs, this.limits.maxFailures, `${this.now()}:${randomUUID()}`]);
      },
      () => this.#local.fail(keys),
    );
  }

  async reset(keys: string[]): Promise<void> {
    if (!keys.length) return;
    // Both: a count kept here while Redis was down must not outlive a success either.
    await this.#local.reset(keys);
    await this.redis.attempt(
      async (client) => {
        await client.del(...this.#keys(keys));
      },
      () => undefined,
    );
  }
}

export const redisFailureLimiters =
  (redis: SharedRedis): FailureLimiters =>
  (name, limits) =>
    new RedisFailureLimiter(redis, name, limits);
