// The cluster part of the benchmark (issue 18): checkout at 50 buyers on PostgreSQL, on one app
// server, then through nginx on three (scripts/cluster: the deploy/ configuration on this
// machine, shared state in Redis), in the same run, with the same load (checkout.ts).
//   tsx bench/cluster.ts                 BENCH_SECONDS=8 per run by default
//   CLUSTER_ADMIN_DATABASE_URL=postgres://... tsx bench/cluster.ts    another PostgreSQL
// From bench/run.ts: `import { runClusterBench } from './cluster.ts'; await runClusterBench(DURATION, benchUrl);`
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { clusterMissing, startCluster } from '../scripts/cluster/cluster.ts';
import { openDatabase } from '../src/server/db/connect.ts';
import { runCheckoutScenario } from './checkout.ts';

interface Setup {
  title: string;
  servers: number;
  nginx: boolean;
  redis: boolean;
}

const SETUPS: Setup[] = [
  // As one server runs in production: no nginx in the way of the measure, no Redis (one process
  // keeps its own limits).
  { title: 'one app server (no nginx, no Redis)', servers: 1, nginx: false, redis: false },
  // The cost of the topology alone: nginx in front and the shared state in Redis.
  { title: 'nginx -> one app server, Redis', servers: 1, nginx: true, redis: true },
  { title: 'nginx -> three app servers, Redis', servers: 3, nginx: true, redis: true },
];

/**
 * `adminDatabaseUrl`: the PostgreSQL to create each run's database in (a role that may create
 * databases; e.g. BENCH_DATABASE_URL); default CLUSTER_ADMIN_DATABASE_URL or the local server.
 */
export async function runClusterBench(seconds = Number(process.env.BENCH_SECONDS ?? 8), adminDatabaseUrl?: string): Promise<void> {
  const missing = await clusterMissing(adminDatabaseUrl);
  if (missing.length) {
    console.log(`\nCluster checkout skipped: ${missing.join('; ')}`);
    return;
  }
  console.log(`\nCheckout on PostgreSQL, one app server and several behind nginx (${os.cpus().length} cores shared by everything, ${seconds} s per run):`);
  for (const setup of SETUPS) {
    console.log(`\n ${setup.title}:`);
    const cluster = await startCluster({
      servers: setup.servers,
      adminDatabaseUrl,
      nginxPort: setup.nginx ? undefined : 0,
      // Thousands of orders a second from 50 accounts; errors only in the logs.
      env: { ORDER_RATE_LIMIT: '100000000', LOG_LEVEL: 'error', ...(setup.redis ? {} : { REDIS_URL: '' }) },
    });
    try {
      const database = openDatabase({ dialect: 'postgres', url: cluster.databaseUrl });
      try {
        await runCheckoutScenario(database.db, cluster.url ?? cluster.servers[0]!.url, seconds);
      } finally {
        await database.close();
      }
    } finally {
      await cluster.stop();
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runClusterBench();
}
