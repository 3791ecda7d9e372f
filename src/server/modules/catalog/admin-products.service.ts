import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  AdminProduct,
  AdminProductDeleted,
  AdminProductInput,
  AdminProductList,
  AdminProductListQuery,
} from '#shared/schemas/admin-products';
import { offsetOf } from '#server/db/paging';
import type { Database, ProductUpdate } from '#server/db/schema';
import type { GstService } from '#server/modules/gst/gst.service';
import type { ShopVisibility } from '#server/modules/visibility/visibility.service';
import * as repo from './admin-products.repository.ts';
import { editedColumnsOf, isProductId, productColumnsOf, productNotFound, toStoreProduct, translationsOf } from './product-fields.ts';

export function toAdminProduct(row: repo.ProductWithVendorRow, rates: Map<string, number>): AdminProduct {
  const { inStock: _inStock, ...product } = toStoreProduct(row, rates);
  return {
    ...product,
    translations: translationsOf(row),
    isActive: row.is_active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    listingStatus: row.listing_status,
    moderationHidden: row.moderation_hidden === 1,
  };
}

type Locked = NonNullable<Awaited<ReturnType<typeof repo.lockProduct>>>;

/**
 * Manage Products (docs/product-rules.md 17). Every write lands in the storefront at once: the
 * list, detail and search read the products table (SQLite's search index follows it by
 * triggers), and every write goes through ShopVisibility, which drops the cached product count.
 *
 * Vendor products are moderated, not switched: hiding one sets `moderation_hidden`, and whether
 * it is in the shop is recomputed from that, its vendor's listing and its vendor's review.
 */
export class AdminProductsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly visibility: ShopVisibility,
    private readonly gst: GstService,
  ) {}

  async list(query: AdminProductListQuery): Promise<AdminProductList> {
    const { rows, total } = await repo.listProductsForAdmin(this.db, {
      q: query.q,
      category: query.category,
      limit: query.pageSize,
      offset: offsetOf(query),
    });
    const rates = await this.gst.ratesToday();
    return { items: rows.map((row) => toAdminProduct(row, rates)), total, page: query.page, pageSize: query.pageSize };
  }

  async get(id: string): Promise<AdminProduct> {
    const row = isProductId(id) ? await repo.findProduct(this.db, id) : undefined;
    if (!row) throw productNotFound();
    return toAdminProduct(row, await this.gst.ratesToday());
  }

  /** Adds one of the shop's own products, in the shop at once. */
  async create(input: AdminProductInput): Promise<AdminProduct> {
    const now = new Date().toISOString();
    await this.gst.rateOf(this.db, input.hsnCode);
    const row = await this.visibility.change(null, (trx) =>
      repo.insertProduct(trx, { id: randomUUID(), ...productColumnsOf(input), created_at: now, updated_at: now }),
    );
    return this.get(row.id);
  }

  /** Replaces the product's fields; whether it is on sale, and who sells it, stay as they were. */
  async update(id: string, input: AdminProductInput): Promise<AdminProduct> {
    await this.gst.rateOf(this.db, input.hsnCode);
    await this.onLockedProduct(id, async (trx, product) => {
      await repo.updateProduct(trx, id, { ...editedColumnsOf(input, product.stock), updated_at: new Date().toISOString() });
    });
    return this.get(id);
  }

  /** "Show in shop" again, or hide it without deleting. */
  async setVisibility(id: string, isActive: boolean): Promise<AdminProduct> {
    await this.onLockedProduct(id, (trx, product) => this.hideOrShow(trx, product, !isActive));
    return this.get(id);
  }

  /**
   * Deletes a product, unless an order holds it: then it is hidden from the shop instead, so
   * that order and its history still read. Decided and done in one transaction.
   */
  async remove(id: string): Promise<AdminProductDeleted> {
    const outcome = await this.onLockedProduct(id, async (trx, product) => {
      if (await repo.isProductOrdered(trx, id)) {
        await this.hideOrShow(trx, product, true);
        return 'hidden' as const;
      }
      await repo.deleteProduct(trx, id);
      return 'deleted' as const;
    });
    return { id, outcome };
  }

  /** A vendor product is hidden by moderation (its flag is derived); the shop's own by its flag. */
  private async hideOrShow(trx: Kysely<Database>, product: Locked, hide: boolean): Promise<void> {
    const changes: ProductUpdate = product.vendor_id ? { moderation_hidden: hide ? 1 : 0 } : { is_active: hide ? 0 : 1 };
    await repo.updateProduct(trx, product.id, { ...changes, updated_at: new Date().toISOString() });
  }

  /**
   * Runs `work` on the locked product as one change of the shop: its vendor's lock first (the
   * order every such transaction keeps), then the product's. A product never changes vendor, so
   * reading who sells it before the transaction is safe; a product deleted meanwhile is a 404.
   */
  private async onLockedProduct<T>(id: string, work: (trx: Kysely<Database>, product: Locked) => Promise<T>): Promise<T> {
    const vendorId = isProductId(id) ? (await repo.findProduct(this.db, id))?.vendor_id : undefined;
    if (vendorId === undefined) throw productNotFound();
    return this.visibility.change(vendorId, async (trx) => {
      const product = await repo.lockProduct(trx, id);
      if (!product) throw productNotFound();
      return work(trx, product);
    });
  }
}
