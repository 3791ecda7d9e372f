import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '#server/config';

/** A temporary name beside `file`, in the same folder so the final rename stays on one file system. */
export function temporaryNameFor(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.partial`);
}

/** Syncs a file's bytes, or a folder's entries (a rename in it), to disk. */
function fsyncPath(target: string, flags: 'r' | 'r+'): void {
  const fd = fs.openSync(target, flags);
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export const fsyncFile = (file: string) => fsyncPath(file, 'r+');

/** Makes a rename in `dir` itself durable (the folder's entry), not only the file's bytes. */
export const fsyncDir = (dir: string) => fsyncPath(dir, 'r');

/**
 * Puts a finished temporary file at `file`: synced first, so a crash never leaves a half file
 * under the final name. Without `overwrite` it is linked into place, which fails if the name
 * appeared meanwhile (a second backup to the same name), instead of replacing it.
 */
export function moveIntoPlace(temp: string, file: string, overwrite: boolean): void {
  fsyncFile(temp);
  if (overwrite) {
    fs.renameSync(temp, file);
  } else {
    try {
      fs.linkSync(temp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new ConfigError(`${file} already exists (written while this ran): add --force to replace it`);
      throw err;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  fsyncDir(path.dirname(file));
}

/**
 * Writes a backup through a temporary file beside `out`: `write` fills it and returns what to
 * report; the file is then made the owner's only (it holds password hashes and sealed secrets)
 * and moved into place. On any failure the temporary file is removed and `out` is untouched.
 */
export async function writeBackupFile<T>(out: string, force: boolean, write: (temp: string) => Promise<T>): Promise<T> {
  const temp = temporaryNameFor(out);
  try {
    const result = await write(temp);
    fs.chmodSync(temp, 0o600);
    moveIntoPlace(temp, out, force);
    return result;
  } catch (err) {
    fs.rmSync(temp, { force: true });
    throw err;
  }
}

/** Refuses an existing output unless --force, and a missing folder, before any work starts. */
export function checkOutput(file: string, force: boolean): void {
  const dir = path.dirname(file);
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new ConfigError(`The folder ${dir} does not exist`);
  const existing = fs.statSync(file, { throwIfNoEntry: false });
  if (existing?.isDirectory()) throw new ConfigError(`${file} is a folder: give a file name`);
  if (existing && !force) throw new ConfigError(`${file} already exists: add --force to replace it`);
}

/** The first bytes of a file, to tell a SQLite backup from a pg_dump archive. */
export function backupKind(file: string): 'sqlite' | 'postgres' | 'unknown' {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const read = fs.readSync(fd, head, 0, 16, 0);
    const text = head.subarray(0, read).toString('latin1');
    if (text.startsWith('SQLite format 3\0')) return 'sqlite';
    // pg_dump's custom format (-Fc) begins with "PGDMP".
    if (text.startsWith('PGDMP')) return 'postgres';
    return 'unknown';
  } finally {
    fs.closeSync(fd);
  }
}
