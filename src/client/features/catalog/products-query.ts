import { CATEGORY_SLUGS, MAX_SEARCH_LENGTH, PRODUCT_SORTS } from '#shared/catalog';
import type { StoreProductListQuery } from '#shared/schemas/catalog';

// The catalogue's query (StoreProductListQuery) as the products page reads it from its address,
// for useListQuery. Written without zod on purpose: the shared schema would bring zod (about
// 25 KB gzipped, zod/mini about 15 KB) into the page's first load, over its 120 KB budget. Same
// rules as the schema, except that a search longer than allowed is cut short, as the box does.

type Parsed<V> = { success: true; data: V } | { success: false };
type Field<V> = { safeParse(value: unknown): Parsed<V> };
type Query = Omit<StoreProductListQuery, 'pageSize'>;

const ok = <V>(data: V): Parsed<V> => ({ success: true, data });
const failed: Parsed<never> = { success: false };
const isOneOf = <V extends string>(values: readonly V[], value: unknown): value is V => values.includes(value as V);

export const storeProductsQuery = {
  shape: {
    q: {
      safeParse: (value) =>
        ok(typeof value === 'string' ? value.replace(/[\r\n\t]+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH) || undefined : undefined),
    },
    category: { safeParse: (value) => (value === undefined ? ok(undefined) : isOneOf(CATEGORY_SLUGS, value) ? ok(value) : failed) },
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
