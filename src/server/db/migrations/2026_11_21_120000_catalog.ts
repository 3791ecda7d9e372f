import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Which SQL dialect `db` speaks: this migration's own copy of dialectOf (db/dialect-of.ts), frozen with it. */
const dialectOf = (db: Kysely<any>): 'sqlite' | 'postgres' => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = dialectOf(db) === 'sqlite';
  let products = db.schema.createTable('products');
  // SQLite only: an INTEGER PRIMARY KEY is the table's rowid under a name, so VACUUM cannot
  // renumber it and the search index below can point at rows by it. Never shown to anyone.
  if (sqlite) products = products.addColumn('rid', 'integer', (c) => c.primaryKey());
  await products
    .addColumn('id', 'varchar(64)', (c) => (sqlite ? c.notNull().unique() : c.primaryKey()))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price_paise', 'bigint', (c) => c.notNull())
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    .addColumn('image_url', 'varchar(500)')
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // Sorting and filtering indexes for the storefront list (name sort is case-insensitive), and a
  // narrow one that makes counting the shop's products cheap.
  await sql`create index products_active_idx on products (is_active, category)`.execute(db);
  await sql`create index products_name_idx on products (is_active, lower(name), id)`.execute(db);
  await sql`create index products_category_name_idx on products (is_active, category, lower(name), id)`.execute(db);
  await sql`create index products_price_idx on products (is_active, price_paise, lower(name), id)`.execute(db);
  await sql`create index products_category_price_idx on products (is_active, category, price_paise, lower(name), id)`.execute(db);

  // Substring search over name and description, in any letter case, without scanning every row.
  if (dialectOf(db) === 'postgres') {
    // One lowercased copy of name and description (a newline apart, which a search text never
    // holds, so no match can span the two) under a pg_trgm GIN index: LIKE on it answers
    // "contains, in any letter case" several times faster than ILIKE on both columns.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`alter table products add column search_text text generated always as (lower(name || E'\n' || description)) stored`.execute(db);
    await sql`create index products_search_trgm_idx on products using gin (search_text gin_trgm_ops)`.execute(db);
  } else {
    // A trigram FTS5 index over the name and description of the products on sale (external
    // content, keyed by the stable rid), kept in step by triggers. Holding only active products
    // lets a search count its matches from the index alone. Stock and price changes never touch it.
    await sql`create virtual table products_fts using fts5(name, description, content = 'products', content_rowid = 'rid', tokenize = 'trigram')`.execute(db);
    await sql`create trigger products_fts_insert after insert on products when new.is_active = 1 begin
      insert into products_fts (rowid, name, description) values (new.rid, new.name, new.description);
    end`.execute(db);
    await sql`create trigger products_fts_update after update of name, description, is_active on products begin
      insert into products_fts (products_fts, rowid, name, description)
        select 'delete', old.rid, old.name, old.description where old.is_active = 1;
      insert into products_fts (rowid, name, description)
        select new.rid, new.name, new.description where new.is_active = 1;
    end`.execute(db);
    await sql`create trigger products_fts_delete after delete on products when old.is_active = 1 begin
      insert into products_fts (products_fts, rowid, name, description) values ('delete', old.rid, old.name, old.description);
    end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await sql`drop table if exists products_fts`.execute(db);
  await db.schema.dropTable('products').execute();
}
