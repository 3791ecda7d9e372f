// The production app (buildApp) for the benchmark: database from the environment, and a client
// folder holding static JSON files of the same size as the API answers, for the ratio.
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/connect.ts';

const config = loadConfig();
const database = openDatabase(config.database);
const app = await buildApp({
  config: { logLevel: 'warn', clientDir: process.env.BENCH_STATIC_DIR, orderRateLimit: config.orderRateLimit },
  database,
  logger: false,
});
await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.('ready');
// A clean exit on SIGTERM, so that a CPU profile (BENCH_PROFILE) is written.
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
