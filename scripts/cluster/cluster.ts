// The real topology on one machine (issue 18): nginx -> N app servers -> the local PostgreSQL and
// Redis. `npm run cluster` (scripts/cluster.ts) runs it by hand; tests/cluster and bench/cluster.ts
// start and stop it with startCluster().
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer, type AppServer } from './app-server.ts';
import { portsFrom } from './free-port.ts';
import { createClusterDatabase, DEFAULT_ADMIN_DATABASE_URL, DEFAULT_REDIS_URL, dropRedisKeys, findNginx, missingServices } from './local-services.ts';
import { writeNginxConfig } from './nginx-config.ts';
import { startNginx, type NginxProcess } from './nginx-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ClusterOptions {
  /** App servers behind nginx (default 3). */
  servers?: number;
  /** nginx's port (default: 8080 when free, else any free port); 0 starts no nginx. */
  nginxPort?: number;
  /** The first app server's port (default: 3101 when it and the next ones are free, else free ports). */
  firstAppPort?: number;
  /** Adds X-Upstream (the app server that answered) to nginx's answers (tests). */
  upstreamHeader?: boolean;
  /** More environment for the app servers (e.g. ORDER_RATE_LIMIT for a benchmark). */
  env?: Record<string, string>;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
  /** Where to create the cluster's database (a role that may create databases); default clusterServices(). */
  adminDatabaseUrl?: string;
}

export interface Cluster {
  /** nginx's address: the shop (undefined with nginxPort 0). */
  url: string | undefined;
  servers: AppServer[];
  /** The cluster's own PostgreSQL database (dropped by stop). */
  databaseUrl: string;
  admin: { email: string; password: string };
  /** The folder of the nginx configuration and every log. */
  dir: string;
  /** Starts again the app server at `index` (after a crash), and waits until it is ready. */
  restart(index: number): Promise<void>;
  /** Stops nginx, then every app server (gracefully), drops the database and the Redis keys, removes the folder unless keepDir. */
  stop(options?: { keepDir?: boolean }): Promise<void>;
}

/** The settings from the environment: where PostgreSQL and Redis are. */
export const clusterServices = () => ({
  adminUrl: process.env.CLUSTER_ADMIN_DATABASE_URL || DEFAULT_ADMIN_DATABASE_URL,
  redisUrl: process.env.CLUSTER_REDIS_URL || DEFAULT_REDIS_URL,
});

/** What is missing to start a cluster here (empty: nothing). */
export function clusterMissing(adminDatabaseUrl?: string): Promise<string[]> {
  const { adminUrl, redisUrl } = clusterServices();
  return missingServices(adminDatabaseUrl ?? adminUrl, redisUrl);
}

const READY_MS = 240_000;

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const count = options.servers ?? 3;
  const { redisUrl } = clusterServices();
  const adminUrl = options.adminDatabaseUrl ?? clusterServices().adminUrl;
  const missing = await clusterMissing(adminUrl);
  if (missing.length) throw new Error(`Cannot start the cluster:\n  ${missing.join('\n  ')}`);
  const nginxBin = findNginx()!;

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-cluster-'));
  const database = await createClusterDatabase(adminUrl);
  const servers: AppServer[] = [];
  let nginx: NginxProcess | undefined;
  const id = randomBytes(4).toString('hex');
  const admin = { email: `admin.${id}@cluster.example.in`, password: randomBytes(12).toString('hex') };
  const appPorts = await portsFrom(options.firstAppPort ?? 3101, count);
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    // Its own keys on a Redis other things use: nothing of another run or another shop is read.
    REDIS_PREFIX: `hariyali-cluster-${id}:`,
    // nginx on this machine: its X-Forwarded-For is the farmer's address.
    TRUST_PROXY: '127.0.0.1',
    // Every server seals and opens payment secrets with the same key.
    SECRETS_KEY: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // Files other than the database: one folder all servers share, as UPLOADS_DIR on a shared volume.
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...options.env,
  };
  fs.mkdirSync(env.DATA_DIR!, { recursive: true });

  const stop: Cluster['stop'] = async ({ keepDir = false } = {}) => {
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
    await dropRedisKeys(redisUrl, env.REDIS_PREFIX!);
    if (!keepDir) fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The first server alone: it builds the client if the build is missing or stale, migrates the
    // new database and seeds it. The others then start on a built client and a ready database
    // (three builds or three migrations at once would fight).
    log(`starting app server 1 of ${count} on port ${appPorts[0]} (builds the client first if needed)...`);
    servers.push(startAppServer(root, appPorts[0]!, env, dir));
    await servers[0]!.ready(READY_MS);
    log(`starting app servers on ports ${appPorts.slice(1).join(', ')}...`);
    for (const port of appPorts.slice(1)) servers.push(startAppServer(root, port, env, dir));
    await Promise.all(servers.slice(1).map((s) => s.ready(READY_MS)));

    let url: string | undefined;
    if (options.nginxPort !== 0) {
      const [nginxPort] = await portsFrom(options.nginxPort ?? 8080, 1);
      const conf = writeNginxConfig({ dir, root, listenPort: nginxPort!, appPorts, upstreamHeader: options.upstreamHeader });
      nginx = await startNginx(nginxBin, conf, nginxPort!);
      url = `http://127.0.0.1:${nginxPort}`;
    }
    return {
      url,
      servers,
      databaseUrl: database.url,
      admin,
      dir,
      stop,
      async restart(index) {
        const old = servers[index]!;
        if (old.running()) await old.stop();
        servers[index] = startAppServer(root, old.port, env, dir);
        await servers[index]!.ready(READY_MS);
      },
    };
  } catch (err) {
    await stop({ keepDir: true }).catch(() => {});
    throw new Error(`${(err as Error).message}\n(logs kept in ${dir})`);
  }
}
