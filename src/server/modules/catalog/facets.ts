import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { FACET_NAMES, PRICE_BANDS, SHOP_SELLER, packFormsOf, packKeyOf, parseProblemValue, type FacetName } from '#shared/catalog-facets';
import type { Dialect } from '#server/db/dialect-of';
import type { PackUnit } from '#shared/pack';
import type { StoreProductListQuery } from '#shared/schemas/catalog';

/**
 * One filter of the catalogue (docs/product-rules.md 40, docs/decisions/0055-catalogue-facets.md).
 * Adding a filter is adding one of these (and its name to FACET_NAMES, its parameter to
 * StoreProductListQuery): the counts (facet-counts.ts), the list's WHERE and the cache follow.
 */
export interface FacetDefinition {
  name: FacetName;
  /**
   * The product's value, one SQL expression over `products` (null: none). A filter through a link
   * table (a product's crops) gives `perProduct` instead.
   */
  value?: RawBuilder<string | null>;
  /**
   * A filter through a link table: its column of a derived table of one row per product having
   * any (`product_id` and the columns), each column the product's values joined by commas (split
   * in `keysOf`), written per dialect. The grouping joins each such table to the products once (a
   * grouped pass over the link table), rather than a correlated subquery per product (2.6 s on
   * PostgreSQL at 100,000 products: docs/decisions/0055, Figures).
   */
  perProduct?: { table: PerProductTable; column: string };
  /** The value(s) shown and filtered by, from what `value` gave (pack "1000-g" is "1-kg"). Default: as it is. */
  keysOf?: (raw: string) => string[];
  /**
   * The products having any of `values` (already checked by the query's schema), naming its
   * columns through `column` (the repository hides them from SQLite's planner when it walks the
   * sort index: catalog.repository.ts).
   */
  where: (values: string[], column: (name: string) => Column, walking: boolean) => Expression<SqlBool>;
}

type Column = RawBuilder<unknown> | ReturnType<typeof sql.ref>;

/** A derived table of `(product_id, ...)`, one row per product, joined as `name` (FacetDefinition.perProduct). */
export interface PerProductTable {
  name: string;
  query: (dialect: Dialect) => RawBuilder<unknown>;
}

const anyOf = (conditions: Array<Expression<SqlBool>>): Expression<SqlBool> =>
  conditions.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;

/** Whole rupees as paise, the price column's unit (docs/product-rules.md 2). */
const paise = (rupees: number) => sql.lit(rupees * 100);

/**
 * Each product's approved uses' crops and problems ("crop.problem"), each distinct, in order, a
 * comma apart, one row per product having any (docs/decisions/0055, "Adding a filter"): only
 * approved uses are on the storefront (docs/product-rules.md 41). One grouped pass over the uses.
 */
const USES: PerProductTable = {
  name: 'uses',
  query: (dialect) => {
    const problem = sql`case when problem is not null then crop || '.' || problem end`;
    // Both ignore nulls (a use without a problem). SQLite (3.44+) orders an aggregate's input as
    // PostgreSQL does; its DISTINCT takes only the default ',' separator.
    const joined = (e: RawBuilder<unknown>) => (dialect === 'postgres' ? sql`string_agg(distinct ${e}, ',' order by ${e})` : sql`group_concat(distinct ${e} order by ${e})`);
    return sql`(select product_id, ${joined(sql`crop`)} as crops, ${joined(problem)} as problems from product_uses where status = 'approved' group by product_id)`;
  },
};

/**
 * The products with an approved use meeting `condition` (over product_uses `u`). Fetching few:
 * their ids through product_uses' (crop, status, product_id) index. `walking` the sort index
 * (SQLite, many matches): each product's own uses looked up as it passes, rather than every
 * matching id gathered first (12,000 for wheat on the bench's catalogue) for a page of 24.
 */
const withUse = (column: (name: string) => Column, condition: Expression<SqlBool>, walking: boolean) =>
  walking
    ? sql<SqlBool>`exists (select 1 from product_uses u where u.product_id = products.id and u.status = 'approved' and ${condition})`
    : sql<SqlBool>`${column('id')} in (select u.product_id from product_uses u where u.status = 'approved' and ${condition})`;

export const FACETS: readonly FacetDefinition[] = [
  {
    name: 'category',
    value: sql<string>`products.category`,
    where: (values, column) => sql<SqlBool>`${column('category')} in (${sql.join(values)})`,
  },
  {
    // The crops a product's approved uses name (docs/product-rules.md 41).
    name: 'crop',
    perProduct: { table: USES, column: 'crops' },
    keysOf: (raw) => raw.split(','),
    where: (values, column, walking) => withUse(column, sql<SqlBool>`u.crop in (${sql.join(values)})`, walking),
  },
  {
    // A problem is unique within its crop: its value is "crop.problem" (catalog-facets.ts).
    name: 'problem',
    perProduct: { table: USES, column: 'problems' },
    keysOf: (raw) => raw.split(','),
    where: (values, column, walking) =>
      withUse(
        column,
        anyOf(
          values.flatMap((v) => {
            const p = parseProblemValue(v);
            return p ? [sql<SqlBool>`(u.crop = ${p.crop} and u.problem = ${p.problem})`] : [];
          }),
        ),
        walking,
      ),
  },
  {
    // The shop's own products have no vendor (docs/product-rules.md 34).
    name: 'seller',
    value: sql<string>`coalesce(products.vendor_id, ${sql.lit(SHOP_SELLER)})`,
    where: (values, column) => {
      const vendors = values.filter((v) => v !== SHOP_SELLER);
      return anyOf([
        ...(values.includes(SHOP_SELLER) ? [sql<SqlBool>`${column('vendor_id')} is null`] : []),
        ...(vendors.length ? [sql<SqlBool>`${column('vendor_id')} in (${sql.join(vendors)})`] : []),
      ]);
    },
  },
  {
    // The brand and the active ingredient as the label writes them (decision 53), not translated.
    name: 'brand',
    value: sql<string | null>`products.brand`,
    where: (values, column) => sql<SqlBool>`${column('brand')} in (${sql.join(values)})`,
  },
  {
    name: 'ingredient',
    value: sql<string | null>`products.generic_name`,
    where: (values, column) => sql<SqlBool>`${column('generic_name')} in (${sql.join(values)})`,
  },
  {
    name: 'stock',
    value: sql<string | null>`case when products.stock > 0 then 'in' end`,
    where: (_values, column) => sql<SqlBool>`${column('stock')} > 0`,
  },
  {
    name: 'price',
    value: sql<string>`case ${sql.join(
      PRICE_BANDS.map((b) => (b.to === null ? sql`else ${sql.lit(b.slug)}` : sql`when products.price_paise < ${paise(b.to)} then ${sql.lit(b.slug)}`)),
      sql` `,
    )} end`,
    where: (values, column) =>
      anyOf(
        PRICE_BANDS.filter((b) => values.includes(b.slug)).map((b) =>
          b.to === null
            ? sql<SqlBool>`${column('price_paise')} >= ${paise(b.from)}`
            : sql<SqlBool>`(${column('price_paise')} >= ${paise(b.from)} and ${column('price_paise')} < ${paise(b.to)})`,
        ),
      ),
  },
  {
    // Grouped as a farmer reads a pack: 1000 g and 1 kg are one value (catalog-facets.ts).
    name: 'pack',
    value: sql<string | null>`cast(products.pack_size as varchar(12)) || '-' || products.pack_unit`,
    keysOf: (raw) => {
      const [size, unit] = raw.split('-');
      return [packKeyOf(Number(size), unit as PackUnit)];
    },
    where: (values, column) => anyOf(values.flatMap(packFormsOf).map((f) => sql<SqlBool>`(${column('pack_size')} = ${f.size} and ${column('pack_unit')} = ${f.unit})`)),
  },
];

/** A filter's value expression in `dialect`. */


/** The filters chosen in a query, by name; only those with values. */
export type FacetSelection = Partial<Record<FacetName, string[]>>;

export function selectionOf(query: Pick<StoreProductListQuery, FacetName>): FacetSelection {
  const selection: FacetSelection = {};
  for (const name of FACET_NAMES) {
    const chosen = query[name];
    const values = chosen === undefined ? [] : Array.isArray(chosen) ? chosen : [chosen];
    if (values.length) selection[name] = [...values].sort();
  }
  return selection;
}

/** The WHERE conditions of a selection: values of one filter OR-ed, filters AND-ed (by the caller). */
export function facetConditions(selection: FacetSelection, column: (facet: FacetName, name: string) => Column, walking = false): Array<Expression<SqlBool>> {
  return FACETS.flatMap((f) => (selection[f.name]?.length ? [f.where(selection[f.name]!, (name) => column(f.name, name), walking)] : []));
}
