import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { type CategorySlug, type ProductSort } from '#shared/catalog';
import { dialectOf, type Dialect } from '#server/db/dialect-of';
import { PRODUCT_COLUMNS, PRODUCT_COLUMNS_OF_PRODUCTS, type Database, type ProductRow } from '#server/db/schema';
import { likeContains } from '#server/db/sql-helpers';
import type { Language } from '#shared/languages';
import { searchFormsOf, wordsOf } from './search-text.ts';
import { FACETS, facetConditions, type FacetSelection } from './facets.ts';
import type { FacetName } from '#shared/catalog-facets';
import type { FacetRow } from './facet-counts.ts';

export interface ProductListFilter {
  q?: string;
  /**
   * Texts to look for instead of `q` (each in all its forms): the corrections of a search that
   * found nothing as typed (search-typos.ts).
   */
  alternatives?: string[];
  /** The chosen filters (facets.ts): the category is one of them. */
  facets?: FacetSelection;
  /**
   * Few products match (their count is known from the filters' counts): fetch them through the
   * filters' indexes and sort them, rather than walk the sort index past nearly every product.
   */
  narrow?: boolean;
  sort: ProductSort;
  /** The shopper's language: "by name" sorts by the product's name in it. */
  language: Language;
  limit: number;
  offset: number;
  /**
   * SQLite only: the search matches a large share of the catalogue, so walking the sort index
   * and skipping non-matches finds a page sooner than fetching and sorting every match.
   */
  broadSearch?: boolean;
}

type SearchFilter = Pick<ProductListFilter, 'q' | 'alternatives'>;

/** A quoted FTS5 string is one phrase; with the trigram tokenizer that is a substring match. */
function ftsPhrase(q: string): string {
  return `"${q.replace(/"/g, '""')}"`;
}

/**
 * What a search looks for (search-text.ts): each text as typed, with Devanagari spellings folded,
 * anywhere; and for a Latin search its loose form, to meet the Latin spelling of Hindi and Marathi
 * texts, at the start of a word only. Anywhere, "dhan" loosened to "dan" was found inside
 * "maidani" and "danedar" (docs/decisions/0036-search-ranking.md).
 */
function formsOf(filter: SearchFilter): Array<{ typed: string; loose?: string }> {
  return (filter.alternatives ?? (filter.q ? [filter.q] : [])).map(searchFormsOf);
}

/** The substrings a loose form is looked for as: after a space, or after the newline before `search_roman`. */
const wordStarts = (loose: string) => [` ${loose}`, `\n${loose}`];

/** An FTS5 query for the forms, or none when one is under 3 characters (the trigram minimum). */
function ftsQuery(filter: SearchFilter): string | undefined {
  const forms = formsOf(filter);
  if (!forms.every((f) => [...f.typed].length >= 3)) return undefined;
  return forms.flatMap((f) => [f.typed, ...(f.loose ? wordStarts(f.loose) : [])]).map(ftsPhrase).join(' OR ');
}

/**
 * "Name or description contains the text, in any letter case" (the specification's search),
 * answered from a trigram index: SQLite FTS5 (`trigram` tokenizer, which needs 3+ characters)
 * or PostgreSQL pg_trgm on a lowercased `search_text` column. Shorter texts fall back to a scan.
 *
 * `broad` (a search matching many products) asks for the sort index to be walked, skipping
 * non-matches; otherwise all matches are fetched first and sorted, which suits a few hundred.
 */
function searchCondition(dialect: Dialect, filter: SearchFilter, broad = false) {
  return (): Expression<SqlBool> => {
    const like = (pattern: string) =>
      dialect === 'postgres' ? sql`products.search_text like lower(${pattern}) escape '\\'` : sql`products.search_text like ${pattern} escape '\\'`;
    const likeAny = () =>
      sql.join(
        formsOf(filter).flatMap((f) => [like(likeContains(f.typed)), ...(f.loose ? wordStarts(f.loose).map((s) => like(likeContains(s))) : [])]),
        sql` or `,
      );
    if (dialect === 'postgres') return sql<SqlBool>`(${likeAny()})`;
    const match = ftsQuery(filter);
    if (match) {
      // `rid` is SQLite's rowid of products (see the catalogue migration), also the FTS rowid.
      // The unary + keeps SQLite from looking rows up by rid, leaving it the sort index to walk.
      const rid = broad ? sql`+products.rid` : sql`products.rid`;
      return sql<SqlBool>`${rid} in (select rowid from products_fts where products_fts match ${match})`;
    }
    // SQLite's LIKE ignores ASCII letter case; scripts such as Devanagari have no case.
    return sql<SqlBool>`(${likeAny()})`;
  };
}

/**
 * How well a product answers a search (lower is better), from its names as words
 * (`search_names`): 0 a name holds the text as a whole word, 1 a name has a word starting with it,
 * 2 a name contains it, 3 only the description does. A product written before `search_names`
 * was filled ranks by its English name.
 */
function relevanceRank(dialect: Dialect, filter: SearchFilter) {
  const names = sql`coalesce(products.search_names, ' ' || lower(products.name) || ' ')`;
  const has = (text: string) => (dialect === 'postgres' ? sql`strpos(${names}, ${text}) > 0` : sql`instr(${names}, ${text}) > 0`);
  const texts = [...new Set(formsOf(filter).flatMap((f) => [wordsOf(f.typed), ...(f.loose ? [f.loose] : [])]).filter(Boolean))];
  if (texts.length === 0) return sql<number>`3`;
  const ranks = texts.map((t) => sql`case when ${has(` ${t} `)} then 0 when ${has(` ${t}`)} then 1 when ${has(t)} then 2 else 3 end`);
  if (ranks.length === 1) return ranks[0]!;
  return dialect === 'postgres' ? sql<number>`least(${sql.join(ranks)})` : sql<number>`min(${sql.join(ranks)})`;
}

/** The name "by name" sorts by: the product's name in the shopper's language, else its English one. */
const nameOrder = (language: Language) => (language === 'en' ? sql`lower(products.name)` : sql`lower(coalesce(${sql.ref(`products.name_${language}`)}, products.name))`);

/**
 * How a filter names its columns. Many matches on SQLite: the sort index is walked, so no other
 * filter's index may be chosen (SQLite would fetch and sort tens of thousands of rows): the unary +
 * hides the column from the planner. The category's indexes continue with the sort's columns, as
 * do the brand's and active ingredient's with the name (a brand's products, often named after it,
 * sit together in the name order: one brand stays), and a price band suits the price orders' own
 * index, so those stay.
 */
function columnsFor(dialect: Dialect, filter: Pick<ProductListFilter, 'narrow' | 'sort' | 'facets'>) {
  const walking = dialect === 'sqlite' && !filter.narrow;
  return (facet: FacetName, column: string) => {
    const ref = sql.ref(`products.${column}`);
    // One brand or ingredient: its stretch of its index, in name order. Two or more would be
    // fetched and sorted (16,000 rows for two brands on the bench's catalogue: 76 ms).
    const single = (facet === 'brand' || facet === 'ingredient') && filter.facets?.[facet]?.length === 1;
    const keeps = facet === 'category' || single || (facet === 'price' && (filter.sort === 'price-low' || filter.sort === 'price-high'));
    return walking && !keeps ? sql`+${ref}` : ref;
  };
}

/**
 * `scan` (SQLite, facetRows): read the whole table in rowid order, the `rid` range (rowids are
 * positive) steering the planner there, is_active hidden from it by the unary +.
 */
function filtered(db: Kysely<Database>, filter: Pick<ProductListFilter, 'q' | 'alternatives' | 'facets' | 'broadSearch' | 'narrow'> & { sort?: ProductSort; scan?: boolean }) {
  const dialect = dialectOf(db);
  let query = filter.scan ? db.selectFrom('products').where(sql<SqlBool>`products.rid > 0 and +products.is_active = 1`) : db.selectFrom('products').where('products.is_active', '=', 1);
  const walking = dialect === 'sqlite' && !filter.narrow;
  for (const condition of facetConditions(filter.facets ?? {}, columnsFor(dialect, { narrow: filter.narrow, sort: filter.sort ?? 'name', facets: filter.facets }), walking)) query = query.where(() => condition);
  if (formsOf(filter).length) query = query.where(searchCondition(dialect, filter, filter.broadSearch));
  return query;
}

/** A subquery kept apart from its outer query (not flattened into it): OFFSET 0, which SQLite takes after a LIMIT only. */
function withEveryRow<Q extends { offset(n: number): Q; limit(n: number): Q }>(dialect: Dialect, query: Q): Q {
  return dialect === 'sqlite' ? query.limit(-1).offset(0) : query.offset(0);
}

/**
 * Many matches in the English name order with several brands (or active ingredients) chosen: read
 * each one's stretch of its (is_active, brand, lower(name), id) index and merge them (SQLite walked
 * past every product named before the first brand, 112 ms for two; PostgreSQL 57 ms). Only the
 * first such filter is split; with both chosen, the other stays a condition.
 */
function byEachOf(filter: ProductListFilter): { facet: 'brand' | 'ingredient'; values: string[] } | undefined {
  const nameOrdered = (filter.sort === 'name' || filter.sort === 'relevance') && filter.language === 'en' && formsOf(filter).length === 0;
  if (filter.narrow || !nameOrdered) return undefined;
  for (const facet of ['brand', 'ingredient'] as const) {
    const values = filter.facets?.[facet];
    if (values && values.length > 1) return { facet, values };
  }
  return undefined;
}

export async function listActiveProducts(db: Kysely<Database>, filter: ProductListFilter): Promise<ProductRow[]> {
  const dialect = dialectOf(db);
  const searching = formsOf(filter).length > 0;
  if (filter.sort === 'relevance' && searching) {
    // Every match is ranked, so there is no sort index to walk: in stock first (an out-of-stock
    // harvester never tops a search for the seed it harvests), then the rank, then the name.
    return filtered(db, { ...filter, broadSearch: false })
      .select(PRODUCT_COLUMNS_OF_PRODUCTS)
      .orderBy(sql`case when products.stock > 0 then 0 else 1 end`)
      .orderBy(relevanceRank(dialect, filter))
      .orderBy(nameOrder(filter.language))
      .orderBy('products.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
  }
  const split = byEachOf(filter);
  if (split) {
    // Each brand's (or ingredient's) stretch of its index, in name order, up to the page's end;
    // the stretches merged and sorted: one walk past every product named before the first brand
    // otherwise (docs/decisions/0055, Figures).
    const upTo = filter.offset + filter.limit;
    const stretches = split.values.map((value) =>
      db
        .selectFrom(
          filtered(db, { ...filter, facets: { ...filter.facets, [split.facet]: [value] } })
            .select(PRODUCT_COLUMNS_OF_PRODUCTS)
            .orderBy(sql`lower(products.name)`)
            .orderBy('products.id')
            .limit(upTo)
            .as('stretch'),
        )
        .selectAll(),
    );
    const merged = stretches.slice(1).reduce((union, next) => union.unionAll(next), stretches[0]!);
    return db.selectFrom(merged.as('products')).selectAll('products').orderBy(sql`lower(products.name)`).orderBy('products.id').limit(filter.limit).offset(filter.offset).execute();
  }
  const fetchThenSort = filter.narrow || (dialect === 'postgres' && searching && !filter.broadSearch);
  let query = fetchThenSort
    ? // A few hundred matches: fetch them through the trigram index or a filter's index, then sort
      // them. OFFSET 0 (SQLite: after LIMIT -1, no limit) stops either database from turning this
      // back into a walk of the sort index that skips nearly every product.
      db.selectFrom(withEveryRow(dialect, filtered(db, filter).select(PRODUCT_COLUMNS_OF_PRODUCTS)).as('products')).selectAll('products')
    : filtered(db, filter).select(PRODUCT_COLUMNS_OF_PRODUCTS);
  if (filter.sort === 'price-low') query = query.orderBy('products.price_paise', 'asc');
  if (filter.sort === 'price-high') query = query.orderBy('products.price_paise', 'desc');
  // Equal prices stay in English name order: the price indexes end with it. Relevance without a
  // search is the order by name.
  query = query.orderBy(filter.sort === 'name' || filter.sort === 'relevance' ? nameOrder(filter.language) : sql`lower(products.name)`).orderBy('products.id');
  return query.limit(filter.limit).offset(filter.offset).execute();
}

/**
 * The products on sale (matching the search, if any) grouped by every filter's value, with their
 * number: the cells the filters' counts are added up from (facet-counts.ts). One pass over the
 * products (or the search's matches), each link table's values per product (a product's crops)
 * grouped once and joined; positional GROUP BY, which both databases read alike.
 */
export async function facetRows(db: Kysely<Database>, search: SearchFilter): Promise<FacetRow[]> {
  const dialect = dialectOf(db);
  // SQLite, no search: every product is read, so in the table's own order rather than through an
  // index over is_active with a lookup per row (SQLite chose one: 790 against 580 ms on the bench).
  let query = filtered(db, { ...search, scan: dialect === 'sqlite' && formsOf(search).length === 0 });
  for (const table of new Map(FACETS.flatMap((f) => (f.perProduct ? [[f.perProduct.table.name, f.perProduct.table] as const] : []))).values())
    query = query.leftJoin(table.query(dialect).as(table.name), (join) => join.on(sql<SqlBool>`${sql.ref(`${table.name}.product_id`)} = products.id`));
  const rows = await query
    .select(FACETS.map((f) => (f.perProduct ? sql<string | null>`${sql.ref(`${f.perProduct.table.name}.${f.perProduct.column}`)}` : f.value!).as(`f${FACETS.indexOf(f)}`)))
    .select(sql<number>`count(*)`.as('n'))
    .groupBy(FACETS.map((_, i) => sql.lit(i + 1)))
    .execute();
  return rows as FacetRow[];
}

/**
 * The words of 4+ letters, Latin or Devanagari, in the names of the products on sale
 * (`search_names`, else the English name): the vocabulary a mistyped word is corrected against (search-typos.ts). The words
 * are split out by the database on PostgreSQL and read row by row on SQLite, by the same rule.
 */
export async function catalogueWords(db: Kysely<Database>): Promise<Set<string>> {
  const names = sql<string>`coalesce(products.search_names, lower(products.name))`;
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ word: string }>`select distinct word from (select regexp_split_to_table(${names}, ${NOT_A_WORD_LETTER}) as word from products where is_active = 1) words where length(word) >= 4`.execute(db);
    return new Set(rows.map((r) => r.word));
  }
  const words = new Set<string>();
  const split = new RegExp(NOT_A_WORD_LETTER, 'u');
  const stream = db.selectFrom('products').select(names.as('names')).where('is_active', '=', 1).stream(1000);
  for await (const row of stream) for (const word of row.names.split(split)) if (word.length >= 4) words.add(word);
  return words;
}

/** What separates the words of the names' vocabulary: anything but a Latin letter or Devanagari (its letters and signs, not its digits or dandas). */
const NOT_A_WORD_LETTER = '[^a-z\u0900-\u0963]+';

/** The first products in catalogue order (the order they were added). */
export async function listFirstActiveProducts(db: Kysely<Database>, limit: number): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('is_active', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A product on sale. */
export async function findActiveProduct(db: Kysely<Database>, id: string): Promise<ProductRow | undefined> {
  return db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS_OF_PRODUCTS)
    .where('products.id', '=', id)
    .where('products.is_active', '=', 1)
    .executeTakeFirst();
}

/**
 * Products on sale per category, as the triggers keep them (catalogue_counts): five rows read,
 * where counting would read every product.
 */
export async function catalogueCounts(db: Kysely<Database>): Promise<{ byCategory: Map<CategorySlug, number>; total: number }> {
  const rows = await db.selectFrom('catalogue_counts').select(['category', 'active_count']).execute();
  const byCategory = new Map(rows.map((r) => [r.category, Number(r.active_count)]));
  return { byCategory, total: [...byCategory.values()].reduce((sum, n) => sum + n, 0) };
}

/** The catalogue's version (catalogue_state): it changes whenever a search's results could. */
export async function catalogueVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('catalogue_state').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return String(row.version);
}

/** Products on sale by id, in the order of `ids` (one primary-key lookup each). */
export async function listActiveProductsByIds(db: Kysely<Database>, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', 'in', ids).where('is_active', '=', 1).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of the products on sale for the sitemap, by id (the primary key's order). */
export async function listActiveProductIds(db: Kysely<Database>, offset: number, limit: number): Promise<Array<Pick<ProductRow, 'id' | 'updated_at'>>> {
  return db.selectFrom('products').select(['id', 'updated_at']).where('is_active', '=', 1).orderBy('id').limit(limit).offset(offset).execute();
}

/** The crops and problems of these products' approved uses: what their search terms name (search-terms.ts). */
export async function approvedUsesOf(db: Kysely<Database>, productIds: string[]): Promise<Array<{ product_id: string; crop: string; problem: string | null }>> {
  if (productIds.length === 0) return [];
  return db.selectFrom('product_uses').select(['product_id', 'crop', 'problem']).where('status', '=', 'approved').where('product_id', 'in', productIds).execute();
}

/** The products with a use on this crop (any status): those whose search terms may name it. */
export async function productsUsingCrop(db: Kysely<Database>, crop: string): Promise<string[]> {
  const rows = await db.selectFrom('product_uses').select('product_id').distinct().where('crop', '=', crop).execute();
  return rows.map((r) => r.product_id);
}

/** The products whose search terms could be due: an approved use, or terms written before. */
export async function productsWithSearchTerms(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('product_uses')
    .select('product_id')
    .where('status', '=', 'approved')
    .union(db.selectFrom('products').select('id as product_id').where('search_terms', '<>', ''))
    .execute();
  return rows.map((r) => r.product_id);
}

/** These products' search terms as written now. */
export async function searchTermsNow(db: Kysely<Database>, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.selectFrom('products').select(['id', 'search_terms']).where('id', 'in', productIds).execute();
  return new Map(rows.map((r) => [r.id, r.search_terms]));
}

export async function writeSearchTerms(db: Kysely<Database>, productIds: string[], terms: string): Promise<void> {
  await db.updateTable('products').set({ search_terms: terms }).where('id', 'in', productIds).execute();
}
