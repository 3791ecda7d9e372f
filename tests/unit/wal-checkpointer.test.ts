import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';

// Checkpoints run on a worker thread (docs/decisions/0014): the server's connection never copies
// the WAL into the database file itself, yet the file receives the committed pages.
describe('WAL checkpoints on a worker thread', () => {
  let dir: string | undefined;
  let database: Db | undefined;
  afterEach(async () => {
    await database?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies committed pages into the database file without a checkpoint on the server connection', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-checkpoint-'));
    const file = path.join(dir, 'shop.db');
    database = openDatabase({ dialect: 'sqlite', file });
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(database.db);
    expect(rows[0]?.wal_autocheckpoint).toBe(0);

    await sql`create table t (id integer primary key, body text)`.execute(database.db);
    const sizeBefore = fs.statSync(file).size;
    // About 200 pages: far below the 1,000 at which SQLite itself would have checkpointed.
    await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 200; i++) await sql`insert into t (body) values (${'x'.repeat(3000)})`.execute(trx);
    });
    await database.durable();

    const deadline = Date.now() + 5000;
    while (fs.statSync(file).size < sizeBefore + 200 * 3000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(fs.statSync(file).size).toBeGreaterThanOrEqual(sizeBefore + 200 * 3000);
  });

  it('stops with the database, leaving no WAL behind', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-checkpoint-'));
    const file = path.join(dir, 'shop.db');
    const db = openDatabase({ dialect: 'sqlite', file });
    await sql`create table t (id integer primary key)`.execute(db.db);
    await db.durable();
    await db.close();
    // The last connection to close checkpoints and removes the WAL: the worker's closed first.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
  });
});
