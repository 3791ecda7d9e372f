import { randomUUID } from 'node:crypto';
import { LuaScript } from './lua-script.ts';
import type { SharedRedis } from './redis-connection.ts';

/**
 * How long a server may hold a job's lock. Longer than a run takes; a server that dies holding it
 * keeps the others off for at most this long, and a run that outlasts it may meet another
 * server's, which the jobs allow (see JobLock).
 */
export const JOB_LEASE_MS = 60_000;

/** Deletes the lock only if it is still this run's (its lease may have expired and passed to another server). */
const RELEASE = new LuaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`);

/**
 * One run of a background job (the unpaid-order sweep, the seed lot sweep, the mail worker) at a
 * time across the app servers. Only to save duplicated work: every job is already safe when two
 * servers run it at once (each order is cancelled, each message claimed, by a compare-and-set in
 * the database), so without Redis, or while it does not answer, every server runs its beats.
 */
export interface JobLock {
  /** Runs `work` unless another server runs this job now: then 'skipped'. */
  run<T>(job: string, work: () => Promise<T>): Promise<T | 'skipped'>;
}

/** One server: nothing to coordinate with. */
export const noJobLock: JobLock = { run: (_job, work) => work() };

/** `SET <prefix>job:<name> <token> NX PX <lease>`, released by compare-and-delete (docs/decisions/0032). */
export class RedisJobLock implements JobLock {
  constructor(
    private readonly redis: SharedRedis,
    private readonly leaseMs = JOB_LEASE_MS,
  ) {}

  async run<T>(job: string, work: () => Promise<T>): Promise<T | 'skipped'> {
    const key = this.redis.key('job', job);
    const token = randomUUID();
    // Redis down: 'run', as every server would without Redis.
    const taken = await this.redis.attempt(async (client) => ((await client.set(key, token, 'PX', this.leaseMs, 'NX')) === 'OK' ? 'taken' : 'held'), () => 'run' as const);
    if (taken === 'held') return 'skipped';
    try {
      return await work();
    } finally {
      // Left to expire if Redis does not answer now.
      if (taken === 'taken') await this.redis.attempt((client) => RELEASE.run(client, [key], [token]), () => 0);
    }
  }
}
