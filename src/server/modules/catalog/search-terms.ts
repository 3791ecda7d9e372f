import type { UnitOfWork } from '#server/db/unit-of-work';
import { problemValueOf } from '#shared/catalog-facets';
import { LANGUAGES, type Language } from '#shared/languages';
import * as repo from './catalog.repository.ts';
import type { CropTerms, CropVocabulary } from './product-uses.ts';
import { searchTermsOf, type NameInLanguages } from './search-text.ts';

/** Products per statement with an `in` list. */
const BATCH = 500;

/**
 * Keeps each product's `search_terms` (search-text.ts searchTermsOf) naming the crops and problems
 * of its approved uses, in every language: written when its uses are replaced or approved
 * (ProductUses), when the admin renames a crop or a problem (the crops module, through services.ts),
 * and for a shop's existing products on start (seed-catalog.ts). A product whose terms do not
 * change is not written: the write moves the catalogue's version (migration 2026_11_30_095000).
 * Call it inside the transaction of the change it follows, so both commit together.
 */
export class SearchTerms {
  constructor(
    private readonly work: UnitOfWork,
    private readonly vocabulary: CropVocabulary,
  ) {}

  /** Writes these products' terms anew. */
  async refresh(productIds: string[]): Promise<void> {
    if (productIds.length === 0) return;
    const names = await this.#names();
    for (let i = 0; i < productIds.length; i += BATCH) {
      const ids = productIds.slice(i, i + BATCH);
      const [uses, now] = await Promise.all([repo.approvedUsesOf(this.work.db, ids), repo.searchTermsNow(this.work.db, ids)]);
      // Products whose terms change, by their new terms: one statement for each text (a shop's
      // products share a few crops), not one per product.
      const named = new Map<string, NameInLanguages[]>();
      for (const u of uses) {
        const of = [names.get(u.crop), u.problem === null ? undefined : names.get(problemValueOf(u.crop, u.problem))].filter((n): n is NameInLanguages => n !== undefined);
        named.set(u.product_id, [...(named.get(u.product_id) ?? []), ...of]);
      }
      const changed = new Map<string, string[]>();
      for (const id of ids) {
        if (!now.has(id)) continue;
        const terms = searchTermsOf(named.get(id) ?? []);
        if (terms !== now.get(id)) changed.set(terms, [...(changed.get(terms) ?? []), id]);
      }
      for (const [terms, changedIds] of changed) await repo.writeSearchTerms(this.work.db, changedIds, terms);
    }
  }

  /** After the admin edits a crop's names or its problems': the products used on it. */
  async refreshCrop(crop: string): Promise<void> {
    await this.refresh(await repo.productsUsingCrop(this.work.db, crop));
  }

  /** Every product with uses or terms: an existing shop's, on start. */
  async refreshAll(): Promise<void> {
    await this.refresh(await repo.productsWithSearchTerms(this.work.db));
  }

  /** Crops by slug and problems by "crop.problem", named in every language. */
  async #names(): Promise<Map<string, NameInLanguages>> {
    const byLanguage = await Promise.all(LANGUAGES.map(async (l) => [l, await this.vocabulary.crops(l)] as const));
    const names = new Map<string, NameInLanguages>();
    const name = (key: string, language: Language, text: string) => {
      const n = names.get(key) ?? { en: '', hi: '', mr: '' };
      n[language] = text;
      names.set(key, n);
    };
    for (const [language, crops] of byLanguage as Array<readonly [Language, CropTerms[]]>) {
      for (const c of crops) {
        name(c.slug, language, c.name);
        for (const p of c.problems) name(problemValueOf(c.slug, p.slug), language, p.name);
      }
    }
    return names;
  }
}
