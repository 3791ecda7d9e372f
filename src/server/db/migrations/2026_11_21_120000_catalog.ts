import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect-of.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
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

  // Sorting and filtering indexes for the storefront list (name sort is case-insensitive).
  await sql`create index products_name_idx on products (is_active, lower(name), id)`.execute(db);
  await sql`create index products_category_name_idx on products (is_active, category, lower(name), id)`.execute(db);
  await sql`create index products_price_idx on products (is_active, price_paise, id)`.execute(db);
  await sql`create index products_category_price_idx on products (is_active, category, price_paise, id)`.execute(db);

  // Substring search over name and description, in any letter case, without scanning every row.
  if (dialectOf(db) === 'postgres') {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index products_name_trgm_idx on products using gin (name gin_trgm_ops)`.execute(db);
    await sql`create index products_description_trgm_idx on products using gin (description gin_trgm_ops)`.execute(db);
  } else {
    // A trigram FTS5 table holding its own copy of the text, keyed by product id; triggers keep it
    // in step. (External content keyed by rowid would break if VACUUM renumbered the rowids.)
    await sql`create virtual table products_fts using fts5(product_id unindexed, name, description, tokenize = 'trigram')`.execute(db);
    await sql`create trigger products_fts_insert after insert on products begin
      insert into products_fts (product_id, name, description) values (new.id, new.name, new.description);
    end`.execute(db);
    await sql`create trigger products_fts_update after update of name, description on products begin
      delete from products_fts where product_id = old.id;
      insert into products_fts (product_id, name, description) values (new.id, new.name, new.description);
    end`.execute(db);
    await sql`create trigger products_fts_delete after delete on products begin
      delete from products_fts where product_id = old.id;
    end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await sql`drop table if exists products_fts`.execute(db);
  await db.schema.dropTable('products').execute();
}
