import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Which SQL dialect `db` speaks: this migration's own copy of dialectOf (db/dialect-of.ts), frozen with it. */
const dialectOf = (db: Kysely<any>): 'sqlite' | 'postgres' => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/**
 * How many products are on sale in each category, kept by triggers on every insert, delete and
 * change of `is_active` or `category` (docs/decisions/0017: "Showing X of Y" without counting 100,000 rows on
 * every request). Stock and price changes (every checkout) do not touch it. One row per category
 * of CATEGORY_SLUGS: a new category needs a migration that adds its row.
 */

/** The categories when this migration was written (CATEGORY_SLUGS of src/shared/catalog.ts then): its own copy. */
const CATEGORY_SLUGS = ['seeds', 'equipment', 'fertilizers', 'pesticides', 'tools'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_counts')
    .addColumn('category', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('active_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('catalogue_counts').values(CATEGORY_SLUGS.map((category) => ({ category, active_count: 0 }))).execute();
  await sql`update catalogue_counts set active_count = (select count(*) from products where products.is_active = 1 and products.category = catalogue_counts.category)`.execute(db);

  if (dialectOf(db) === 'postgres') {
    await sql`create function catalogue_count() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.is_active = 1 then
          update catalogue_counts set active_count = active_count - 1 where category = old.category;
        end if;
        if tg_op in ('UPDATE', 'INSERT') and new.is_active = 1 then
          update catalogue_counts set active_count = active_count + 1 where category = new.category;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger products_catalogue_count after insert or delete or update of is_active, category on products
      for each row execute function catalogue_count()`.execute(db);
    return;
  }
  await sql`create trigger products_count_insert after insert on products when new.is_active = 1 begin
    update catalogue_counts set active_count = active_count + 1 where category = new.category;
  end`.execute(db);
  await sql`create trigger products_count_delete after delete on products when old.is_active = 1 begin
    update catalogue_counts set active_count = active_count - 1 where category = old.category;
  end`.execute(db);
  await sql`create trigger products_count_update after update of is_active, category on products begin
    update catalogue_counts set active_count = active_count - 1 where old.is_active = 1 and category = old.category;
    update catalogue_counts set active_count = active_count + 1 where new.is_active = 1 and category = new.category;
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger products_catalogue_count on products`.execute(db);
    await sql`drop function catalogue_count()`.execute(db);
  } else {
    for (const name of ['products_count_insert', 'products_count_delete', 'products_count_update']) await sql`drop trigger ${sql.raw(name)}`.execute(db);
  }
  await db.schema.dropTable('catalogue_counts').execute();
}
