import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * A Lua script run atomically by Redis: sent once, then called by its SHA-1 (EVALSHA); sent again
 * when Redis does not have it (NOSCRIPT: a restarted or flushed Redis).
 */
export class LuaScript {
  readonly sha: string;

  constructor(readonly source: string) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }

  async run(redis: Redis, keys: string[], args: Array<string | number>): Promise<unknown> {
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (err) {
      if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
      return redis.eval(this.source, keys.length, ...keys, ...args);
    }
  }
}
