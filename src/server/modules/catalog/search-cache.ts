/** What a search found for one page: the page's ids in order (the counts are the facets' cells: facet-cache.ts). */
export interface CachedSearch {
  ids: string[];
}

/**
 * Recent searches' results on this app server, keyed by the catalogue's version (catalogue_state,
 * bumped by triggers on every change that could alter a search): a hit costs a lookup of the
 * page's products by id instead of a trigram search (docs/decisions/0003: search p95 under 10 ms);
 * the count and the filters' counts are kept apart, per search text (facet-cache.ts), and the key
 * holds the chosen filters. The products themselves (stock, price) are always read fresh. Least recently used go
 * first; entries of older versions simply stop being asked for.
 */
export class SearchCache {
  readonly #entries = new Map<string, CachedSearch>();

  constructor(private readonly maxEntries = 1000) {}

  /** `language` matters to the orders that end by name only (each language sorts by its own names). */
  static key(version: string, search: { q: string; filters: string; sort: string; page: number; pageSize: number }, language: string): string {
    return JSON.stringify([version, search.q, search.filters, search.sort, search.sort === 'name' || search.sort === 'relevance' ? language : '', search.page, search.pageSize]);
  }

  get(key: string): CachedSearch | undefined {
    const found = this.#entries.get(key);
    if (found) {
      this.#entries.delete(key);
      this.#entries.set(key, found);
    }
    return found;
  }

  set(key: string, value: CachedSearch): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
  }
}
