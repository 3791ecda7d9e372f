import type { UnitOfWork } from '#server/db/unit-of-work';
import type { CategorySlug } from '#shared/catalog';
import type { ChangeFeed } from '#server/db/change-feed';
import * as repo from './catalog.repository.ts';

export interface CatalogueSnapshot {
  byCategory: Map<CategorySlug, number>;
  total: number;
  /** catalogue_state's version: search results are kept under it (search-cache.ts). */
  version: string;
}

/**
 * The catalogue's counts and version, as every list and search needs them. On PostgreSQL they are
 * kept between the database's notifications of a change (docs/decisions/0017: the first page of 100,000
 * products at half a static file's speed; two queries per request were one too many); while not
 * listening, and on SQLite, they are read for each request. What is kept is the read itself (a
 * promise), dropped on every notification, so a read that began before a change is never kept
 * after it.
 */
export class CatalogueState {
  #kept: Promise<CatalogueSnapshot> | undefined;

  constructor(
    private readonly work: UnitOfWork,
    private readonly changes?: ChangeFeed,
  ) {
    changes?.subscribe(() => {
      this.#kept = undefined;
    });
  }

  read(): Promise<CatalogueSnapshot> {
    if (!this.changes?.live) return this.#load();
    if (this.#kept) return this.#kept;
    const loading = this.#load();
    this.#kept = loading;
    loading.catch(() => {
      if (this.#kept === loading) this.#kept = undefined;
    });
    return loading;
  }

  /**
   * The version alone, for every storefront page request (the pages kept rendered, page-cache.ts):
   * kept with the counts between notifications; while not listening, and on SQLite, one row read.
   */
  version(): Promise<string> {
    if (this.changes?.live) return this.read().then((snapshot) => snapshot.version);
    return repo.catalogueVersion(this.work.db);
  }

  async #load(): Promise<CatalogueSnapshot> {
    const [counts, version] = await Promise.all([repo.catalogueCounts(this.work.db), repo.catalogueVersion(this.work.db)]);
    return { ...counts, version };
  }
}
