import { useMemo, useRef } from 'react';
import { useSearchParams } from '#client/lib/router.tsx';

/** One field of a list query: reads the URL's value (undefined when absent) into the field's value. */
interface FieldSchema<V> {
  safeParse(value: unknown): { success: true; data: V } | { success: false };
  /** The parameter may be repeated: the field reads all its values, as an array (none: []), and writes an array back as repeats. */
  repeated?: true;
}

/**
 * What the hook needs of a list's query schema: one parser per field. A zod object schema is one
 * (e.g. `AdminUserListQuery.omit({ pageSize: true })`); the storefront passes a zod-free one of
 * the same shape, because zod would not fit its first-load budget.
 */
export interface ListQuerySchema {
  shape: Record<string, FieldSchema<unknown>>;
}

type FieldValue<F> = F extends { safeParse(value: unknown): infer R } ? Extract<R, { success: true }> extends { data: infer V } ? V : never : never;

/** The parsed query: each field's output type. */
export type ListQueryOf<S extends ListQuerySchema> = { [K in keyof S['shape']]: FieldValue<S['shape'][K]> };

export interface SetListQueryOptions {
  /** Replace the history entry instead of adding one (typing in a search box). */
  replace?: boolean;
}

/** A field's value when the URL lacks it or holds something invalid: its default, or undefined. */
function fallbackOf(field: FieldSchema<unknown>): unknown {
  const parsed = field.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/** The query in `params`, field by field (also how the server reads a list page's address). */
export function parseQuery(schema: ListQuerySchema, params: URLSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    // Field by field, so one bad value (?page=abc) falls back alone and never breaks the page.
    const parsed = field.safeParse(field.repeated ? params.getAll(key) : (params.get(key) ?? undefined));
    query[key] = parsed.success ? parsed.data : fallbackOf(field);
  }
  return query;
}

/**
 * A list screen's filters and page, kept in the address so links, reloads and Back keep them.
 * Returns the query parsed with `schema`, and a setter that writes the changed fields back:
 * values equal to their default are left out of the URL, other parameters (?tab=) are kept, and
 * a change of any filter starts again at page 1.
 */
export function useListQuery<S extends ListQuerySchema>(
  schema: S,
): [ListQueryOf<S>, (changes: Partial<ListQueryOf<S>>, options?: SetListQueryOptions) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseQuery(schema, params), [schema, params]);

  // The address as last written or rendered. React Router hands a functional update the
  // parameters of the render that made the setter, so a search written after a pause (by a timer
  // holding an older setter) would bring back values another change had replaced meanwhile.
  const latest = useRef(params);
  latest.current = params;

  const setQuery = (changes: Partial<ListQueryOf<S>>, options: SetListQueryOptions = {}) => {
    const next: Record<string, unknown> = { ...parseQuery(schema, latest.current), ...changes };
    const filterChanged = Object.keys(changes).some((key) => key !== 'page');
    if ('page' in schema.shape && filterChanged && !('page' in changes)) next.page = fallbackOf(schema.shape.page!);
    const url = new URLSearchParams(latest.current);
    for (const [key, field] of Object.entries(schema.shape)) {
      const value = next[key];
      if (Array.isArray(value)) {
        url.delete(key);
        for (const one of value) url.append(key, String(one));
      } else if (value === undefined || value === null || value === '' || value === fallbackOf(field)) url.delete(key);
      else url.set(key, String(value));
    }
    latest.current = url;
    setParams(url, { replace: options.replace });
  };

  return [query as ListQueryOf<S>, setQuery];
}
