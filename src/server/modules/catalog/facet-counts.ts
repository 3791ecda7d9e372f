import { FACET_NAMES, type FacetName } from '#shared/catalog-facets';
import { FACETS, type FacetSelection } from './facets.ts';

/**
 * The products of a search (or of the whole catalogue) grouped by their filters' values: one cell
 * per combination that occurs, with how many products have it. A few thousand cells stand for
 * 100,000 products, so any choice of filters is counted here, in memory, without the database
 * (docs/decisions/0055-catalogue-facets.md).
 */
export interface FacetCell {
  /** The cell's values per filter, in FACETS' order: none, one, or several (a link table's). */
  keys: string[][];
  count: number;
}

/** A grouped row as the database returns it: f0..fN the facets' raw values, n the products. */
export type FacetRow = Record<string, string | number | null> & { n: number | string };

export function cellsOf(rows: FacetRow[]): FacetCell[] {
  return rows.map((row) => ({
    keys: FACETS.map((f, i) => {
      const raw = row[`f${i}`];
      if (raw === null || raw === undefined || raw === '') return [];
      return f.keysOf ? f.keysOf(String(raw)) : [String(raw)];
    }),
    count: Number(row.n),
  }));
}

export interface CountedFacets {
  /** Products matching every chosen filter. */
  total: number;
  /** Per filter, per value: products matching every OTHER chosen filter and having the value. */
  counts: Record<FacetName, Map<string, number>>;
}

/**
 * Disjunctive counts: within a filter its values are OR-ed, across filters AND-ed, and a filter's
 * own choice does not narrow its own counts (ticking "Seeds" leaves "Tools" counted, so a farmer
 * can add it). A cell failing no chosen filter counts for every filter; one failing exactly one
 * filter counts for that filter only; one failing two counts nowhere.
 */
export function countFacets(cells: FacetCell[], selection: FacetSelection): CountedFacets {
  const chosen = FACETS.map((f) => (selection[f.name]?.length ? new Set(selection[f.name]) : undefined));
  const counts = Object.fromEntries(FACET_NAMES.map((name) => [name, new Map<string, number>()])) as CountedFacets['counts'];
  const maps = FACETS.map((f) => counts[f.name]);
  let total = 0;
  for (const cell of cells) {
    let failed = -1;
    let failures = 0;
    for (let i = 0; i < chosen.length && failures < 2; i++) {
      const set = chosen[i];
      if (set && !cell.keys[i]!.some((k) => set.has(k))) {
        failed = i;
        failures++;
      }
    }
    if (failures >= 2) continue;
    if (failures === 0) total += cell.count;
    for (let i = 0; i < maps.length; i++) {
      if (failures === 1 && i !== failed) continue;
      const map = maps[i]!;
      for (const key of cell.keys[i]!) map.set(key, (map.get(key) ?? 0) + cell.count);
    }
  }
  return { total, counts };
}
