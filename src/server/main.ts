import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedCatalogIfEmpty } from './seed/seed-catalog.ts';
import { loadOrCreateSecretsKeyFile } from '#server/modules/payments';
import { ensureConfiguredAdmin } from '#server/modules/accounts';
import { checkWritableFolders, databaseStartSentence, StartError } from './start-checks.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** How long requests under way may take to finish once SIGTERM arrives (systemd's default stop timeout is 90 s). */
const SHUTDOWN_GRACE_MS = 10_000;

/** The configuration once read: what a failure at start is explained with (main().catch). */
let started: ReturnType<typeof loadConfig> | undefined;

async function main(): Promise<void> {
  // React's production build for server rendering (it reads this when the renderer loads it):
  // its development build checks every element and runs several times slower.
  process.env.NODE_ENV ??= 'production';
  let config;
  let keyFile;
  try {
    config = started = loadConfig();
    // A read-only, full or missing folder is named in a sentence before anything writes to it.
    checkWritableFolders(config);
    keyFile = config.secretsKey ? undefined : loadOrCreateSecretsKeyFile(config.dataDir);
  } catch (err) {
    if (err instanceof ConfigError || err instanceof StartError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = openDatabase(config.database);
  const app = await buildApp({
    // CLIENT_DIR serves a client built elsewhere (vite build --outDir); the default is this checkout's build.
    config: { ...config, clientDir: process.env.CLIENT_DIR || path.join(projectRoot, 'dist/client') },
    database,
    secretsKey: config.secretsKey ?? keyFile!.key,
  });
  if (keyFile?.created) app.log.info(`created the payment secrets key ${keyFile.file}: back it up with the database`);
  if (keyFile && config.database.dialect === 'postgres') {
    // Every app server must seal and open payment secrets with the same key.
    app.log.warn(`SECRETS_KEY is not set: using ${keyFile.file}. With several app servers on one PostgreSQL database, set the same SECRETS_KEY on all of them.`);
  }

  const applied = await migrateToLatest(database.db);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  const seeded = await seedCatalogIfEmpty(database.db);
  if (seeded) app.log.info(`seeded ${seeded} catalogue products`);
  // Products are searched by their uses' crops and problems (docs/decisions/0055): an existing
  // shop's get them on its first start with them, before this server answers a search.
  await app.fillSearchTerms();
  if (config.admin) {
    const result = await ensureConfiguredAdmin(database.db, config.admin);
    if (result !== 'skipped') app.log.info(`admin account ${config.admin.email} ${result}`);
  }

  // Graceful shutdown (docs/operating.md, Health and metrics). app.close() turns /readyz to 503 (modules/health/drain.ts),
  // stops accepting connections, closes idle keep-alive ones, answers requests that arrive on busy
  // ones with 503 and Connection: close (Fastify's return503OnClosing), and waits for requests
  // under way, whose answers close their connections (drain.ts); then its onClose hooks stop the
  // background timers and the mail worker. The database
  // closes last, once nothing uses it. A second signal, or SHUTDOWN_GRACE_MS without an end, exits
  // at once: what was confirmed is on disk (durable() before every write's answer), and a
  // transaction cut short is rolled back by the database.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} received again: exiting without waiting for requests under way`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received, shutting down: finishing requests under way (at most ${SHUTDOWN_GRACE_MS / 1000} s)`);
    const deadline = setTimeout(() => {
      app.log.error(`requests still under way after ${SHUTDOWN_GRACE_MS / 1000} s: exiting without them`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    try {
      await app.close();
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Hariyali is serving on ${config.database.dialect === 'sqlite' ? `SQLite ${config.database.file}` : 'PostgreSQL'}`);
}

main().catch((err) => {
  // The database's disk full or read-only, its file not to be opened: a sentence, not a stack
  // trace (nothing in the code is wrong). Anything else is shown whole.
  const sentence = started ? databaseStartSentence(started, err) : undefined;
  console.error(sentence ?? err);
  process.exit(1);
});
