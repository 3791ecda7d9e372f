import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { seedCatalogIfEmpty } from '../../src/server/db/seed/seed-catalog.ts';
import type { OrderHooks } from '../../src/server/modules/orders/orders.service.ts';
import { createTestDatabase, type TestDialect } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  database: Db;
  close(): Promise<void>;
}

/** The real app on a fresh, migrated database of the given dialect (seeded with the catalogue unless told not to). */
export async function createTestApp(
  dialect: TestDialect,
  options: { seed?: boolean; clientDir?: string; orderHooks?: OrderHooks; orderRateLimit?: number } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase(dialect);
  const database = openDatabase(testDb.config);
  await migrateToLatest(database.db);
  if (options.seed !== false) await seedCatalogIfEmpty(database.db);
  const app = await buildApp({
    // Order tests place dozens of orders from one account in a second.
    config: { logLevel: 'silent', clientDir: options.clientDir, orderRateLimit: options.orderRateLimit ?? 1000 },
    database,
    logger: false,
    orderHooks: options.orderHooks,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await testDb.drop();
    },
  };
}
