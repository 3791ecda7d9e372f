import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Which SQL dialect `db` speaks: this migration's own copy of dialectOf (db/dialect-of.ts), frozen with it. */
const dialectOf = (db: Kysely<any>): 'sqlite' | 'postgres' => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/**
 * A number that changes whenever what a search finds or how it orders could change: a product
 * added or deleted, shown or hidden, renamed, re-described, moved or repriced. Stock changes (every
 * checkout) leave it alone. Each app server keeps search results under it (search-cache.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('catalogue_state').values({ id: 1, version: 0 }).execute();

  if (dialectOf(db) === 'postgres') {
    // The notification reaches every app server listening when the change commits (ChangeFeed).
    await sql`create function catalogue_version_bump() returns trigger language plpgsql as $$
      begin
        update catalogue_state set version = version + 1 where id = 1;
        perform pg_notify('catalogue_changed', '');
        return null;
      end $$`.execute(db);
    // Once per statement: a change of many rows bumps it once.
    await sql`create trigger products_catalogue_version after insert or delete or update of is_active, category, name, description, price_paise
      on products for each statement execute function catalogue_version_bump()`.execute(db);
    return;
  }
  for (const [name, event] of [
    ['products_version_insert', 'insert'],
    ['products_version_delete', 'delete'],
    ['products_version_update', 'update of is_active, category, name, description, price_paise'],
  ] as const) {
    await sql.raw(`create trigger ${name} after ${event} on products begin update catalogue_state set version = version + 1 where id = 1; end`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger products_catalogue_version on products`.execute(db);
    await sql`drop function catalogue_version_bump()`.execute(db);
  } else {
    for (const name of ['products_version_insert', 'products_version_delete', 'products_version_update']) await sql.raw(`drop trigger ${name}`).execute(db);
  }
  await db.schema.dropTable('catalogue_state').execute();
}
