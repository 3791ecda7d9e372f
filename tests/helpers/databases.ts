import { describe } from 'vitest';
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
