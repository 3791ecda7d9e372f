import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import type { SharedRedis } from './redis-connection.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * rate-limiter-flexible counts without refusing here (`penalty`): the plugin compares the count
 * with the route's max itself, so the limiters' `points` only fill their remainingPoints, unused.
 * Their `duration` is a default: every count passes the route's window as `customDuration`.
 */
const COUNT_ONLY = { points: 1, duration: 60 };

/** The route's window in whole seconds, as rate-limiter-flexible counts (the shop's are minutes and hours). */
const windowOf = (timeWindowMs: number) => ({ customDuration: Math.max(1, Math.ceil(timeWindowMs / 1000)) });

/**
 * @fastify/rate-limit's store on Redis (its `store` option; the plugin builds it with its global
 * options and asks it for a child per rate-limited route): every app server counts the same
 * requests, so a limit holds whichever server gets them (docs/decisions/0032, 0044). A fixed
 * window from a key's first request, kept by rate-limiter-flexible: `RateLimiterRedis` (its own
 * atomic Lua script, under `<prefix>rl:<METHOD> <url>:<client key>`) while Redis answers, and a
 * `RateLimiterMemory` of this process while it does not, as without REDIS_URL. The fallback is
 * chosen by SharedRedis.attempt rather than rate-limiter-flexible's `insuranceLimiter`, so a
 * failed command still marks Redis down (logged once, rechecked by PING) and the next requests
 * skip Redis at once instead of each waiting for its timeout.
 */
export function redisRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  class RedisRateLimitStore implements FastifyRateLimitStore {
    readonly #shared: RateLimiterRedis;
    readonly #local: RateLimiterMemory;

    constructor(
      // The plugin passes its merged options, which have these two though its types do not say so.
      options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean },
      /** The route's part of the key ('POST /api/auth/login'); '' for the plugin's global store. */
      route = '',
    ) {
      // The shop uses neither; counting them differently in Redis and in process would be a trap.
      if (options.continueExceeding || options.exponentialBackoff) throw new Error('continueExceeding and exponentialBackoff are not supported by the shared rate-limit store');
      // ioredis is rate-limiter-flexible's default client (no useRedisPackage).
      this.#shared = new RateLimiterRedis({ ...COUNT_ONLY, storeClient: redis.client, keyPrefix: redis.key('rl', route) });
      this.#local = new RateLimiterMemory({ ...COUNT_ONLY, keyPrefix: route });
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      redis
        .attempt(
          () => this.#shared.penalty(key, 1, windowOf(timeWindow)),
          () => this.#local.penalty(key, 1, windowOf(timeWindow)),
        )
        .then((res: RateLimiterRes) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }), (err: Error) => callback(err));
    }

    child(routeOptions: FastifyRateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } }): FastifyRateLimitStore {
      const { method, url } = routeOptions.routeInfo ?? {};
      return new RedisRateLimitStore(routeOptions, method && url ? `${[method].flat().join(',')} ${url}` : '');
    }
  }
  return RedisRateLimitStore;
}
