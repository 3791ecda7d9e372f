import type { Kysely } from 'kysely';
import { CATEGORY_SLUGS, FEATURED_PRODUCT_COUNT, SEARCH_COUNT_CAP } from '#shared/catalog';
import type {
  StoreCategoryList,
  StoreProduct,
  StoreProductList,
  StoreProductListQuery,
} from '#shared/schemas/catalog';
import { offsetOf } from '#server/db/paging';
import type { Database } from '#server/db/schema';
import * as repo from './catalog.repository.ts';
import type { GstService } from '#server/modules/gst/gst.service';
import type { RecentCatalogueTotal } from './catalogue-total.ts';
import { isProductId, productNotFound, toStoreProduct } from './product-fields.ts';

/**
 * A search matching more products than its count cap is broad: at 1% of the catalogue or more,
 * walking the sort index finds a page of matches sooner than sorting them all.
 */
const BROAD_SEARCH_MATCHES = SEARCH_COUNT_CAP;

/** The storefront's catalogue: lists, search, product pages and categories of products on sale. */
export class CatalogService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly recentTotal: RecentCatalogueTotal,
    private readonly gst: GstService,
  ) {}

  async listProducts(query: StoreProductListQuery): Promise<StoreProductList> {
    const filter = { q: query.q || undefined, category: query.category };
    const cap = filter.q ? SEARCH_COUNT_CAP : undefined;
    const ticket = this.recentTotal.ticket();
    // The count first: it tells how broad a search is, which picks the faster plan for the page.
    const counted = await repo.countActiveProducts(this.db, filter, cap);
    const [rows, catalogueTotal, rates] = await Promise.all([
      repo.listActiveProducts(this.db, {
        ...filter,
        broadSearch: counted > BROAD_SEARCH_MATCHES,
        sort: query.sort,
        limit: query.pageSize,
        offset: offsetOf(query),
      }),
      filter.q || filter.category ? this.recentCatalogueTotal() : counted,
      this.gst.ratesToday(),
    ]);
    if (!filter.q && !filter.category) this.recentTotal.keep(ticket, counted);
    const totalIsCapped = cap !== undefined && counted > cap;
    const total = totalIsCapped ? cap : counted;
    return {
      items: rows.map((row) => toStoreProduct(row, rates)),
      total,
      totalIsCapped,
      catalogueTotal,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  }

  /**
   * The number of products in the shop, for "Showing X of Y" under a filter. Counting 100,000
   * rows on every keystroke of a search costs more than the search, so a filtered list reuses a
   * count up to 10 s old; the unfiltered list always counts exactly (and refreshes it).
   */
  private async recentCatalogueTotal(): Promise<number> {
    const cached = this.recentTotal.get();
    if (cached !== undefined) return cached;
    const ticket = this.recentTotal.ticket();
    const value = await repo.countActiveProducts(this.db);
    this.recentTotal.keep(ticket, value);
    return value;
  }

  async featuredProducts(): Promise<StoreProduct[]> {
    const [rows, rates] = await Promise.all([repo.listFirstActiveProducts(this.db, FEATURED_PRODUCT_COUNT), this.gst.ratesToday()]);
    return rows.map((row) => toStoreProduct(row, rates));
  }

  async getProduct(id: string): Promise<StoreProduct> {
    const row = isProductId(id) ? await repo.findActiveProduct(this.db, id) : undefined;
    if (!row) throw productNotFound();
    return { ...toStoreProduct(row, await this.gst.ratesToday()), soldBy: row.sold_by };
  }

  /** Categories that have products in the shop, in the shop's own order (docs/product-rules.md 10). */
  async categories(): Promise<StoreCategoryList> {
    const counts = new Map((await repo.countActiveProductsByCategory(this.db)).map((r) => [r.category, r.count]));
    return {
      items: CATEGORY_SLUGS.filter((slug) => (counts.get(slug) ?? 0) > 0).map((slug) => ({
        slug,
        productCount: counts.get(slug)!,
      })),
    };
  }
}
