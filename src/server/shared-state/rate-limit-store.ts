import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { LuaScript } from './lua-script.ts';
import type { SharedRedis } from './redis-connection.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/**
 * One request counted in a fixed window, atomically: the first request of a window starts its
 * expiry, the others read what is left of it. A key left without an expiry (never by this
 * script, but by hand) gets one rather than counting for ever.
 */
const COUNT = new LuaScript(`
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`);

/** Keys one route counts in this process at most (then it starts again): a flood of addresses cannot grow it without bound. */
const MAX_LOCAL_KEYS = 50_000;

/**
 * The same fixed window in this process, for while Redis does not answer (and what the plugin's
 * own store does without REDIS_URL).
 */
export class LocalWindows {
  readonly #windows = new Map<string, { current: number; endsAt: number }>();

  count(key: string, timeWindow: number, now = Date.now()): Counted {
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.#windows.size >= MAX_LOCAL_KEYS) this.#windows.clear();
      window = { current: 0, endsAt: now + timeWindow };
      this.#windows.set(key, window);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  }
}

/**
 * @fastify/rate-limit's store on Redis (its `store` option; the plugin builds it with its global
 * options and asks it for a child per rate-limited route): every app server counts the same
 * requests, so a limit holds whichever server gets them (docs/decisions/0032). While Redis does
 * not answer, each server counts in its own process, as without REDIS_URL.
 */
export function redisRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  class RedisRateLimitStore implements FastifyRateLimitStore {
    readonly #local = new LocalWindows();

    constructor(
      // The plugin passes its merged options, which have these two though its types do not say so.
      options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean },
      /** The route's part of the key ('POST /api/auth/login'); '' for the plugin's global store. */
      private readonly route = '',
    ) {
      // The shop uses neither; counting them differently in Redis and in process would be a trap.
      if (options.continueExceeding || options.exponentialBackoff) throw new Error('continueExceeding and exponentialBackoff are not supported by the shared rate-limit store');
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      redis
        .attempt(
          async (client) => {
            const [current, ttl] = (await COUNT.run(client, [redis.key('rl', this.route, key)], [timeWindow])) as [number, number];
            return { current, ttl };
          },
          () => this.#local.count(`${this.route} ${key}`, timeWindow),
        )
        .then((counted) => callback(null, counted), (err: Error) => callback(err));
    }

    child(routeOptions: FastifyRateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } }): FastifyRateLimitStore {
      const { method, url } = routeOptions.routeInfo ?? {};
      return new RedisRateLimitStore(routeOptions, method && url ? `${[method].flat().join(',')} ${url}` : '');
    }
  }
  return RedisRateLimitStore;
}
