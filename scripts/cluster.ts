// npm run cluster: the shop as several machines would run it, on this one: nginx on 127.0.0.1:8080
// (or a free port) -> 3 app servers (3101-3103) -> a new database on the local PostgreSQL, and the
// local Redis. Ctrl+C stops everything and drops the database.
//   CLUSTER_SERVERS=5 npm run cluster                     five app servers
//   CLUSTER_ADMIN_DATABASE_URL=postgres://... npm run cluster   another PostgreSQL (a role that may create databases)
//   CLUSTER_REDIS_URL=redis://... npm run cluster         another Redis
import { startCluster } from './cluster/cluster.ts';

const cluster = await startCluster({
  servers: Number(process.env.CLUSTER_SERVERS ?? 3),
  nginxPort: process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : undefined,
  log: (line) => console.log(line),
}).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});

console.log(`
Hariyali is serving at ${cluster.url}
  nginx          ${cluster.dir}/nginx.conf (logs in ${cluster.dir}/logs)
  app servers    ${cluster.servers.map((s) => s.url).join('  ')} (logs ${cluster.dir}/app-PORT.log)
  database       ${cluster.databaseUrl.replace(/\/\/[^@]*@/, '//')} (dropped at the end)
  admin          ${cluster.admin.email} / ${cluster.admin.password}
Ctrl+C stops it.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping nginx and the app servers, dropping the database...');
    cluster.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
