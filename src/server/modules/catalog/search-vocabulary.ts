import type { UnitOfWork } from '#server/db/unit-of-work';
import * as repo from './catalog.repository.ts';

/**
 * The catalogue's words for correcting typos (search-typos.ts), kept on this app server under
 * the catalogue's version, like the search cache. It is read only for a search that found nothing
 * as typed, and read again only after the catalogue changed: at 100,000 products one read of the
 * names (docs/decisions/0036-search-ranking.md). Two searches needing it at once share one read.
 */
export class SearchVocabulary {
  #version: string | undefined;
  #words: Promise<Set<string>> | undefined;

  constructor(private readonly work: UnitOfWork) {}

  words(version: string): Promise<Set<string>> {
    if (this.#words && this.#version === version) return this.#words;
    const reading = repo.catalogueWords(this.work.db);
    this.#version = version;
    this.#words = reading;
    reading.catch(() => {
      if (this.#words === reading) this.#words = undefined;
    });
    return reading;
  }
}
