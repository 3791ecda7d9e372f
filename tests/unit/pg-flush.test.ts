import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.ts';

// PostgreSQL group commit (docs/decisions/0015): commits do not wait for the WAL flush, and
// durable() returns only once the WAL is flushed past every commit made before it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL asynchronous commit with a shared flush', () => {
  let scratch: TestDatabase;
  let database: Db;
  beforeAll(async () => {
    scratch = await createTestDatabase('postgres');
    database = openDatabase(scratch.config);
    await sql`create table flush_probe (id serial primary key, body text)`.execute(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('commits without waiting for the flush', async () => {
    const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(database.db);
    expect(rows[0]?.synchronous_commit).toBe('off');
  });

  it('flushes the WAL past earlier commits before durable() resolves, once for many callers', async () => {
    for (let round = 0; round < 20; round++) {
      await database.db.transaction().execute((trx) => sql`insert into flush_probe (body) values (${'x'.repeat(2000)})`.execute(trx));
      // Where the WAL ends now lies past that commit's record.
      const { rows: written } = await sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(database.db);
      await Promise.all([database.durable(), database.durable(), database.durable()]);
      const { rows: flushed } = await sql<{ ok: boolean }>`select pg_current_wal_flush_lsn() >= ${written[0]!.lsn}::pg_lsn as ok`.execute(database.db);
      expect(flushed[0]?.ok).toBe(true);
    }
  });
});
