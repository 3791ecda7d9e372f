import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  ListingState,
  VendorProduct,
  VendorProductDeleted,
  VendorProductInput,
  VendorProductList,
  VendorProductListQuery,
} from '#shared/schemas/vendor-products';
import { offsetOf } from '#server/db/paging';
import type { Database, ProductRow } from '#server/db/schema';
import { AppError } from '#server/http/errors';
import { deleteProduct, insertProduct, isProductOrdered } from '#server/modules/catalog/admin-products.repository';
import { editedColumnsOf, isProductId, productColumnsOf, productNotFound, toStoreProduct, translationsOf } from '#server/modules/catalog/product-fields';
import type { GstService } from '#server/modules/gst/gst.service';
import type { ShopVisibility } from '#server/modules/visibility/visibility.service';
import * as repo from './vendor-products.repository.ts';
import { findReviewState } from './vendors.repository.ts';

export const PUBLISH_NEEDS_APPROVAL = 'Your vendor account must be approved before products can be published.';

function stateOf(row: ProductRow): ListingState {
  if (row.listing_status === 'draft') return 'draft';
  if (row.moderation_hidden === 1) return 'hidden_by_shop';
  return row.is_active === 1 ? 'in_shop' : 'awaiting_approval';
}

function toVendorProduct(row: ProductRow, rates: Map<string, number>): VendorProduct {
  const { inStock: _inStock, ...product } = toStoreProduct(row, rates);
  return { ...product, translations: translationsOf(row), published: row.listing_status === 'published', state: stateOf(row), createdAt: row.created_at, updatedAt: row.updated_at };
}

const listingStatusOf = (input: VendorProductInput) => (input.published ? 'published' : 'draft');

/**
 * A vendor's own listings (docs/product-rules.md 21; docs/decisions/0008). The vendor decides
 * draft or published; ShopVisibility recomputes in the same transaction whether a listing is in
 * the shop, from that, the admin's moderation and the vendor's review.
 */
export class VendorProductsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly visibility: ShopVisibility,
    private readonly gst: GstService,
  ) {}

  async list(vendorId: string, query: VendorProductListQuery): Promise<VendorProductList> {
    const { rows, total } = await repo.listOwnProducts(this.db, vendorId, { q: query.q, limit: query.pageSize, offset: offsetOf(query) });
    const rates = await this.gst.ratesToday();
    return { items: rows.map((row) => toVendorProduct(row, rates)), total, page: query.page, pageSize: query.pageSize };
  }

  async get(vendorId: string, id: string): Promise<VendorProduct> {
    const row = isProductId(id) ? await repo.findOwnProduct(this.db, vendorId, id) : undefined;
    if (!row) throw productNotFound();
    return toVendorProduct(row, await this.gst.ratesToday());
  }

  async create(vendorId: string, input: VendorProductInput): Promise<VendorProduct> {
    await this.gst.assertVendorMayList(vendorId, input.hsnCode);
    const id = randomUUID();
    const now = new Date().toISOString();
    await this.visibility.change(vendorId, async (trx) => {
      if (input.published) await this.assertApproved(trx, vendorId);
      await insertProduct(trx, {
        id,
        ...productColumnsOf(input),
        vendor_id: vendorId,
        listing_status: listingStatusOf(input),
        // Out of the shop until ShopVisibility's refresh says otherwise.
        is_active: 0,
        created_at: now,
        updated_at: now,
      });
    });
    return this.get(vendorId, id);
  }

  /**
   * Replaces the listing's fields and its draft/published choice. Publishing needs an approved
   * vendor; a listing that is already published may stay so while the vendor is not approved
   * (it is out of the shop then anyway), so a suspended vendor can still correct it.
   */
  async update(vendorId: string, id: string, input: VendorProductInput): Promise<VendorProduct> {
    await this.gst.assertVendorMayList(vendorId, input.hsnCode);
    await this.inTransaction(vendorId, id, async (trx, current) => {
      if (input.published && current.listing_status !== 'published') await this.assertApproved(trx, vendorId);
      await repo.updateOwnProduct(trx, vendorId, id, { ...editedColumnsOf(input, current.stock), listing_status: listingStatusOf(input), updated_at: new Date().toISOString() });
    });
    return this.get(vendorId, id);
  }

  /** Stock is not one of the inputs of "in the shop", so this is a single update. */
  async setStock(vendorId: string, id: string, stock: number): Promise<VendorProduct> {
    const row = isProductId(id) ? await repo.updateOwnProduct(this.db, vendorId, id, { stock, updated_at: new Date().toISOString() }) : undefined;
    if (!row) throw productNotFound();
    return toVendorProduct(row, await this.gst.ratesToday());
  }

  /** Deletes a listing, or archives it when an order holds it (out of the shop and the list, kept for that order). */
  async remove(vendorId: string, id: string): Promise<VendorProductDeleted> {
    const outcome = await this.inTransaction(vendorId, id, async (trx) => {
      if (await isProductOrdered(trx, id)) {
        await repo.updateOwnProduct(trx, vendorId, id, { listing_status: 'archived', updated_at: new Date().toISOString() });
        return 'archived' as const;
      }
      await deleteProduct(trx, id);
      return 'deleted' as const;
    });
    return { id, outcome };
  }

  private async assertApproved(trx: Kysely<Database>, vendorId: string): Promise<void> {
    if ((await findReviewState(trx, vendorId))?.status !== 'approved') throw new AppError(409, 'vendor_not_approved', PUBLISH_NEEDS_APPROVAL);
  }

  /** Runs `work` on the vendor's own listing, locked, as one change of the shop. */
  private async inTransaction<T>(vendorId: string, id: string, work: (trx: Kysely<Database>, current: ProductRow) => Promise<T>): Promise<T> {
    if (!isProductId(id)) throw productNotFound();
    return this.visibility.change(vendorId, async (trx) => {
      const current = await repo.findOwnProduct(trx, vendorId, id, true);
      if (!current) throw productNotFound();
      return work(trx, current);
    });
  }
}
