import type { Kysely } from 'kysely';

/**
 * Where /readyz tries a write while the database's disk is full or read-only
 * (modules/health/storage-state.ts): a row is inserted and deleted in one transaction, so the table
 * is always empty, and it belongs to no domain, so the probe touches nothing the shop sells.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('storage_probes')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('filler', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('storage_probes').execute();
}
