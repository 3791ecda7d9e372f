import { CATEGORY_SLUGS, MAX_SEARCH_LENGTH, PRODUCT_SORTS } from '#shared/catalog';
import { MAX_FACET_VALUES, PRICE_BAND_SLUGS, STOCK_VALUES, isCropValue, isFacetText, isProblemValue, isSellerValue, parsePackKey } from '#shared/catalog-facets';
import type { StoreProductListQuery } from '#shared/schemas/catalog';

// The catalogue's query (StoreProductListQuery) as the products page reads it from its address,
// for useListQuery. Written without zod on purpose: the shared schema would bring zod (about
// 25 KB gzipped, zod/mini about 15 KB) into the page's first load, over its 120 KB budget. Same
// rules as the schema, except that a search longer than allowed is cut short, as the box does,
// and a filter's unknown values are dropped (an old link still opens the list; the API answers
// them 400).
//
// The filters' scheme (docs/decisions/0055-catalogue-facets.md): one parameter per filter,
// repeated for several values, e.g. ?category=seeds&category=tools&seller=shop&stock=in
// &price=500-2000&pack=1-kg&crop=cotton&problem=cotton.jassid&brand=...&ingredient=....

type Parsed<V> = { success: true; data: V } | { success: false };
type Field<V> = { safeParse(value: unknown): Parsed<V>; repeated?: true };
type Query = Omit<StoreProductListQuery, 'pageSize'>;

const ok = <V>(data: V): Parsed<V> => ({ success: true, data });
const failed: Parsed<never> = { success: false };
const isOneOf = <V extends string>(values: readonly V[], value: unknown): value is V => values.includes(value as V);

/** A filter's values: each valid one once, in the address's order; none is no filter. */
function repeated<V extends string>(valid: (value: string) => boolean): Field<V[] | undefined> {
  return {
    repeated: true,
    safeParse: (value) => {
      const values = (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v): v is V => typeof v === 'string' && valid(v));
      const unique = [...new Set(values)].slice(0, MAX_FACET_VALUES);
      return ok(unique.length ? unique : undefined);
    },
  };
}

export const storeProductsQuery = {
  shape: {
    q: {
      safeParse: (value) =>
        ok(typeof value === 'string' ? value.replace(/[\r\n\t]+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH) || undefined : undefined),
    },
    category: repeated((v) => isOneOf(CATEGORY_SLUGS, v)),
    // A crop or problem the shop does not have is well formed here; the API refuses it (list-products.ts drops it then).
    crop: repeated(isCropValue),
    problem: repeated(isProblemValue),
    seller: repeated(isSellerValue),
    brand: repeated(isFacetText),
    ingredient: repeated(isFacetText),
    stock: {
      repeated: true,
      // The last valid value, as a form's single checkbox sends it once.
      safeParse: (value) => ok((Array.isArray(value) ? value : [value]).filter((v) => isOneOf(STOCK_VALUES, v)).at(-1)),
    },
    price: repeated((v) => isOneOf(PRICE_BAND_SLUGS, v)),
    pack: repeated((v) => parsePackKey(v) !== undefined),
    // Absent: the server's default (relevance for a search, else by name: defaultSortOf).
    sort: { safeParse: (value) => (value === undefined ? ok(undefined) : isOneOf(PRODUCT_SORTS, value) ? ok(value) : failed) },
    page: {
      safeParse: (value) => {
        if (value === undefined) return ok(1);
        const page = Number(value);
        return Number.isInteger(page) && page >= 1 && page <= 100_000 ? ok(page) : failed;
      },
    },
  } satisfies { [K in keyof Query]-?: Field<Query[K]> },
};
