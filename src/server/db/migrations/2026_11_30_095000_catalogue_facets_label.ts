import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/** Which SQL dialect `db` speaks: this migration's own copy of dialectOf (db/dialect-of.ts), frozen with it. */
const dialectOf = (db: Kysely<any>): 'sqlite' | 'postgres' => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/**
 * Filters and searches by brand, active ingredient, crop and problem (docs/product-rules.md 40,
 * docs/decisions/0055-catalogue-facets.md).
 * - Indexes for the brand and the generic (technical) name filters, continued with the name order.
 * - The catalogue's version follows a product's brand and generic name: the filters' counts are
 *   kept under it (as 2026_11_30_092000 made it follow the vendor and the pack).
 * - `search_terms` (written by the app, catalog's search-terms.ts): the names of the crops and
 *   problems of a product's approved uses in English, Hindi and Marathi, and their Latin
 *   spellings. The search index (`search_text`: PostgreSQL's trigram column, SQLite's FTS5 table)
 *   is rebuilt over the texts of 2026_11_25_120000 and the brand, the generic name and these terms,
 *   so "cotton", "कपास" and "kapas" find a product used on cotton, and "imidacloprid" its
 *   insecticides. The version follows `search_terms` too (the kept searches change with it).
 *   The app writes the terms of an existing shop's products on its next start (seed-catalog.ts).
 */

/** Character → replacement: 2026_11_25_120000's folds, this migration's own copy (migrations do not change). */
const DEVANAGARI_FOLDS: ReadonlyArray<readonly [string, string]> = [
  ['\u0901', '\u0902'],
  ['\u0958', '\u0915'],
  ['\u0959', '\u0916'],
  ['\u095A', '\u0917'],
  ['\u095B', '\u091C'],
  ['\u095C', '\u0921'],
  ['\u095D', '\u0922'],
  ['\u095E', '\u092B'],
  ['\u095F', '\u092F'],
  ['\u093C', ''],
  ['\u200C', ''],
  ['\u200D', ''],
];

const TEXT_COLUMNS = ['name', 'description', 'name_hi', 'description_hi', 'name_mr', 'description_mr'];
/** The searched columns, a newline apart; `withTerms` false: 2026_11_25_120000's, for `down`. */
const searchedColumns = (withTerms: boolean) => [...TEXT_COLUMNS.map((c) => `coalesce(${c}, '')`), 'search_roman', ...(withTerms ? ["coalesce(brand, '')", "coalesce(generic_name, '')", 'search_terms'] : [])];
const FTS_UPDATE_COLUMNS = (withTerms: boolean) => [...TEXT_COLUMNS, 'search_roman', ...(withTerms ? ['brand', 'generic_name', 'search_terms'] : []), 'is_active'].join(', ');

function searchable(postgres: boolean, withTerms: boolean): RawBuilder<string> {
  const nl = postgres ? `E'\\n'` : 'char(10)';
  let text = searchedColumns(withTerms).join(` || ${nl} || `);
  if (postgres) {
    const from = DEVANAGARI_FOLDS.map(([f]) => f).join('');
    const to = DEVANAGARI_FOLDS.map(([, t]) => t).join('');
    text = `lower(translate(${text}, '${from}', '${to}'))`;
  } else {
    for (const [f, t] of DEVANAGARI_FOLDS) text = `replace(${text}, '${f}', '${t}')`;
  }
  return sql.raw(text);
}

/** The search index over the columns (with or without the terms), as 2026_11_25_120000 built it. */
async function rebuildSearch(db: Kysely<any>, withTerms: boolean): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop index products_search_trgm_idx`.execute(db);
    await sql`alter table products drop column search_text`.execute(db);
    await sql`alter table products add column search_text text generated always as (${searchable(true, withTerms)}) stored`.execute(db);
    await sql`create index products_search_trgm_idx on products using gin (search_text gin_trgm_ops)`.execute(db);
    return;
  }
  for (const name of ['products_fts_insert', 'products_fts_update', 'products_fts_delete']) await sql`drop trigger ${sql.raw(name)}`.execute(db);
  await sql`drop table products_fts`.execute(db);
  await sql`alter table products drop column search_text`.execute(db);
  await sql`alter table products add column search_text text generated always as (${searchable(false, withTerms)}) virtual`.execute(db);
  await sql`create virtual table products_fts using fts5(search_text, content = 'products', content_rowid = 'rid', tokenize = 'trigram')`.execute(db);
  await sql`insert into products_fts (rowid, search_text) select rid, search_text from products where is_active = 1`.execute(db);
  await sql`create trigger products_fts_insert after insert on products when new.is_active = 1 begin
    insert into products_fts (rowid, search_text) values (new.rid, new.search_text);
  end`.execute(db);
  await sql.raw(`create trigger products_fts_update after update of ${FTS_UPDATE_COLUMNS(withTerms)} on products begin
    insert into products_fts (products_fts, rowid, search_text) select 'delete', old.rid, old.search_text where old.is_active = 1;
    insert into products_fts (rowid, search_text) select new.rid, new.search_text where new.is_active = 1;
  end`).execute(db);
  await sql`create trigger products_fts_delete after delete on products when old.is_active = 1 begin
    insert into products_fts (products_fts, rowid, search_text) values ('delete', old.rid, old.search_text);
  end`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('search_terms', 'text', (c) => c.notNull().defaultTo('')).execute();
  await rebuildSearch(db, true);
  // Continued with the name order, as the category's indexes are: a brand often begins its
  // products' names ("Kisan Gold ..."), so walking the name order for one brand passed every
  // product named before it (50,000 rows on the bench's catalogue).
  await sql`create index products_brand_idx on products (is_active, brand, lower(name), id)`.execute(db);
  await sql`create index products_generic_name_idx on products (is_active, generic_name, lower(name), id)`.execute(db);
  // A problem filter's products (crop, problem) through an index, as a crop's go through
  // product_uses_crop (crop, status, product_id): without it PostgreSQL read the whole table.
  await sql`create index product_uses_problem on product_uses (crop, problem, status, product_id)`.execute(db);
  if (dialectOf(db) === 'postgres') {
    await sql`create trigger products_label_version after update of brand, generic_name, search_terms
      on products for each statement execute function catalogue_version_bump()`.execute(db);
    return;
  }
  await sql`create trigger products_label_version after update of brand, generic_name, search_terms on products
    when old.brand is not new.brand or old.generic_name is not new.generic_name or old.search_terms is not new.search_terms
    begin update catalogue_state set version = version + 1 where id = 1; end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`drop trigger products_label_version${dialectOf(db) === 'postgres' ? ' on products' : ''}`).execute(db);
  await sql`drop index product_uses_problem`.execute(db);
  await sql`drop index products_generic_name_idx`.execute(db);
  await sql`drop index products_brand_idx`.execute(db);
  await rebuildSearch(db, false);
  await db.schema.alterTable('products').dropColumn('search_terms').execute();
}
