import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/** Logged once when Redis stops answering, and once when it answers again (never per request). */
export const REDIS_DOWN_MESSAGE = 'Redis unreachable: rate limits and counters are kept in this process until it answers';
export const REDIS_BACK_MESSAGE = 'Redis answers again';

/**
 * Short timeouts: every login and rate-limited request asks Redis, so a Redis that does not answer
 * must cost a request half a second once, then nothing (the in-process fallback), never a hang.
 */
const CONNECT_TIMEOUT_MS = 1000;
const COMMAND_TIMEOUT_MS = 500;
/** Reconnection backoff: 100 ms doubling to 5 s, for ever (a Redis back after an hour is used again). */
const RETRY_MAX_MS = 5000;
/** While the connection is open but commands time out (a stalled Redis), a PING this often tells when it answers again. */
const RECHECK_MS = 1000;

const retryForever = (attempt: number) => Math.min(100 * 2 ** Math.min(attempt, 6), RETRY_MAX_MS);

/** The command connection: a command while disconnected fails at once (no offline queue), so the caller falls back at once. */
const COMMAND_CLIENT: RedisOptions = {
  connectTimeout: CONNECT_TIMEOUT_MS,
  commandTimeout: COMMAND_TIMEOUT_MS,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  retryStrategy: retryForever,
};

/**
 * The pub/sub connection: the cache bus subscribes on every 'ready' itself (cache-bus.ts), so it
 * knows when the subscription is back and what it may have missed.
 */
const SUBSCRIBER_CLIENT: RedisOptions = {
  connectTimeout: CONNECT_TIMEOUT_MS,
  maxRetriesPerRequest: null,
  autoResubscribe: false,
  retryStrategy: retryForever,
};

/**
 * This app server's connections to Redis (REDIS_URL, docs/decisions/0032): one for commands and
 * one subscribed to the cache channel (a subscribed connection can run nothing else). It tracks
 * whether Redis answers, so every user of it falls back to this process's own state at once
 * while it does not, and it logs each change of that once.
 */
export class SharedRedis {
  readonly client: Redis;
  readonly subscriber: Redis;
  #state: 'starting' | 'up' | 'down' = 'starting';
  #recheck?: NodeJS.Timeout;
  #closing = false;
  /** Errors Redis answered with (a full memory, a refused script), reported once each. */
  readonly #reported = new Set<string>();

  constructor(
    url: string,
    /** The start of every key and channel (REDIS_PREFIX): two shops on one Redis keep apart. */
    readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.client = new Redis(url, COMMAND_CLIENT);
    this.client.on('ready', () => this.#markUp());
    // Every failed reconnection emits one: the state changes, and is logged, only once.
    this.client.on('error', (err: Error) => this.#markDown(err));
    this.client.on('close', () => this.#markDown());
    this.subscriber = new Redis(url, SUBSCRIBER_CLIENT);
    // The command connection's state is the one reported; without a listener ioredis prints every failed reconnection.
    this.subscriber.on('error', () => undefined);
  }

  /** A key or channel of this shop: the prefix, then the parts joined by ':'. */
  key(...parts: string[]): string {
    return this.prefix + parts.join(':');
  }

  /** Whether commands go to Redis now (else callers use this process's state). */
  get available(): boolean {
    return this.#state === 'up' && this.client.status === 'ready';
  }

  /**
   * Resolves once Redis answered, or failed to, or after `timeoutMs`: the app starts on Redis when
   * it is there, and without waiting when it is not (requests fall back until it answers).
   */
  settled(timeoutMs = CONNECT_TIMEOUT_MS * 2): Promise<void> {
    if (this.#state !== 'starting') return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off('ready', done).off('error', done).off('close', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.client.once('ready', done).once('error', done).once('close', done);
    });
  }

  /**
   * Runs `command` on Redis when it answers, else `fallback`; a command that fails (a lost
   * connection, a timeout) marks Redis down and falls back, so the request is never refused
   * because of Redis.
   */
  async attempt<T>(command: (redis: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
    if (!this.available) return fallback();
    try {
      return await command(this.client);
    } catch (err) {
      this.#failed(err as Error);
      return fallback();
    }
  }

  /** The readiness probe: PING, which fails at once while disconnected. */
  async ping(): Promise<void> {
    await this.client.ping();
  }

  async close(): Promise<void> {
    this.#closing = true;
    clearInterval(this.#recheck);
    await Promise.all([this.client, this.subscriber].map((c) => (c.status === 'ready' ? c.quit().then(() => undefined, () => c.disconnect()) : c.disconnect())));
  }

  #failed(err: Error): void {
    // Redis answered, with an error (out of memory, a script it refuses): it is up, and the
    // fallback serves the request; logged once per kind, as a misconfiguration to fix.
    if (err.name === 'ReplyError') {
      if (!this.#reported.has(err.message)) {
        this.#reported.add(err.message);
        this.log.error({ reason: err.message }, 'Redis refused a command: this process counts on its own for it');
      }
      return;
    }
    this.#markDown(err);
  }

  #markDown(err?: Error): void {
    if (this.#closing) return;
    if (this.#state !== 'down') {
      this.#state = 'down';
      // The reason only (ECONNREFUSED, a timeout): never the address, which may hold a password.
      this.log.warn({ reason: err?.message }, REDIS_DOWN_MESSAGE);
    }
    // Still connected, yet not answering (a stalled server): no 'ready' event will say when it is back.
    if (this.client.status === 'ready' && !this.#recheck) {
      this.#recheck = setInterval(() => {
        this.client.ping().then(() => this.#markUp(), () => undefined);
      }, RECHECK_MS);
      this.#recheck.unref();
    }
  }

  #markUp(): void {
    if (this.#closing) return;
    clearInterval(this.#recheck);
    this.#recheck = undefined;
    const was = this.#state;
    this.#state = 'up';
    if (was === 'down') {
      this.log.info(REDIS_BACK_MESSAGE);
    } else if (was === 'starting') {
      this.log.info('Redis answers: rate limits, failure counters, cache invalidation and job locks are shared with the other app servers');
    }
  }
}
