import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

/** The cheapest question the database can answer: it is there and takes queries. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * A write that needs new room in the database: a row of 16 KB (several pages, more than an order
 * writes) inserted and deleted in one transaction, so the table stays empty. It fails as an order
 * would while the disk is full (SQLITE_FULL, 53100) or read-only (SQLITE_READONLY, 25006).
 */
export async function probeWrite(db: Kysely<Database>): Promise<void> {
  const id = randomBytes(16).toString('hex');
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('storage_probes').values({ id, filler: randomBytes(8192).toString('hex') }).execute();
    await trx.deleteFrom('storage_probes').where('id', '=', id).execute();
  });
}
