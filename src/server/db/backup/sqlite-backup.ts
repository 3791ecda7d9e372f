import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ConfigError } from '#server/config';
import { moveIntoPlace, temporaryNameFor, writeBackupFile } from './files.ts';
import { summarize, type DatabaseSummary } from './summary.ts';

/** Runs plain SQL on a better-sqlite3 handle for summarize(). */
const runner = (db: SQLite.Database) => async (query: string) => db.prepare(query).all() as Array<Record<string, unknown>>;

/** Fails with SQLite's own findings unless the file passes `PRAGMA integrity_check`. */
function checkIntegrity(db: SQLite.Database, name: string): void {
  const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
  const findings = rows.map((r) => r.integrity_check).filter((r) => r !== 'ok');
  if (findings.length) throw new ConfigError(`${name} fails SQLite's integrity check:\n  ${findings.slice(0, 10).join('\n  ')}`);
}

/**
 * A consistent copy of the live database through SQLite's online backup API, while the server
 * keeps writing. SQLite restarts a backup whenever another process writes between two of its
 * steps, so under steady orders a page-by-page copy might never finish; all pages are copied in
 * one step instead, inside one read transaction: one snapshot (in WAL mode writers go on, only
 * the WAL's restart waits for it). Written under a temporary name and renamed at the end.
 */
export async function backupSqlite(source: string, out: string, force: boolean): Promise<DatabaseSummary> {
  if (!fs.existsSync(source)) throw new ConfigError(`There is no database at ${source} (check DATA_DIR)`);
  return writeBackupFile(out, force, async (temp) => {
    const db = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      // The first step only opens the backup; every later one copies all remaining pages.
      await db.backup(temp, { progress: () => 0x7fffffff });
    } finally {
      db.close();
    }
    // What is reported is read from the copy itself: what a restore will give.
    const copy = new SQLite(temp, { fileMustExist: true });
    try {
      // The copy keeps the source's WAL mode; one self-contained file is what a backup should be.
      copy.pragma('journal_mode = DELETE');
      checkIntegrity(copy, 'The backup');
      return await summarize(runner(copy));
    } finally {
      copy.close();
      for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${temp}${suffix}`, { force: true });
    }
  });
}

/**
 * True when another connection (a running server) has the database open. Leaving WAL mode needs
 * the only connection; it is asked for only of a database a forced restore is about to replace.
 */
function inUse(file: string): boolean {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    const mode = db.pragma('journal_mode = DELETE', { simple: true });
    return mode !== 'delete';
  } catch (err) {
    if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY') || (err as { code?: string }).code?.startsWith('SQLITE_LOCKED')) return true;
    throw err;
  } finally {
    db.close();
  }
}

/**
 * Puts a backup in place as DATA_DIR's database. Refuses an existing database unless `force`,
 * and always refuses one a server has open. The copy is checked (integrity_check) before it
 * replaces anything; stale -wal/-shm files of the old database are removed, or SQLite would
 * replay the old database's log onto the restored one.
 */
export async function restoreSqlite(backup: string, target: string, force: boolean): Promise<DatabaseSummary> {
  const exists = fs.existsSync(target);
  if (exists && !force) throw new ConfigError(`${target} already exists: restore into an empty data folder, or add --force to replace that database (the server must be stopped)`);
  if (exists && inUse(target)) throw new ConfigError(`${target} is open in another process: stop the server before restoring`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = temporaryNameFor(target);
  try {
    fs.copyFileSync(backup, temp);
    const copy = new SQLite(temp, { fileMustExist: true });
    try {
      checkIntegrity(copy, backup);
      if (!copy.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get()) {
        throw new ConfigError(`${backup} is a SQLite database but not a Hariyali one (it has no kysely_migration table)`);
      }
    } finally {
      copy.close();
    }
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${target}${suffix}`, { force: true });
    moveIntoPlace(temp, target, true);
  } catch (err) {
    fs.rmSync(temp, { force: true });
    throw err;
  }
  const restored = new SQLite(target, { fileMustExist: true });
  try {
    // The mode the server runs in; it would set it on start too.
    restored.pragma('journal_mode = WAL');
    checkIntegrity(restored, target);
    return await summarize(runner(restored));
  } finally {
    restored.close();
  }
}
