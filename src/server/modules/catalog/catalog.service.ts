import { KitParts } from './kit-parts.ts';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { CATEGORY_SLUGS, FEATURED_PRODUCT_COUNT, SEARCH_COUNT_CAP, defaultSortOf, type ProductSort } from '#shared/catalog';
import type { StoreCategoryList, StoreProduct, StoreProductList, StoreProductListQuery } from '#shared/schemas/catalog';
import { offsetOf } from '#server/db/paging';
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages';
import type { ProductRow } from '#server/db/schema';
import * as repo from './catalog.repository.ts';
import type { CatalogueState } from './catalogue-state.ts';
import { SearchCache } from './search-cache.ts';
import { FacetCache, type FacetedSearch } from './facet-cache.ts';
import { cellsOf, countFacets, type FacetCell } from './facet-counts.ts';
import { facetValuesOf } from './facet-values.ts';
import { selectionOf } from './facets.ts';
import { correctionsOf } from './search-typos.ts';
import { SearchVocabulary } from './search-vocabulary.ts';
import type { GstService, TaxRates } from '#server/modules/gst';
import type { SeedLotsService } from '#server/modules/seeds';
import { productNotFound, toStoreProduct } from './product-fields.ts';
import { productOnSale } from './product-on-sale.ts';
import { sellersOf, type Sellers } from './sellers.ts';
import type { SellerDetails } from './seller-details.ts';
import type { ProductRating } from '#shared/schemas/reviews';
import { storeLabelOf } from './product-label.ts';
import type { CropTerms, CropVocabulary } from './product-uses.ts';
import { AppError } from '#server/errors';
import { validationMessage } from '#shared/validation-messages';
import { problemValueOf } from '#shared/catalog-facets';
import type { FacetSelection } from './facets.ts';

/**
 * A search or a choice of filters matching more products than this is broad: at 1% of the
 * catalogue or more, walking the sort index finds a page of matches sooner than sorting them all.
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

/** A product page's retail quantity prices (docs/product-rules.md 46): the offers module keeps them and answers. */
export interface RetailTiers {
  retailTiersOf(productId: string): Promise<Array<{ minQuantity: number; pricePaise: number }>>;
}

export class CatalogService {
  private readonly searches = new SearchCache();
  private readonly facets = new FacetCache();
  private readonly vocabulary: SearchVocabulary;

  constructor(
    private readonly work: UnitOfWork,
    private readonly gst: GstService,
    private readonly state: CatalogueState,
    /** A product page's rating, answered by the reviews module (services.ts wires ReviewsService). */
    private readonly ratings: ProductRatings,
    /** "Sold by" on cards and pages: the vendors module answers (docs/product-rules.md 34). */
    private readonly sellers: Sellers,
    /** The crop and problem filters' keys and names: the crops module answers (services.ts wires CropsService). */
    private readonly crops: CropVocabulary,
    /** "From 10, ₹2,300 each" on a product's page: everyone's quantity prices (docs/product-rules.md 46). */
    private readonly tiers: RetailTiers,
    /** A product page's seller: name, address, customer-care number, GSTIN (docs/product-rules.md 52). */
    private readonly sellerDetails: SellerDetails,
    /** A seed product's page shows its label (docs/product-rules.md 28). */
    private readonly seedLots?: SeedLotsService,
  ) {
    this.vocabulary = new SearchVocabulary(work);
  }

  /** The catalogue's version now (catalogue_state): storefront pages are kept rendered under it (page-cache.ts). */
  version(): Promise<string> {
    return this.state.version();
  }

  /**
   * `language`: the shopper's, for the products' texts and the order by name. The filters' counts
   * and the total come from the search's cells (facet-counts.ts), kept per catalogue version.
   */
  async listProducts(query: StoreProductListQuery, language: Language = DEFAULT_LANGUAGE): Promise<StoreProductList> {
    const selection = selectionOf(query);
    const byCrop = Boolean(selection.crop || selection.problem);
    const [{ snapshot, counted, rows, total, totalIsCapped }, rates, chosenCrops] = await Promise.all([
      this.#page(query, language),
      this.gst.ratesToday(),
      byCrop ? this.crops.crops(language) : undefined,
    ]);
    if (chosenCrops) assertKnownCrops(selection, chosenCrops);
    const withUses = counted.counts.crop.size > 0 || counted.counts.problem.size > 0;
    const crops = chosenCrops ?? (withUses ? await this.crops.crops(language) : []);
    const [items, facets] = await Promise.all([this.withSellers(rows, rates, language), facetValuesOf(counted, selection, this.sellers, crops)]);
    return {
      items,
      total,
      totalIsCapped,
      catalogueTotal: snapshot.total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
      facets,
    };
  }

  /**
   * The products a search matches, as listProducts finds and orders them, with only what a seller
   * node offers them by (their id, stock and seller): no filters' names, prices or sellers' names
   * to make (an ONDC search asks thousands of times for what a page of the shop shows once).
   */
  async matches(query: StoreProductListQuery): Promise<{ items: Array<{ id: string; stock: number; vendorId: string | null }>; total: number }> {
    const { rows, total } = await this.#page(query, DEFAULT_LANGUAGE);
    return { items: rows.map((r) => ({ id: r.id, stock: Number(r.stock), vendorId: r.vendor_id })), total };
  }

  /** A list's page of rows: the search's cells (kept per catalogue version), counted under the filters, and the rows in their order. */
  async #page(query: StoreProductListQuery, language: Language) {
    const q = query.q || undefined;
    const selection = selectionOf(query);
    const sort = query.sort ?? defaultSortOf(q);
    const snapshot = await this.state.read();
    const found = await this.facets.get(snapshot.version, q ?? '', () => this.group(snapshot.version, q));
    const counted = countFacets(found.cells, selection);
    // Few matches are fetched through the filters' indexes and sorted; many are found walking the sort index.
    const page = { facets: selection, narrow: counted.total <= BROAD_SEARCH_MATCHES, sort, language, limit: query.pageSize, offset: offsetOf(query) };
    const rows =
      counted.total === 0
        ? []
        : q
          ? await this.searchPage(snapshot.version, { ...query, q, sort }, { ...page, q, alternatives: found.alternatives, broadSearch: counted.total > BROAD_SEARCH_MATCHES })
          : await repo.listActiveProducts(this.work.db, page);
    // "Showing X of Y": a search says "1000+" above the cap, as before the filters (docs/decisions/0003).
    const cap = q ? SEARCH_COUNT_CAP : undefined;
    const totalIsCapped = cap !== undefined && counted.total > cap;
    return { snapshot, counted, rows, total: totalIsCapped ? cap : counted.total, totalIsCapped };
  }

  /**
   * The products a search (or none) matches, grouped by the filters' values. A search that finds
   * nothing as typed is tried again with its mistyped words corrected against the catalogue's
   * words ("tracter": tractor; search-typos.ts).
   */
  private async group(version: string, q: string | undefined): Promise<FacetedSearch> {
    const grouped = async (search: { q?: string; alternatives?: string[] }) => {
      const cells = cellsOf(await repo.facetRows(this.work.db, search));
      return { cells, matches: cells.reduce((sum, c) => sum + c.count, 0) };
    };
    const asTyped = await grouped({ q });
    if (!q || asTyped.matches > 0) return asTyped;
    const alternatives = correctionsOf(q, await this.vocabulary.words(version));
    return alternatives.length ? { ...(await grouped({ q, alternatives })), alternatives } : asTyped;
  }

  /** A search's page: from the search cache while the catalogue's version stands, else searched. */
  private async searchPage(version: string, query: StoreProductListQuery & { q: string; sort: ProductSort }, filter: repo.ProductListFilter): Promise<ProductRow[]> {
    const key = SearchCache.key(version, { ...query, filters: JSON.stringify(filter.facets) }, filter.language);
    const cached = this.searches.get(key);
    if (cached) return repo.listActiveProductsByIds(this.work.db, cached.ids);
    const rows = await repo.listActiveProducts(this.work.db, filter);
    this.searches.set(key, { ids: rows.map((r) => r.id) });
    return rows;
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
    // Who sells it, as the E-Commerce Rules ask (docs/product-rules.md 52); "Sold by" is its name, a vendor's only.
    const seller = await this.sellerDetails.of(row.vendor_id);
    const soldBy = row.vendor_id ? (seller?.name ?? null) : null;
    const priceTiers = await this.tiers.retailTiersOf(row.id);
    // What its pack declares, for a packaged product (docs/product-rules.md 38): the same row, no extra query.
    // A kit's parts and what it saves (docs/product-rules.md 48).
    const kit = await new KitParts(this.work).storeKitOf(row, language);
    return { ...toStoreProduct(row, await this.gst.ratesToday(), language), soldBy, ...(seller ? { seller } : {}), ...(seedLabel ? { seedLabel } : {}), label: storeLabelOf(row), rating, priceTiers, ...(kit ? { kit } : {}) };
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

/** A 400 naming the filter (`crop`, `problem`) when a chosen crop or problem is not the crops module's. */
function assertKnownCrops(selection: FacetSelection, crops: CropTerms[]): void {
  const fields: Record<string, string> = {};
  if (selection.crop?.some((v) => !crops.some((c) => c.slug === v))) fields.crop = validationMessage('unknownCrop');
  const problems = new Set(crops.flatMap((c) => c.problems.map((p) => problemValueOf(c.slug, p.slug))));
  if (selection.problem?.some((v) => !problems.has(v))) fields.problem = validationMessage('unknownProblem');
  if (Object.keys(fields).length) throw new AppError(400, 'validation_failed', `Invalid filters: ${Object.values(fields).join('; ')}`, fields);
}
