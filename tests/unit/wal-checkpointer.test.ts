import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Generated, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';
import { WalCheckpointer } from '../../src/server/db/wal-checkpointer.ts';

const FRAME_BYTES = 4096 + 24;

/**
 * Writes `commits` small transactions one after another on a WAL database whose checkpoints run
 * on the worker (restarting the WAL at `restartFrames`); answers the longest the WAL file grew, in
 * frames. A count, not a time: every machine writes the same.
 */
async function steadyWrites(file: string, restartFrames: number, commits: number): Promise<number> {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('wal_autocheckpoint = 0');
  const db = new Kysely<{ t: { id: Generated<number>; body: string } }>({ dialect: new SqliteDialect({ database: sqlite }) });
  const checkpointer = new WalCheckpointer(file, (work) => db.connection().execute(() => work()), { intervalMs: 20, restartFrames });
  try {
    await sql`create table t (id integer primary key, body text)`.execute(db);
    // Counted from the worker's first checkpoint: before it, nothing checkpoints at all.
    await checkpointer.running;
    let longest = 0;
    for (let i = 0; i < commits; i++) {
      await db.transaction().execute((trx) => trx.insertInto('t').values({ body: 'x'.repeat(1000) }).execute());
      longest = Math.max(longest, fs.statSync(`${file}-wal`).size / FRAME_BYTES);
      // Lets the worker's messages in, as a server's event loop would between requests.
      await new Promise((r) => setImmediate(r));
    }
    return longest;
  } finally {
    await checkpointer.stop();
    await db.destroy();
  }
}

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

  it('brings a WAL that steady writes keep busy back to its beginning', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-checkpoint-'));
    // Without restarts, checkpoints beside the writer seldom catch its last frames: the WAL grows
    // (21,600 frames on a quiet machine; on a loaded one the writer pauses and some restarts happen).
    const unbounded = await steadyWrites(path.join(dir, 'never.db'), Number.POSITIVE_INFINITY, 8000);
    const bounded = await steadyWrites(path.join(dir, 'restarts.db'), 200, 8000);
    expect(bounded).toBeLessThan(1500);
    expect(unbounded).toBeGreaterThan(bounded * 2);
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
