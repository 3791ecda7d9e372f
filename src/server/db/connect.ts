import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '#server/config';
import type { Database } from './schema.ts';
import { ChangeFeed } from './change-feed.ts';
import { PgFlush } from './pg-flush.ts';
import { WalCheckpointer } from './wal-checkpointer.ts';
import { WalSync } from './wal-sync.ts';

export interface Db {
  db: Kysely<Database>;
  /**
   * PostgreSQL: notifications of catalogue changes (channel `catalogue_changed`, sent by the
   * catalogue_state trigger), so each app server can keep counts between them. SQLite: none,
   * reading is cheaper than any bookkeeping.
   */
  catalogueChanges?: ChangeFeed;
  /** Resolves once every write committed so far is on disk (await it before confirming a write). */
  durable(): Promise<void>;
  /** PostgreSQL: the pool's connections, for /metrics (docs/operating.md, Health and metrics). SQLite has one connection and none. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

// COUNT(*) and BIGINT money columns come back from pg as strings; every value we keep in them
// stays far below 2^53, so numbers are safe and keep one code path for both dialects.
const pgTypes = {
  getTypeParser(oid: number, format?: string) {
    if (oid === pg.types.builtins.INT8) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

/** Stands for a ROLLBACK when SQLite has already rolled the transaction back (see below). */
const NOTHING_TO_ROLL_BACK = { reader: false, run: () => ({ changes: 0, lastInsertRowid: 0 }) } as unknown as SQLite.Statement;

/**
 * Kysely prepares a new SQLite statement for every query; preparing was 7% of the CPU of a
 * checkout (profiled). Statements are reused per SQL text: execution is synchronous and Kysely
 * runs one query at a time on the connection, so sharing them is safe. The cache is bounded
 * (SQL with IN-lists of varying length would otherwise grow it without end).
 */
function withStatementCache(sqlite: SQLite.Database, limit = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      // SQLite ends the whole transaction itself when a statement fails with SQLITE_FULL (and
      // SQLITE_IOERR, SQLITE_NOMEM); Kysely's ROLLBACK after it then failed with "cannot rollback -
      // no transaction is active", and that error replaced the cause in the answer and the log.
      if (sql === 'rollback' && !sqlite.inTransaction) return NOTHING_TO_ROLL_BACK;
      let statement = cache.get(sql);
      if (!statement) {
        if (cache.size >= limit) cache.clear();
        statement = sqlite.prepare(sql);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

export function openDatabase(config: DatabaseConfig): Db {
  if (config.dialect === 'postgres') {
    // Commits do not wait for the WAL flush; durable() does, once for many (decision 0015).
    const pool = new pg.Pool({ connectionString: config.url, max: 10, types: pgTypes, options: '-c synchronous_commit=off' });
    // An idle connection can be cut (database restart, network): the pool replaces it. Without
    // a listener, Node would treat the error as fatal and stop the whole shop.
    pool.on('error', (err) => console.error(`PostgreSQL connection lost (the pool will reconnect): ${err.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const flush = new PgFlush(pool);
    let catalogueChanges: ChangeFeed | undefined;
    return {
      db,
      // Made on first use: scripts (migrate, seed) never listen.
      get catalogueChanges() {
        return (catalogueChanges ??= new ChangeFeed(config.url, 'catalogue_changed'));
      },
      durable: () => flush.barrier(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      // Scripts (migrate, seed) confirm to no one: their writes are flushed before they exit.
      close: async () => {
        await catalogueChanges?.stop();
        await flush.barrier().catch(() => undefined);
        await db.destroy();
      },
    };
  }
  if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL alone could lose the last committed transactions (orders) on power loss; the server
  // awaits durable() (one shared fsync of the WAL, off the event loop) before it confirms a write.
  // Group commit: docs/decisions/0009-group-commit.md.
  sqlite.pragma('synchronous = NORMAL');
  const walSync = config.file === ':memory:' ? undefined : new WalSync(`${config.file}-wal`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Gathers planner statistics where they are missing or stale (cheap when nothing changed).
  sqlite.pragma('optimize = 0x10002');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  // Checkpoints run on a worker thread, not in the commit that fills the WAL (decision 0014); it
  // holds the connection still for a moment when the WAL is to restart from its beginning.
  const checkpointer =
    config.file === ':memory:' ? undefined : new WalCheckpointer(config.file, (work) => db.connection().execute(() => work()));
  if (checkpointer) {
    sqlite.pragma('wal_autocheckpoint = 0');
    // A WAL that a burst of writes made long is cut back to 128 MB when it restarts.
    sqlite.pragma(`journal_size_limit = ${128 * 1024 * 1024}`);
  }
  return {
    db,
    durable: async () => walSync?.barrier(),
    close: async () => {
      await checkpointer?.stop();
      walSync?.close();
      await db.destroy();
    },
  };
}
