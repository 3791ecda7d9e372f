import { afterEach, describe } from 'vitest';
import type { Kysely } from 'kysely';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { createScratchDatabase, type ScratchDatabase, type TestDialect } from './scratch-database.ts';

export type { TestDialect };
export type TestDatabase = ScratchDatabase;

/**
 * Runs an integration suite once per dialect: SQLite always; PostgreSQL when TEST_DATABASE_URL
 * is set, reported as skipped when it is not. With CI=true a missing TEST_DATABASE_URL fails the
 * run, so CI never silently drops PostgreSQL.
 */
export function describeEachDialect(title: string, suite: (dialect: TestDialect) => void): void {
  const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
  if (!hasPostgres && process.env.CI === 'true') {
    throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suites cannot be skipped in CI');
  }
  describe(`${title} on sqlite`, () => suite('sqlite'));
  describe.skipIf(!hasPostgres)(`${title} on postgres`, () => suite('postgres'));
}

/** A fresh database of its own for one test file (PostgreSQL through TEST_DATABASE_URL). */
export function createTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
  return createScratchDatabase(dialect, process.env.TEST_DATABASE_URL);
}

/**
 * For tests that each need an empty database of their own (migrations, start-up): the function it
 * returns creates and opens one; after each test it is closed and dropped.
 */
export function freshDatabaseEachTest(dialect: TestDialect): () => Promise<Kysely<Database>> {
  let testDb: TestDatabase | undefined;
  let database: Db | undefined;
  afterEach(async () => {
    await database?.close();
    await testDb?.drop();
    database = testDb = undefined;
  });
  return async () => {
    testDb = await createTestDatabase(dialect);
    database = openDatabase(testDb.config);
    return database.db;
  };
}
