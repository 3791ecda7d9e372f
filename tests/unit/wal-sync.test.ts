import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WalSync } from '../../src/server/db/wal-sync.ts';

/** An fsync that the test finishes by hand, recording when each one started. */
function manualFsync() {
  const calls: { fd: number; done: () => void }[] = [];
  const fsync = (fd: number) => new Promise<void>((resolve) => calls.push({ fd, done: resolve }));
  return { calls, fsync };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('WalSync (group commit)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-walsync-'));
  const wal = path.join(dir, 'shop.db-wal');
  afterEach(() => fs.rmSync(wal, { force: true }));

  it('confirms a write only after an fsync that started after it, and shares that fsync among waiting writes', async () => {
    fs.writeFileSync(wal, 'frames');
    const { calls, fsync } = manualFsync();
    const sync = new WalSync(wal, fsync);
    const settled: string[] = [];

    const first = sync.barrier().then(() => settled.push('first'));
    await tick();
    expect(calls).toHaveLength(1);
    // Three writes commit while that fsync runs: it may have started before them, so they wait
    // for the next one, which all three share.
    const later = [1, 2, 3].map((n) => sync.barrier().then(() => settled.push(`later ${n}`)));
    await tick();
    expect(calls).toHaveLength(1);

    calls[0]!.done();
    await first;
    await tick();
    expect(settled).toEqual(['first']);
    expect(calls).toHaveLength(2);

    calls[1]!.done();
    await Promise.all(later);
    expect(settled).toEqual(['first', 'later 1', 'later 2', 'later 3']);
    expect(calls).toHaveLength(2);
    sync.close();
  });

  it('syncs the WAL file itself, and follows SQLite when it replaces the file', async () => {
    fs.writeFileSync(wal, 'frames');
    const synced: number[] = [];
    const sync = new WalSync(wal, async (fd) => {
      synced.push(fs.fstatSync(fd).ino);
    });
    await sync.barrier();
    fs.rmSync(wal);
    fs.writeFileSync(wal, 'new frames');
    await sync.barrier();
    expect(synced).toEqual([synced[0], fs.statSync(wal).ino]);
    sync.close();
  });

  it('has nothing to sync while there is no WAL file', async () => {
    let calls = 0;
    const sync = new WalSync(wal, async () => {
      calls++;
    });
    await sync.barrier();
    expect(calls).toBe(0);
  });

  it('passes an fsync failure to every write waiting on it', async () => {
    fs.writeFileSync(wal, 'frames');
    const sync = new WalSync(wal, async () => {
      throw new Error('EIO');
    });
    await expect(sync.barrier()).rejects.toThrow('EIO');
    sync.close();
  });
});
