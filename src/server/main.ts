import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedCatalogIfEmpty } from './db/seed/seed-catalog.ts';
import { loadOrCreateSecretsKeyFile } from './modules/payments/secrets-key-file.ts';
import { ensureConfiguredAdmin } from './modules/accounts/admin-bootstrap.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  // React's production build for server rendering (it reads this when the renderer loads it):
  // its development build checks every element and runs several times slower.
  process.env.NODE_ENV ??= 'production';
  let config;
  let keyFile;
  try {
    config = loadConfig();
    keyFile = config.secretsKey ? undefined : loadOrCreateSecretsKeyFile(config.dataDir);
  } catch (err) {
    if (err instanceof ConfigError) {
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
  if (config.admin) {
    const result = await ensureConfiguredAdmin(database.db, config.admin);
    if (result !== 'skipped') app.log.info(`admin account ${config.admin.email} ${result}`);
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Hariyali is serving on ${config.database.dialect === 'sqlite' ? `SQLite ${config.database.file}` : 'PostgreSQL'}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
