import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import type { DatabaseConfig } from '../../src/server/config.ts';
import { createTestDatabase, type TestDialect } from './databases.ts';
import type { TestApp } from './test-app.ts';

export interface RestartableTestApp extends TestApp {
  /**
   * Stops the app and closes its database connection, then starts a new app on the same
   * database, as a server restart does. `app`, `db` and `database` then point at the new one.
   */
  restart(): Promise<void>;
}

async function start(config: DatabaseConfig): Promise<{ app: FastifyInstance; database: Db }> {
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const app = await buildApp({ config: { logLevel: 'silent', clientDir: undefined }, database, logger: false });
  await app.ready();
  return { app, database };
}

/** The real app on a fresh, migrated database (no catalogue seed) that can be restarted; for tests of what persists. */
export async function createRestartableTestApp(dialect: TestDialect): Promise<RestartableTestApp> {
  const testDb = await createTestDatabase(dialect);
  let current = await start(testDb.config);
  const stop = async () => {
    await current.app.close();
    await current.database.close();
  };
  return {
    get app() {
      return current.app;
    },
    get db() {
      return current.database.db;
    },
    get database() {
      return current.database;
    },
    restart: async () => {
      await stop();
      current = await start(testDb.config);
    },
    close: async () => {
      await stop();
      await testDb.drop();
    },
  };
}
