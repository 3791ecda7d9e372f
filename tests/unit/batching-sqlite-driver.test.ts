import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BatchingSqliteDialect, type BatchLimits } from '../../src/server/db/batching-sqlite-driver.ts';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';

// Transaction batching on SQLite (docs/decisions/0014): transactions that run in the same turn of
// the event loop commit together, each still all or nothing, and durable() tells when they are in.
describe('SQLite transaction batching', () => {
  let dir: string;
  let database: Db;
  /** Another connection to the same file: it sees only what SQLite has committed. */
  let observer: SQLite.Database;
  const committedIds = () => (observer.prepare('select id from t order by id').all() as Array<{ id: number }>).map((r) => r.id);
  const insert = (id: number) => (trx: Kysely<any>) => sql`insert into t (id) values (${id})`.execute(trx);

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-batching-'));
    database = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'shop.db') });
    await sql`create table t (id integer primary key)`.execute(database.db);
    await sql`create table parent (id integer primary key)`.execute(database.db);
    await sql`create table child (id integer primary key, parent_id integer references parent(id) deferrable initially deferred)`.execute(database.db);
    await database.durable();
    observer = new SQLite(path.join(dir, 'shop.db'), { readonly: true });
  });
  afterEach(async () => {
    observer.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('commits transactions of the same turn together: none is visible elsewhere before durable()', async () => {
    await Promise.all([1, 2, 3].map((id) => database.db.transaction().execute(insert(id))));
    expect(committedIds()).toEqual([]);
    await database.durable();
    expect(committedIds()).toEqual([1, 2, 3]);
  });

  it('rolls back a failing transaction alone, keeping the others of its batch', async () => {
    const results = await Promise.allSettled([
      database.db.transaction().execute(insert(1)),
      database.db.transaction().execute(async (trx) => {
        await insert(2)(trx);
        throw new Error('out of stock');
      }),
      database.db.transaction().execute(insert(3)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    await database.durable();
    expect(committedIds()).toEqual([1, 3]);
  });

  it('undoes the whole batch when its commit fails, and durable() says so; the next batch commits', async () => {
    // A deferred foreign key is checked only at COMMIT: the shared commit of the batch fails.
    await Promise.all([
      database.db.transaction().execute(insert(1)),
      database.db.transaction().execute((trx) => sql`insert into child (id, parent_id) values (1, 99)`.execute(trx)),
    ]);
    await expect(database.durable()).rejects.toThrow(/FOREIGN KEY/);
    expect(committedIds()).toEqual([]);
    expect(observer.prepare('select count(*) as n from child').get()).toEqual({ n: 0 });

    await database.db.transaction().execute(insert(2));
    await database.durable();
    expect(committedIds()).toEqual([2]);
  });

  it('commits a batch at its size or age limit without waiting for the turn to end', async () => {
    // Its own connection with chosen limits, to the same file (the shop's connection stays idle).
    const limited = (limits: BatchLimits) => {
      const sqlite = new SQLite(path.join(dir, 'shop.db'));
      const dialect = new BatchingSqliteDialect({ database: sqlite }, sqlite, limits);
      return { db: new Kysely<any>({ dialect }), dialect };
    };
    const bySize = limited({ transactions: 5, openMs: 60_000 });
    for (let id = 1; id <= 5; id++) await bySize.db.transaction().execute(insert(id));
    expect(committedIds()).toEqual([1, 2, 3, 4, 5]);
    await bySize.db.transaction().execute(insert(6));
    expect(committedIds()).toHaveLength(5);
    await bySize.dialect.driver.committed();
    expect(committedIds()).toHaveLength(6);
    await bySize.db.destroy();

    const byAge = limited({ transactions: 1000, openMs: 0 });
    await byAge.db.transaction().execute(insert(7));
    expect(committedIds()).toContain(7);
    await byAge.db.destroy();
  });

  it('commits an open batch when the connection closes right after it (closing would roll it back)', async () => {
    await database.db.transaction().execute(insert(1));
    await database.db.destroy();
    expect(committedIds()).toEqual([1]);
  });

  it('lets a statement outside any transaction commit on its own when no batch is open', async () => {
    await sql`insert into t (id) values (7)`.execute(database.db);
    expect(committedIds()).toEqual([7]);
  });
});
