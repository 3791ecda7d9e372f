// The machine's own services the cluster runs on: nginx (the binary), PostgreSQL and Redis
// (running). Each is looked for, never installed or started here.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';

/** The PostgreSQL the cluster creates its database in (a role that may create databases). */
export const DEFAULT_ADMIN_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** The nginx binary (NGINX_BIN, else nginx on PATH, else Debian's /usr/sbin/nginx), or undefined. */
export function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX_BIN, 'nginx', '/usr/sbin/nginx'].filter(Boolean) as string[]) {
    const result = spawnSync(candidate, ['-v'], { encoding: 'utf8' });
    if (result.status === 0) return candidate;
  }
  return undefined;
}

/** Whether PostgreSQL answers at `url` within 2 s. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether Redis at `url` answers PING within 2 s (a plain RESP exchange: no client library needed). */
export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname || '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    // A password-protected Redis answers -NOAUTH: it is there, and the app servers authenticate.
    socket.once('data', (data) => done(/^(\+PONG|-NOAUTH)/.test(data.toString())));
  });
}

/** What is missing for a cluster on this machine, one readable line each (empty: all there). */
export async function missingServices(adminUrl = DEFAULT_ADMIN_DATABASE_URL, redisUrl = DEFAULT_REDIS_URL): Promise<string[]> {
  const missing: string[] = [];
  if (!findNginx()) missing.push('nginx is not installed (Debian: apt install nginx; or set NGINX_BIN)');
  if (!(await postgresAnswers(adminUrl))) missing.push(`PostgreSQL does not answer at ${redacted(adminUrl)} (set CLUSTER_ADMIN_DATABASE_URL)`);
  if (!(await redisAnswers(redisUrl))) missing.push(`Redis does not answer at ${redacted(redisUrl)} (set CLUSTER_REDIS_URL)`);
  return missing;
}

/** A URL without its password, for messages. */
export function redacted(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(an address that does not parse)';
  }
}

export interface ClusterDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database hariyali_cluster_<random> through `adminUrl`; `drop` removes it. */
export async function createClusterDatabase(adminUrl: string): Promise<ClusterDatabase> {
  const name = `hariyali_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        // The app servers are stopped by now; a killed one's connections may linger a moment.
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Removes every key under `prefix` (the cluster's own, REDIS_PREFIX): nothing of a run stays behind. */
export async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
