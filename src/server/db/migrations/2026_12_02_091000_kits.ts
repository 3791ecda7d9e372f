import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Which SQL dialect `db` speaks: this migration's own copy of dialectOf (db/dialect-of.ts), frozen with it. */
const dialectOf = (db: Kysely<any>): 'sqlite' | 'postgres' => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/**
 * Kits (docs/product-rules.md 48, docs/decisions/0064):
 * - `kit_parts`: a kit's parts (shop products that are not kits) and how many of each one kit
 *   holds, in the admin's order. The rows go with their kit; a part in a kit cannot be deleted.
 * - A kit's `products.stock` follows its parts: the fewest whole kits its parts' stock makes,
 *   0 while a part is not in the shop. Kept by triggers on the parts' stock and `is_active` and on
 *   kit_parts, as catalogue_counts is (migration 2026_11_24_220000). On PostgreSQL they run at the
 *   commit (deferred), under one transaction-level lock: two orders taking parts of one kit in
 *   different orders would otherwise each hold a part and wait for the kit's row.
 * - A change of kit_parts moves the catalogue's version (a kit's page lists its parts).
 * - `order_items.kit_product_id`, `kit_name`, `kit_names` and `kit_quantity`: the kit a part's
 *   line was sold in, as sold, so its documents and the buyer's order list the parts under it.
 */

/** A kit's stock from its parts, for the kit row `kit` (an SQL expression naming its id). */
const kitStock = (kit: string) =>
  `coalesce((select min(case when p.is_active = 1 then p.stock / kp.quantity else 0 end) from kit_parts kp join products p on p.id = kp.part_id where kp.kit_id = ${kit}), 0)`;

/** The key of the transaction lock every kit stock change on PostgreSQL takes (any fixed number). */
const KIT_LOCK = 640_064;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('kit_parts')
    .addColumn('kit_id', 'varchar(64)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('part_id', 'varchar(64)', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('kit_parts_pkey', ['kit_id', 'part_id'])
    .execute();
  await db.schema.createIndex('kit_parts_part_idx').on('kit_parts').columns(['part_id']).execute();
  await db.schema.alterTable('order_items').addColumn('kit_product_id', 'varchar(64)').execute();
  await db.schema.alterTable('order_items').addColumn('kit_name', 'text').execute();
  await db.schema.alterTable('order_items').addColumn('kit_names', 'text').execute();
  await db.schema.alterTable('order_items').addColumn('kit_quantity', 'integer').execute();

  // A kit's page shows its parts: a change moves the catalogue's version, so the pages kept
  // rendered under it are rendered anew (migration 2026_11_25_100000, page-cache.ts).
  if (dialectOf(db) === 'postgres') {
    await sql`create trigger kit_parts_catalogue_version after insert or delete or update on kit_parts for each statement execute function catalogue_version_bump()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`create trigger kit_parts_version_${event} after ${event} on kit_parts begin update catalogue_state set version = version + 1 where id = 1; end`).execute(db);
    }
  }

  if (dialectOf(db) === 'postgres') {
    await sql
      .raw(
        `create function kit_stock_follows() returns trigger language plpgsql as $$
      declare
        changed varchar(64);
      begin
        if tg_table_name = 'kit_parts' then
          if tg_op = 'DELETE' then changed := old.kit_id; else changed := new.kit_id; end if;
          perform pg_advisory_xact_lock(${KIT_LOCK});
          update products set stock = ${kitStock('products.id')} where id = changed and stock <> ${kitStock('products.id')};
          return null;
        end if;
        if exists (select 1 from kit_parts where part_id = new.id) then
          perform pg_advisory_xact_lock(${KIT_LOCK});
          update products set stock = ${kitStock('products.id')}
            where id in (select kit_id from kit_parts where part_id = new.id) and stock <> ${kitStock('products.id')};
        end if;
        -- A kit's own stock set by hand (the product form) goes back to what its parts make.
        if exists (select 1 from kit_parts where kit_id = new.id) then
          update products set stock = ${kitStock('products.id')} where id = new.id and stock <> ${kitStock('products.id')};
        end if;
        return null;
      end $$`,
      )
      .execute(db);
    await sql`create constraint trigger products_kit_stock after update of stock, is_active on products
      deferrable initially deferred for each row execute function kit_stock_follows()`.execute(db);
    await sql`create constraint trigger kit_parts_kit_stock after insert or update or delete on kit_parts
      deferrable initially deferred for each row execute function kit_stock_follows()`.execute(db);
    return;
  }
  await sql
    .raw(
      `create trigger products_kit_stock_parts after update of stock, is_active on products begin
    update products set stock = ${kitStock('products.id')}
      where id in (select kit_id from kit_parts where part_id = new.id) and stock <> ${kitStock('products.id')};
  end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger products_kit_stock_own after update of stock on products when exists (select 1 from kit_parts where kit_id = new.id) begin
    update products set stock = ${kitStock('products.id')} where id = new.id and stock <> ${kitStock('products.id')};
  end`,
    )
    .execute(db);
  for (const [name, event, row] of [
    ['kit_parts_stock_insert', 'insert', 'new'],
    ['kit_parts_stock_update', 'update', 'new'],
    ['kit_parts_stock_delete', 'delete', 'old'],
  ] as const) {
    await sql
      .raw(
        `create trigger ${name} after ${event} on kit_parts begin
      update products set stock = ${kitStock('products.id')} where id = ${row}.kit_id and stock <> ${kitStock('products.id')};
    end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger products_kit_stock on products`.execute(db);
    await sql`drop trigger kit_parts_kit_stock on kit_parts`.execute(db);
    await sql`drop trigger kit_parts_catalogue_version on kit_parts`.execute(db);
    await sql`drop function kit_stock_follows()`.execute(db);
  } else {
    for (const name of ['products_kit_stock_parts', 'products_kit_stock_own', 'kit_parts_stock_insert', 'kit_parts_stock_update', 'kit_parts_stock_delete', 'kit_parts_version_insert', 'kit_parts_version_update', 'kit_parts_version_delete']) await sql`drop trigger ${sql.raw(name)}`.execute(db);
  }
  for (const column of ['kit_quantity', 'kit_names', 'kit_name', 'kit_product_id']) await db.schema.alterTable('order_items').dropColumn(column).execute();
  await db.schema.dropTable('kit_parts').execute();
}
