import type { Db } from '#server/db/connect';
import type { ReadinessProbe } from '#server/shared-state/readiness-probe';
import { pingDatabase, probeWrite } from './health.repository.ts';

/*
 * What app.ts, which composes /readyz, /metrics and the storage state, asks of the database. Each
 * reads `database.db` when it runs.
 */

/** /readyz's database probe: the database is there and takes queries. */
export function databaseProbe(database: Pick<Db, 'db'>): ReadinessProbe {
  return { name: 'database', ping: () => pingDatabase(database.db) };
}

/**
 * StorageState's check of the disk (docs/decisions/0039-full-disk.md): a write that needs new
 * room, then everything written is on disk. It fails while the disk is full or read-only.
 */
export function storageWriteCheck(database: Pick<Db, 'db' | 'durable'>): () => Promise<void> {
  return async () => {
    await probeWrite(database.db);
    await database.durable();
  };
}
