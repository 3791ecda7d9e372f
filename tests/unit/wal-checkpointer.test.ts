import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Generated, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';
import { WalCheckpointer } from '../../src/server/db/wal-checkpointer.ts';

const FRAME_BYTES = 4096 + 24;

/** The WAL header's checkpoint sequence number: SQLite adds one each time it writes the WAL from its beginning again. */
function walGeneration(file: string): number {
  const header = Buffer.alloc(16);
  const fd = fs.openSync(`${file}-wal`, 'r');
  try {
    fs.readSync(fd, header, 0, 16, 0);
  } finally {
    fs.closeSync(fd);
  }
  return header.readUInt32BE(12);
}

interface SteadyWrites {
  /** Times the checkpointer held the connection still. */
  holds: number;
  /** Of those, how many were followed by a commit that wrote the WAL from its beginning again. */
  restartedAfterHold: number;
  /** The WAL's length in frames when each hold began: the checkpointer holds only past `restartFrames`. */
  framesAtHold: number[];
  commits: number;
}

/**
 * Writes small transactions one after another, never pausing, on a WAL database whose checkpoints
 * run on the worker, until the checkpointer has held the connection `holdsWanted` times or
 * `maxCommits` are written. It counts what the mechanism promises, not how far the WAL grew
 * between restarts: that depends on how the machine shares its time between the writer and the
 * worker (from 700 to 1,650 frames at 200 here, quiet or loaded), and an earlier frame bound failed
 * on a loaded CI machine.
 */
async function steadyWrites(file: string, restartFrames: number, holdsWanted: number, maxCommits: number): Promise<SteadyWrites> {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('wal_autocheckpoint = 0');
  const db = new Kysely<{ t: { id: Generated<number>; body: string } }>({ dialect: new SqliteDialect({ database: sqlite }) });
  const result: SteadyWrites = { holds: 0, restartedAfterHold: 0, framesAtHold: [], commits: 0 };
  let generationAtHold: number | undefined;
  // The server's own hold (src/server/db/connect.ts), noting the WAL as it begins and ends.
  const hold = (work: () => Promise<void>) =>
    db.connection().execute(async () => {
      result.framesAtHold.push(fs.statSync(`${file}-wal`).size / FRAME_BYTES);
      await work();
      result.holds++;
      generationAtHold = walGeneration(file);
    });
  const checkpointer = new WalCheckpointer(file, hold, { intervalMs: 20, restartFrames });
  try {
    await sql`create table t (id integer primary key, body text)`.execute(db);
    // Counted from the worker's first checkpoint: before it, nothing checkpoints at all.
    await checkpointer.running;
    while (result.holds < holdsWanted && result.commits < maxCommits) {
      await db.transaction().execute((trx) => trx.insertInto('t').values({ body: 'x'.repeat(1000) }).execute());
      result.commits++;
      if (generationAtHold !== undefined) {
        if (walGeneration(file) !== generationAtHold) result.restartedAfterHold++;
        generationAtHold = undefined;
      }
      // Lets the worker's messages in, as a server's event loop would between requests.
      await new Promise((r) => setImmediate(r));
    }
    return result;
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
    // Under steady writes a checkpoint beside the writer seldom catches its last frames, so SQLite
    // seldom begins the WAL again (decision 0014). Past 200 frames the checkpointer holds the
    // connection still while the worker copies the last ones; the very next commit then writes
    // the WAL from its beginning, each time.
    const bounded = await steadyWrites(path.join(dir, 'restarts.db'), 200, 5, 200_000);
    expect(bounded.holds).toBe(5);
    expect(bounded.restartedAfterHold).toBe(5);
    for (const frames of bounded.framesAtHold) expect(frames).toBeGreaterThanOrEqual(200);

    // Below its threshold it never holds the server's connection.
    const unbounded = await steadyWrites(path.join(dir, 'never.db'), Number.POSITIVE_INFINITY, 1, 8000);
    expect(unbounded).toMatchObject({ holds: 0, commits: 8000 });
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
