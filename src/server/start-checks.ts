import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config.ts';
import { storageFailureOf } from './db/storage-errors.ts';

/**
 * Why the shop cannot start where it was told to keep its files, in one sentence for the operator
 * (main.ts prints it and exits 1, with no stack trace: nothing in the code is wrong).
 */
export class StartError extends Error {}

/** A folder the shop writes to, named as its setting is. */
interface Folder {
  setting: 'DATA_DIR' | 'UPLOADS_DIR';
  dir: string;
  /** What the shop keeps there, for the sentence. */
  holds: string;
}

/**
 * Checks, before anything opens them, that the folders the shop writes are folders it can write:
 * DATA_DIR (the SQLite database and the payment secrets key, when those are kept there) and
 * UPLOADS_DIR (product photos). A small file is written, synced and removed in each, so a read-only
 * or full disk is found here, and named, rather than as an EROFS or ENOSPC stack trace from
 * wherever the first write happens to be.
 */
export function checkWritableFolders(config: Pick<AppConfig, 'dataDir' | 'uploadsDir' | 'database' | 'secretsKey'>): void {
  const folders: Folder[] = [];
  const dataHolds = [config.database.dialect === 'sqlite' ? 'its database' : undefined, config.secretsKey ? undefined : 'its payment secrets key'].filter(Boolean);
  if (dataHolds.length) folders.push({ setting: 'DATA_DIR', dir: config.dataDir, holds: dataHolds.join(' and ') });
  folders.push({ setting: 'UPLOADS_DIR', dir: config.uploadsDir, holds: 'uploaded product photos' });
  for (const folder of folders) checkWritable(folder);
}

function checkWritable(folder: Folder): void {
  const probe = path.join(folder.dir, `.write-check-${randomBytes(6).toString('hex')}`);
  try {
    fs.mkdirSync(folder.dir, { recursive: true });
    const fd = fs.openSync(probe, 'wx');
    try {
      // A page's worth: a disk with no room left refuses it (an empty file would still be created).
      fs.writeSync(fd, Buffer.alloc(4096));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
      fs.rmSync(probe, { force: true });
    }
  } catch (err) {
    throw new StartError(folderSentence(folder, err) ?? `${folder.setting} ${folder.dir} cannot be written (${(err as Error).message}): the shop cannot keep ${folder.holds} there.`);
  }
}

function folderSentence({ setting, dir, holds }: Folder, err: unknown): string | undefined {
  switch ((err as { code?: string }).code) {
    case 'EROFS':
      return `${setting} ${dir} is read-only: the shop cannot write ${holds} there.`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `No space left on the disk holding ${setting} ${dir}: the shop cannot write ${holds} there. Free some space, then start the shop again.`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `${setting} ${dir} is not a folder (a file is in its place or on its path): the shop keeps ${holds} there.`;
    case 'EACCES':
    case 'EPERM':
      return `${setting} ${dir} cannot be written by this user (permission denied): the shop cannot write ${holds} there.`;
    default:
      return undefined;
  }
}

/**
 * The sentence for an error met while opening or migrating the database at start, when it is the
 * disk's (full, read-only) or the file's (cannot be opened); undefined for anything else, which is
 * then shown with its stack (a defect, or a database that is not there).
 */
export function databaseStartSentence(config: Pick<AppConfig, 'dataDir' | 'database'>, err: unknown): string | undefined {
  const where = config.database.dialect === 'sqlite' ? `the database ${config.database.file}` : 'the PostgreSQL database (DATABASE_URL)';
  const { code, message } = err as { code?: string; message?: string };
  if (code === 'SQLITE_CANTOPEN') {
    return `${where} cannot be opened (${code}: ${message}): DATA_DIR ${config.dataDir} must be a folder this user can write, and hariyali.db in it a file.`;
  }
  const failure = storageFailureOf(err);
  if (failure === 'full') {
    return config.database.dialect === 'sqlite'
      ? `No space left on the disk holding DATA_DIR ${config.dataDir}: the shop cannot write its database there (${code}). Free some space, then start the shop again.`
      : `${where} has no space left on its disk (${code}: ${message}): the shop cannot save there.`;
  }
  if (failure === 'read_only') return `${where} is read-only (${code}: ${message}): the shop cannot save there.`;
  return undefined;
}
