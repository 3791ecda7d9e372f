import type { UnitOfWork } from '#server/db/unit-of-work';
import { CATEGORY_SLUGS, FEATURED_PRODUCT_COUNT, SEARCH_COUNT_CAP, defaultSortOf, type ProductSort } from '#shared/catalog';
import type { StoreCategoryList, StoreProduct, StoreProductList, StoreProductListQuery } from '#shared/schemas/catalog';
import { offsetOf } from '#server/db/paging';
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages';
import type { ProductRow } from '#server/db/schema';
import * as repo from './catalog.repository.ts';
import type { CatalogueState } from './catalogue-state.ts';
import { SearchCache } from './search-cache.ts';
import { correctionsOf } from './search-typos.ts';
import { SearchVocabulary } from './search-vocabulary.ts';
import type { GstService, TaxRates } from '#server/modules/gst';
import type { SeedLotsService } from '#server/modules/seeds';
import { productNotFound, toStoreProduct } from './product-fields.ts';
import { productOnSale } from './product-on-sale.ts';
import { sellersOf, type Sellers } from './sellers.ts';
import type { ProductRating } from '#shared/schemas/reviews';
import { storeLabelOf } from './product-label.ts';

/**
 * A search matching more products than its count cap is broad: at 1% of the catalogue or more,
 * walking the sort index finds a page of matches sooner than sorting them all.
 */
const BROAD_SEARCH_MATCHES = SEARCH_COUNT_CAP;

/** The storefront's catalogue: lists, search, product pages and categories of products on sale. */
/**
 * What a product page needs of the reviews: its rating. The reviews module owns the reviews table
 * and answers (ReviewsService); catalog names only this, so the two modules do not import each
 * other (reviews reads catalog's products: docs/decisions/0042).
 */
export interface ProductRatings {
  ratingOf(productId: string): Promise<ProductRating>;
}

export class CatalogService {
  private readonly searches = new SearchCache();
  private readonly vocabulary: SearchVocabulary;

  constructor(
    private readonly work: UnitOfWork,
    private readonly gst: GstService,
    private readonly state: CatalogueState,
    /** A product page's rating, answered by the reviews module (services.ts wires ReviewsService). */
    private readonly ratings: ProductRatings,
    /** "Sold by" on cards and pages: the vendors module answers (docs/product-rules.md 34). */
    private readonly sellers: Sellers,
    /** A seed product's page shows its label (docs/product-rules.md 28). */
    private readonly seedLots?: SeedLotsService,
  ) {
    this.vocabulary = new SearchVocabulary(work);
  }

  /** The catalogue's version now (catalogue_state): storefront pages are kept rendered under it (page-cache.ts). */
  version(): Promise<string> {
    return this.state.version();
  }

  /** `language`: the shopper's, for the products' texts and the order by name. */
  async listProducts(query: StoreProductListQuery, language: Language = DEFAULT_LANGUAGE): Promise<StoreProductList> {
    const filter = { q: query.q || undefined, category: query.category };
    const sort = query.sort ?? defaultSortOf(filter.q);
    const cap = filter.q ? SEARCH_COUNT_CAP : undefined;
    // "Showing X of Y": Y, and X without a search, come from the counts the triggers keep; only a
    // search counts its matches (and stops at the cap), or finds them in the search cache.
    const snapshot = await this.state.read();
    const { byCategory, total: catalogueTotal } = snapshot;
    const [found, rates] = await Promise.all([filter.q ? this.search(snapshot.version, { ...query, q: filter.q, sort }, language) : undefined, this.gst.ratesToday()]);
    const counted = found ? found.counted : filter.category ? (byCategory.get(filter.category) ?? 0) : catalogueTotal;
    const rows =
      found?.rows ??
      (await repo.listActiveProducts(this.work.db, { ...filter, sort, language, limit: query.pageSize, offset: offsetOf(query) }));
    const totalIsCapped = cap !== undefined && counted > cap;
    const total = totalIsCapped ? cap : counted;
    return {
      items: await this.withSellers(rows, rates, language),
      total,
      totalIsCapped,
      catalogueTotal,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  }

  /**
   * A search's page and count: from the search cache while the catalogue's version stands, else
   * searched (the count first: it tells how broad a search is, which picks the faster plan). A
   * search that finds nothing as typed is tried again with its mistyped words corrected against
   * the catalogue's words ("tracter": tractor; search-typos.ts).
   */
  private async search(version: string, query: StoreProductListQuery & { q: string; sort: ProductSort }, language: Language): Promise<{ counted: number; rows: ProductRow[] }> {
    const key = SearchCache.key(version, query, language);
    const cached = this.searches.get(key);
    if (cached) return { counted: cached.counted, rows: await repo.listActiveProductsByIds(this.work.db, cached.ids) };
    let search: { q: string; alternatives?: string[] } = { q: query.q };
    let counted = await repo.countActiveProducts(this.work.db, { ...search, category: query.category }, SEARCH_COUNT_CAP);
    if (counted === 0) {
      const alternatives = correctionsOf(query.q, await this.vocabulary.words(version));
      if (alternatives.length) {
        search = { q: query.q, alternatives };
        counted = await repo.countActiveProducts(this.work.db, { ...search, category: query.category }, SEARCH_COUNT_CAP);
      }
    }
    const rows = counted === 0 ? [] : await repo.listActiveProducts(this.work.db, {
      ...search,
      category: query.category,
      broadSearch: counted > BROAD_SEARCH_MATCHES,
      sort: query.sort,
      language,
      limit: query.pageSize,
      offset: offsetOf(query),
    });
    this.searches.set(key, { counted, ids: rows.map((r) => r.id) });
    return { counted, rows };
  }

  async featuredProducts(language: Language = DEFAULT_LANGUAGE): Promise<StoreProduct[]> {
    const [rows, rates] = await Promise.all([repo.listFirstActiveProducts(this.work.db, FEATURED_PRODUCT_COUNT), this.gst.ratesToday()]);
    return this.withSellers(rows, rates, language);
  }

  /** The cards' products with who sells each ("Sold by", docs/product-rules.md 34): one query for the page's vendors, not one per card. */
  private async withSellers(rows: ProductRow[], rates: TaxRates, language: Language): Promise<StoreProduct[]> {
    const sellers = await sellersOf(this.sellers, rows);
    return rows.map((row) => ({ ...toStoreProduct(row, rates, language), soldBy: sellers.get(row.id) ?? null }));
  }

  async getProduct(id: string, language: Language = DEFAULT_LANGUAGE): Promise<StoreProduct> {
    const row = await productOnSale(this.work.db, id);
    if (!row) throw productNotFound();
    const seedLabel = await this.seedLots?.storeLabelOf(row, language);
    // The real rating, one aggregate query, so the server-rendered page shows it too (docs/product-rules.md 33).
    const rating = await this.ratings.ratingOf(row.id);
    const soldBy = (await sellersOf(this.sellers, [row])).get(row.id) ?? null;
    // What its pack declares, for a packaged product (docs/product-rules.md 38): the same row, no extra query.
    return { ...toStoreProduct(row, await this.gst.ratesToday(), language), soldBy, ...(seedLabel ? { seedLabel } : {}), label: storeLabelOf(row), rating };
  }

  /** Categories that have products in the shop, in the shop's own order (docs/product-rules.md 10). */
  async categories(): Promise<StoreCategoryList> {
    const counts = (await this.state.read()).byCategory;
    return {
      items: CATEGORY_SLUGS.filter((slug) => (counts.get(slug) ?? 0) > 0).map((slug) => ({
        slug,
        productCount: counts.get(slug)!,
      })),
    };
  }
}
