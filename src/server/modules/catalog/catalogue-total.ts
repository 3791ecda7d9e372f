/** How long a filtered list may show a catalogue total ("of Y products") computed earlier. */
const CATALOGUE_TOTAL_TTL_MS = 10_000;

/**
 * "How many products the shop has", counted recently. One per app, built in services.ts and
 * shared by the catalogue (which reads and fills it) and ShopVisibility (which forgets it after
 * every change to what is on sale). A count that began before a change is not kept. (Other app
 * servers on the same PostgreSQL keep their own figure up to CATALOGUE_TOTAL_TTL_MS.)
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

  /** The shop's products changed: the count is no longer known. */
  forget(): void {
    this.generation += 1;
    this.value = undefined;
  }
}
