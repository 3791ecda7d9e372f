import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/** Which SQL dialect `db` speaks: this migration's own copy of dialectOf (db/dialect-of.ts), frozen with it. */
const dialectOf = (db: Kysely<any>): 'sqlite' | 'postgres' => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/**
 * Products in Hindi and Marathi (docs/decisions/0023-product-languages.md).
 * - name, description and features per language; null falls back to English.
 * - `search_roman`: the Hindi and Marathi texts in Latin letters (written by the app), so "gehun"
 *   finds गेहूं.
 * - The search index covers every language: PostgreSQL's `search_text` and SQLite's FTS table are
 *   rebuilt over English, Hindi, Marathi and `search_roman`, with Devanagari spellings folded
 *   (chandrabindu as anusvara, no nukta) as search-text.ts folds a search: DEVANAGARI_FOLDS below,
 *   this migration's own copy of the folds as they were (modules/catalog/search-text.ts). Folding
 *   the index differently needs a new migration that rebuilds it, and the same change to the
 *   search's folds.
 * - Sorting by name follows the page's language: an index per language.
 * - The catalogue's version changes when a translation does (searches are cached under it).
 * - Orders keep the buyer's language and the line's names in Hindi and Marathi as sold, for My
 *   Orders and the tax documents.
 */

/** Character → replacement ('' drops it): modules/catalog/search-text.ts's DEVANAGARI_FOLDS as the migration was written. */
const DEVANAGARI_FOLDS: ReadonlyArray<readonly [string, string]> = [
  ['\u0901', '\u0902'], // chandrabindu → anusvara
  ['\u0958', '\u0915'], // क़ → क
  ['\u0959', '\u0916'], // ख़ → ख
  ['\u095A', '\u0917'], // ग़ → ग
  ['\u095B', '\u091C'], // ज़ → ज
  ['\u095C', '\u0921'], // ड़ → ड
  ['\u095D', '\u0922'], // ढ़ → ढ
  ['\u095E', '\u092B'], // फ़ → फ
  ['\u095F', '\u092F'], // य़ → य
  ['\u093C', ''], // nukta
  ['\u200C', ''], // zero-width non-joiner
  ['\u200D', ''], // zero-width joiner
];

// The languages as the migration was written: a later language needs its own migration.
const TRANSLATED_LANGUAGES = ['hi', 'mr'] as const;
const TEXT_COLUMNS = ['name', 'description', ...TRANSLATED_LANGUAGES.flatMap((l) => [`name_${l}`, `description_${l}`])];

/** All the searchable text of a row, a newline apart (a search holds none, so no match spans two). */
function searchable(prefix: string, postgres: boolean): RawBuilder<string> {
  const nl = postgres ? `E'\\n'` : 'char(10)';
  const parts = [...TEXT_COLUMNS.map((c) => `coalesce(${prefix}${c}, '')`), `${prefix}search_roman`];
  let text = parts.join(` || ${nl} || `);
  if (postgres) {
    const from = DEVANAGARI_FOLDS.map(([f]) => f).join('');
    const to = DEVANAGARI_FOLDS.map(([, t]) => t).join('');
    // translate() drops the characters `from` has beyond `to`'s length: the folds to '' are last.
    text = `lower(translate(${text}, '${from}', '${to}'))`;
  } else {
    // FTS5's trigram tokenizer ignores letter case itself.
    for (const [f, t] of DEVANAGARI_FOLDS) text = `replace(${text}, '${f}', '${t}')`;
  }
  return sql.raw(text);
}

const VERSION_COLUMNS = `is_active, category, name, description, price_paise, ${TRANSLATED_LANGUAGES.map((l) => `name_${l}, description_${l}`).join(', ')}`;

/** The catalogue's version trigger (migration 2026_11_25_100000) on changes of these columns. */
async function versionOnChangesOf(db: Kysely<any>, columns: string): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger products_catalogue_version on products`.execute(db);
    await sql.raw(`create trigger products_catalogue_version after insert or delete or update of ${columns}
      on products for each statement execute function catalogue_version_bump()`).execute(db);
  } else {
    await sql`drop trigger products_version_update`.execute(db);
    await sql.raw(`create trigger products_version_update after update of ${columns} on products begin update catalogue_state set version = version + 1 where id = 1; end`).execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const products = db.schema.alterTable('products');
  for (const l of TRANSLATED_LANGUAGES) {
    await products.addColumn(`name_${l}`, 'varchar(200)').execute();
    await products.addColumn(`description_${l}`, 'text').execute();
    await products.addColumn(`features_${l}`, 'text').execute();
  }
  await products.addColumn('search_roman', 'text', (c) => c.notNull().defaultTo('')).execute();

  if (postgres) {
    await sql`drop index products_search_trgm_idx`.execute(db);
    await sql`alter table products drop column search_text`.execute(db);
    await sql`alter table products add column search_text text generated always as (${searchable('', true)}) stored`.execute(db);
    await sql`create index products_search_trgm_idx on products using gin (search_text gin_trgm_ops)`.execute(db);
  } else {
    // A virtual column: computed when read, so the FTS table (external content) can read it too.
    await sql`alter table products add column search_text text generated always as (${searchable('', false)}) virtual`.execute(db);
    for (const name of ['products_fts_insert', 'products_fts_update', 'products_fts_delete']) await sql`drop trigger ${sql.raw(name)}`.execute(db);
    await sql`drop table products_fts`.execute(db);
    await sql`create virtual table products_fts using fts5(search_text, content = 'products', content_rowid = 'rid', tokenize = 'trigram')`.execute(db);
    await sql`insert into products_fts (rowid, search_text) select rid, search_text from products where is_active = 1`.execute(db);
    await sql`create trigger products_fts_insert after insert on products when new.is_active = 1 begin
      insert into products_fts (rowid, search_text) values (new.rid, new.search_text);
    end`.execute(db);
    await sql.raw(`create trigger products_fts_update after update of ${TEXT_COLUMNS.join(', ')}, search_roman, is_active on products begin
      insert into products_fts (products_fts, rowid, search_text) select 'delete', old.rid, old.search_text where old.is_active = 1;
      insert into products_fts (rowid, search_text) select new.rid, new.search_text where new.is_active = 1;
    end`).execute(db);
    await sql`create trigger products_fts_delete after delete on products when old.is_active = 1 begin
      insert into products_fts (products_fts, rowid, search_text) values ('delete', old.rid, old.search_text);
    end`.execute(db);
  }

  // Name order in each language, as the English one (products_name_idx, products_category_name_idx).
  for (const l of TRANSLATED_LANGUAGES) {
    await sql.raw(`create index products_name_${l}_idx on products (is_active, lower(coalesce(name_${l}, name)), id)`).execute(db);
    await sql.raw(`create index products_category_name_${l}_idx on products (is_active, category, lower(coalesce(name_${l}, name)), id)`).execute(db);
  }

  await versionOnChangesOf(db, VERSION_COLUMNS);

  await db.schema.alterTable('orders').addColumn('language', 'varchar(8)').execute();
  // {"hi": "...", "mr": "..."}: the product's names in other languages when it was sold.
  await db.schema.alterTable('order_items').addColumn('product_names', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema.alterTable('order_items').dropColumn('product_names').execute();
  await db.schema.alterTable('orders').dropColumn('language').execute();
  await versionOnChangesOf(db, 'is_active, category, name, description, price_paise');
  for (const l of TRANSLATED_LANGUAGES) {
    await sql.raw(`drop index products_name_${l}_idx`).execute(db);
    await sql.raw(`drop index products_category_name_${l}_idx`).execute(db);
  }
  if (postgres) {
    await sql`drop index products_search_trgm_idx`.execute(db);
    await sql`alter table products drop column search_text`.execute(db);
    await sql`alter table products add column search_text text generated always as (lower(name || E'\n' || description)) stored`.execute(db);
    await sql`create index products_search_trgm_idx on products using gin (search_text gin_trgm_ops)`.execute(db);
  } else {
    for (const name of ['products_fts_insert', 'products_fts_update', 'products_fts_delete']) await sql`drop trigger ${sql.raw(name)}`.execute(db);
    await sql`drop table products_fts`.execute(db);
    await sql`alter table products drop column search_text`.execute(db);
    await sql`create virtual table products_fts using fts5(name, description, content = 'products', content_rowid = 'rid', tokenize = 'trigram')`.execute(db);
    await sql`insert into products_fts (rowid, name, description) select rid, name, description from products where is_active = 1`.execute(db);
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
  const products = db.schema.alterTable('products');
  await products.dropColumn('search_roman').execute();
  for (const l of TRANSLATED_LANGUAGES) {
    for (const c of ['name', 'description', 'features']) await products.dropColumn(`${c}_${l}`).execute();
  }
}
