import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { LocalCacheBus, RedisCacheBus, type CacheBus } from './cache-bus.ts';
import { memoryFailureLimiters, type FailureLimiters } from './failure-limiter.ts';
import { noJobLock, RedisJobLock, type JobLock } from './job-lock.ts';
import { redisRateLimitStore } from './rate-limit-store.ts';
import type { ReadinessProbe } from './readiness-probe.ts';
import { redisFailureLimiters } from './redis-failure-limiter.ts';
import { SharedRedis } from './redis-connection.ts';

/**
 * What the app servers share (docs/decisions/0032): rate limits, failure counters, cache
 * invalidation and the background jobs' lock. In Redis with REDIS_URL, in this process without.
 */
export interface SharedState {
  /** @fastify/rate-limit's store; undefined: the plugin's own, in this process. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  failureLimiters: FailureLimiters;
  cacheBus: CacheBus;
  jobLock: JobLock;
  /** Redis's PING next to the database's in /readyz (the issue: ready when Redis, if configured, answers). */
  readinessProbes: ReadinessProbe[];
  close(): Promise<void>;
}

/** How long the app waits at start for its cache subscription once Redis answered. */
const SUBSCRIBE_WAIT_MS = 2000;

export interface SharedStateConfig {
  /** REDIS_URL; unset: everything in this process. */
  url?: string;
  /** REDIS_PREFIX. */
  prefix: string;
}

/**
 * Connects to Redis when configured, waiting a moment for its first answer so the first requests
 * count there; a Redis that does not answer delays nothing further (the fallbacks serve until it does).
 */
export async function openSharedState(config: SharedStateConfig, log: FastifyBaseLogger): Promise<SharedState> {
  if (!config.url) {
    return { failureLimiters: memoryFailureLimiters, cacheBus: new LocalCacheBus(), jobLock: noJobLock, readinessProbes: [], close: async () => undefined };
  }
  const redis = new SharedRedis(config.url, config.prefix, log);
  const cacheBus = new RedisCacheBus(redis);
  await redis.settled();
  // Subscribed before the first request, when Redis answers: a copy made before would wait for its minute.
  if (redis.available) await Promise.race([cacheBus.subscribed, new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref())]);
  return {
    rateLimitStore: redisRateLimitStore(redis),
    failureLimiters: redisFailureLimiters(redis),
    cacheBus,
    jobLock: new RedisJobLock(redis),
    readinessProbes: [{ name: 'redis', ping: () => redis.ping() }],
    close: () => redis.close(),
  };
}
