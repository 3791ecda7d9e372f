/**
 * What a failed write says about the disk under the database: it is full, or it takes no writes.
 * Either way nothing was saved, the request can be tried again once an operator frees space or
 * remounts the disk, and the server must say so (503 storage_unavailable, /readyz 503) instead of a
 * 500 that looks like a defect (docs/decisions/0039-full-disk.md).
 */
export type StorageFailure = 'full' | 'read_only';

/** Node's (fs, the WAL's fsync) and the databases' codes for each condition. */
const FULL = new Set([
  'ENOSPC', // no space left on the device
  'EDQUOT', // the user's disk quota is used up
  'SQLITE_FULL', // SQLite: database or disk is full (also past PRAGMA max_page_count)
  '53100', // PostgreSQL: disk_full
]);
const READ_ONLY = new Set([
  'EROFS', // a read-only file system
  'SQLITE_READONLY', // SQLite: attempt to write a readonly database (and its extended codes below)
  '25006', // PostgreSQL: read_only_sql_transaction (a standby, or default_transaction_read_only)
]);

/** The condition an error reports, or undefined for any other error (a defect stays a 500). */
export function storageFailureOf(err: unknown): StorageFailure | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  if (FULL.has(code)) return 'full';
  // SQLITE_READONLY_DBMOVED, SQLITE_READONLY_DIRECTORY, SQLITE_READONLY_ROLLBACK ...
  if (READ_ONLY.has(code) || code.startsWith('SQLITE_READONLY_')) return 'read_only';
  return undefined;
}

/** The cause in words, with the code and the database's own message, for the log. */
export function describeStorageFailure(failure: StorageFailure, err: unknown): string {
  const { code, message } = err as { code?: string; message?: string };
  const what = failure === 'full' ? 'the disk holding the database is full' : 'the database or the disk holding it is read-only';
  return `${what} (${code}: ${message})`;
}
