import fs from 'node:fs';
import { promisify } from 'node:util';
import { GroupBarrier } from './group-barrier.ts';

const fsyncAsync = promisify(fs.fsync);

/**
 * Group commit for SQLite in WAL mode. The connection runs with `synchronous = NORMAL`: a commit
 * appends its frames to the WAL file without waiting for the disk. Before the server acknowledges
 * a write, it awaits `barrier()`, which fsyncs the WAL file on libuv's thread pool (4 threads,
 * shared with file writes, password hashing and sharp: modules/media/photo-queue.ts keeps photos
 * to one of them, so photos never take every thread); everything
 * committed before that fsync started is then on disk. Writes arriving while one fsync runs share
 * the next one, so a busy checkout pays one fsync for many orders, and the event loop never stops
 * for the disk (with `synchronous = FULL` every commit blocked it for one fsync).
 *
 * Durability is the same as FULL for every answer the shop gives: a write is confirmed only after
 * its WAL frames are synced. SQLite itself syncs the WAL before each checkpoint and the database
 * file after it (NORMAL's documented behaviour), so frames are never overwritten before they are
 * in the database file. See docs/decisions/0009-group-commit.md.
 */
export class WalSync {
  #fd: number | undefined;
  readonly #group = new GroupBarrier(() => this.#syncOnce());

  constructor(
    private readonly walPath: string,
    private readonly fsync: (fd: number) => Promise<void> = fsyncAsync,
  ) {}

  /** Resolves once every transaction committed before this call is durable. */
  barrier(): Promise<void> {
    return this.#group.barrier();
  }

  close(): void {
    if (this.#fd !== undefined) fs.closeSync(this.#fd);
    this.#fd = undefined;
  }

  async #syncOnce(): Promise<void> {
    const fd = this.#openWal();
    if (fd !== undefined) await this.fsync(fd);
  }

  /** The WAL file's descriptor, reopened if SQLite replaced the file; undefined while there is none. */
  #openWal(): number | undefined {
    let onDisk: fs.Stats;
    try {
      onDisk = fs.statSync(this.walPath);
    } catch {
      // No WAL file: nothing has been written since the last clean close.
      this.close();
      return undefined;
    }
    if (this.#fd !== undefined && fs.fstatSync(this.#fd).ino !== onDisk.ino) this.close();
    this.#fd ??= fs.openSync(this.walPath, 'r');
    return this.#fd;
  }
}
