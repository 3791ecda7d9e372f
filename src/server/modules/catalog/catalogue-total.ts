import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** How long a filtered list may show a catalogue total ("of Y products") computed earlier. */
const CATALOGUE_TOTAL_TTL_MS = 10_000;

/**
 * "How many products the shop has", counted recently. One per database, shared by every
 * CatalogService on it: the admin routes are built apart from the storefront's service, yet a
 * product they add or remove must count at once, so they call `catalogueChanged`. A count that
 * began before a change is not kept. (Other app servers on the same PostgreSQL keep their own
 * figure up to CATALOGUE_TOTAL_TTL_MS.)
 */
export class RecentCatalogueTotal {
  private value?: { count: number; at: number };
  private generation = 0;

  get(): number | undefined {
    return this.value && Date.now() - this.value.at < CATALOGUE_TOTAL_TTL_MS ? this.value.count : undefined;
  }

  /** Take before counting; `keep` ignores the count if the catalogue changed meanwhile. */
  ticket(): number {
    return this.generation;
  }

  keep(ticket: number, count: number): void {
    if (ticket === this.generation) this.value = { count, at: Date.now() };
  }

  forget(): void {
    this.generation += 1;
    this.value = undefined;
  }
}

const recentTotals = new WeakMap<Kysely<Database>, RecentCatalogueTotal>();

export function recentTotalOf(db: Kysely<Database>): RecentCatalogueTotal {
  let total = recentTotals.get(db);
  if (!total) recentTotals.set(db, (total = new RecentCatalogueTotal()));
  return total;
}

/** Call after a product was added, removed, hidden or shown: the shop's count is no longer known. */
export function catalogueChanged(db: Kysely<Database>): void {
  recentTotalOf(db).forget();
}
