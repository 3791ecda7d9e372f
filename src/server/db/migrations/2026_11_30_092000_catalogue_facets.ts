import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Which SQL dialect `db` speaks: this migration's own copy of dialectOf (db/dialect-of.ts), frozen with it. */
const dialectOf = (db: Kysely<any>): 'sqlite' | 'postgres' => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/**
 * The catalogue's filters (docs/decisions/0055-catalogue-facets.md): an index for the pack size,
 * the one filter without one. The filters count products by seller, pack size and being in stock
 * (docs/decisions/0055-catalogue-facets.md), and each app server keeps those counts under the
 * catalogue's version (catalogue_state, migration 2026_11_25_100000). So the version now also
 * changes when a product's vendor or pack changes, and when its stock runs out or comes back
 * (crosses zero): not on every sale, which would drop every server's kept searches and pages at
 * each checkout.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // A pack size is a narrow filter (a few products of 100,000): found through this index, not by
  // walking the name order past every other product (docs/decisions/0055).
  await sql`create index products_pack_idx on products (is_active, pack_size, pack_unit)`.execute(db);
  if (dialectOf(db) === 'postgres') {
    await sql`create trigger products_facets_version after update of vendor_id, pack_size, pack_unit
      on products for each statement execute function catalogue_version_bump()`.execute(db);
    // Per row, with its condition: a checkout's stock update fires it only for a product it sells out.
    await sql`create trigger products_stock_version after update of stock on products
      for each row when ((old.stock > 0) is distinct from (new.stock > 0)) execute function catalogue_version_bump()`.execute(db);
    return;
  }
  const bump = 'update catalogue_state set version = version + 1 where id = 1;';
  await sql.raw(`create trigger products_facets_version after update of vendor_id, pack_size, pack_unit on products begin ${bump} end`).execute(db);
  await sql.raw(`create trigger products_stock_version after update of stock on products when (old.stock > 0) <> (new.stock > 0) begin ${bump} end`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const on = dialectOf(db) === 'postgres' ? ' on products' : '';
  for (const name of ['products_facets_version', 'products_stock_version']) await sql.raw(`drop trigger ${name}${on}`).execute(db);
  await sql`drop index products_pack_idx`.execute(db);
}
