import { KeptLoads } from '#server/shared-state/kept-loads';
import type { FacetCell } from './facet-counts.ts';

/** What a search (or no search: q '') found, grouped for the filters' counts. */
export interface FacetedSearch {
  /** The texts searched for instead of q when q as typed found nothing (search-typos.ts). */
  alternatives?: string[];
  cells: FacetCell[];
  /** Products matching the search, whatever the filters. */
  matches: number;
}

/**
 * The filters' cells per search on this app server, under the catalogue's version (catalogue_state:
 * bumped by triggers on every change a count could follow, migration 2026_11_30_092000): the cells
 * of a version answer every choice of filters, so only the first list or search after a change
 * groups the products (docs/decisions/0055-catalogue-facets.md). What is kept is the grouping
 * itself (a promise): requests arriving while it runs wait for it rather than group again; a
 * failed one is dropped.
 */
export class FacetCache {
  readonly #entries: KeptLoads<FacetedSearch>;

  constructor(maxEntries = 500) {
    this.#entries = new KeptLoads({ max: maxEntries });
  }

  get(version: string, q: string, load: () => Promise<FacetedSearch>): Promise<FacetedSearch> {
    return this.#entries.get(JSON.stringify([version, q]), load);
  }
}
