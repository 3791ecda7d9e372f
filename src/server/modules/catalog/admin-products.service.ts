import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { Kysely } from 'kysely';
import type { AdminProduct, AdminProductDeleted, AdminProductInput, AdminProductList, AdminProductListQuery } from '#shared/schemas/admin-products';
import { offsetOf } from '#server/db/paging';
import type { Database, ProductRow } from '#server/db/schema';
import type { SeedLabel } from '#shared/schemas/seed-lots';
import type { SeedLotsService } from '#server/modules/seeds';
import type { GstService, TaxRates } from '#server/modules/gst';
import type { ShopVisibility } from '#server/modules/visibility';
import * as repo from './admin-products.repository.ts';
import { KitParts } from './kit-parts.ts';
import { auditedProduct, editedColumnsOf, isProductId, newProductColumnsOf, productNotFound, shippingOf, toStoreProduct, translationsOf } from './product-fields.ts';
import { addProduct, deleteProductUnlessOrdered, type ProductOrders } from './product-writes.ts';
import { sellersOf, type Sellers } from './sellers.ts';
import { assertLabelPublishable, assertStoredLabelPublishable, labelOf } from './product-label.ts';
import { isAlwaysPackaged } from '#shared/product-label';

/** `vendorName`: the business name of the vendor selling it (null: the shop's own). */
export function toAdminProduct(row: ProductRow, vendorName: string | null, rates: TaxRates, seedLabel: SeedLabel | null = null): AdminProduct {
  const { inStock: _inStock, ...product } = toStoreProduct(row, rates);
  return {
    ...product,
    seedLabel,
    packaged: row.packaged === 1 || isAlwaysPackaged(row.category),
    label: labelOf(row),
    translations: translationsOf(row),
    isActive: row.is_active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    vendorId: row.vendor_id,
    vendorName,
    listingStatus: row.listing_status,
    moderationHidden: row.moderation_hidden === 1,
    shipping: shippingOf(row),
  };
}

type Locked = NonNullable<Awaited<ReturnType<typeof repo.lockProduct>>>;

/**
 * Manage Products (docs/product-rules.md 17). Every write lands in the storefront at once: the
 * list, detail and search read the products table (SQLite's search index follows it by
 * triggers), and every write goes through ShopVisibility, which drops the cached product count.
 *
 * Products are moderated, not switched: hiding one sets `moderation_hidden`, and whether it is in
 * the shop is recomputed from that, its vendor's listing and review, and for a seed its label and
 * valid lots (docs/product-rules.md 28: the shop's own products too).
 */
export class AdminProductsService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly visibility: ShopVisibility,
    private readonly gst: GstService,
    /** Seed labels and lots (docs/product-rules.md 28). */
    private readonly seedLots: SeedLotsService,
    /** The vendors' business names: the vendors module answers. */
    private readonly sellers: Sellers,
    /** Whether an order holds a product (an ordered one is hidden, not deleted). */
    private readonly orders: ProductOrders,
  ) {
    this.kits = new KitParts(work);
  }

  /** Kits' parts: the catalog's own (docs/product-rules.md 48). */
  private readonly kits: KitParts;

  async list(query: AdminProductListQuery): Promise<AdminProductList> {
    const { rows, total } = await repo.listProductsForAdmin(this.work.db, {
      q: query.q,
      category: query.category,
      limit: query.pageSize,
      offset: offsetOf(query),
    });
    const [rates, labels, sellers] = await Promise.all([this.gst.ratesToday(), this.seedLots.labelsOf(rows), sellersOf(this.sellers, rows)]);
    return { items: rows.map((row) => toAdminProduct(row, sellers.get(row.id) ?? null, rates, labels.get(row.id))), total, page: query.page, pageSize: query.pageSize };
  }

  async get(id: string): Promise<AdminProduct> {
    const row = isProductId(id) ? await repo.findProduct(this.work.db, id) : undefined;
    if (!row) throw productNotFound();
    const [rates, labels, sellers] = await Promise.all([this.gst.ratesToday(), this.seedLots.labelsOf([row]), sellersOf(this.sellers, [row])]);
    return toAdminProduct(row, sellers.get(row.id) ?? null, rates, labels.get(row.id));
  }

  /**
   * Adds one of the shop's own products, in the shop at once: a seed product only with its whole
   * label and a first lot (a 400 naming each field missing).
   */
  async create(input: AdminProductInput, by: string | null = null): Promise<AdminProduct> {
    const now = new Date().toISOString();
    await this.gst.rateOf(input.hsnCode, 'hsnCode', input.gstClassId ?? null);
    const id = randomUUID();
    await this.visibility.change(
      null,
      async (trx) => {
        // In the shop at once: a packaged product with its whole label, a seed with its seed label and a lot.
        await assertLabelPublishable(input, () => this.seedLots.assertPublishable(input.category, input.seedLabel));
        const columns = newProductColumnsOf(input);
        await addProduct(trx, { id, ...columns, created_at: now, updated_at: now });
        await this.work.recordChange({ action: 'product.create', entity: 'product', entityId: id, before: null, after: auditedProduct(columns) });
        if (input.category === 'seeds' && input.seedLabel?.lot) await this.seedLots.writeLot(id, input.seedLabel.lot, by, 'seedLabel.lot.');
      },
      [id],
    );
    return this.get(id);
  }

  /** Replaces the product's fields; whether it is on sale, and who sells it, stay as they were. */
  async update(id: string, input: AdminProductInput, by: string | null = null): Promise<AdminProduct> {
    await this.gst.rateOf(input.hsnCode, 'hsnCode', input.gstClassId ?? null);
    await this.onLockedProduct(id, async (trx, product) => {
      // A kit's price stays below its parts' at retail, else it is no kit, and a kit is no seed (docs/product-rules.md 48).
      await this.kits.assertKitFields(id, input);
      // The shop's own product is on sale as saved; a vendor's is its vendor's to publish.
      if (!product.vendor_id) await assertLabelPublishable(input, () => this.seedLots.assertPublishable(input.category, input.seedLabel, id));
      const before = (await repo.findProduct(trx, id))!;
      const columns = editedColumnsOf(input, product.stock);
      await repo.updateProduct(trx, id, { ...columns, updated_at: new Date().toISOString() });
      await this.work.recordChange({ action: 'product.update', entity: 'product', entityId: id, before: auditedProduct(before), after: auditedProduct(columns) });
      if (input.category === 'seeds' && input.seedLabel?.lot) await this.seedLots.writeLot(id, input.seedLabel.lot, by, 'seedLabel.lot.');
      else await this.seedLots.recount([id]);
    });
    return this.get(id);
  }

  /** "Show in shop" again, or hide it without deleting. */
  async setVisibility(id: string, isActive: boolean): Promise<AdminProduct> {
    await this.onLockedProduct(id, async (trx, product) => {
      // Showing the shop's own product needs its label (a seed's, and a lot), as saving it does.
      if (isActive && !product.vendor_id) {
        const row = (await repo.findProduct(trx, id))!;
        await assertStoredLabelPublishable(row, () => this.seedLots.assertStoredPublishable(row));
      }
      await this.hideOrShow(product, !isActive);
    });
    return this.get(id);
  }

  /**
   * Deletes a product, unless an order holds it: then it is hidden from the shop instead, so
   * that order and its history still read. Decided and done in one transaction.
   */
  async remove(id: string): Promise<AdminProductDeleted> {
    const outcome = await this.onLockedProduct(id, async (trx, product) => {
      // A kit's part is hidden too: the kit names it (docs/product-rules.md 48).
      const before = (await repo.findProduct(trx, id))!;
      if (!(await this.kits.isPart(id)) && (await deleteProductUnlessOrdered(trx, id, this.orders))) {
        await this.work.recordChange({ action: 'product.delete', entity: 'product', entityId: id, before: auditedProduct(before), after: null });
        return 'deleted' as const;
      }
      await this.hideOrShow(product, true);
      return 'hidden' as const;
    });
    return { id, outcome };
  }

  /**
   * Hidden by moderation: every product's flag is derived (docs/decisions/0026), so a hidden product stays
   * hidden whatever its lots or vendor do, and showing it again never bypasses them.
   */
  private async hideOrShow(product: Locked, hide: boolean): Promise<void> {
    const after = { moderation_hidden: hide ? 1 : 0 };
    await repo.updateProduct(this.work.db, product.id, { ...after, updated_at: new Date().toISOString() });
    // A delete that could only hide (an ordered product, a kit's part) is logged as the hiding it was (docs/decisions/0065).
    await this.work.recordChange({ action: hide ? 'product.hide' : 'product.show', entity: 'product', entityId: product.id, before: { moderation_hidden: product.moderation_hidden }, after });
  }

  /**
   * Runs `work` on the locked product as one change of the shop: its vendor's lock first (the
   * order every such transaction keeps), then the product's. A product never changes vendor, so
   * reading who sells it before the transaction is safe; a product deleted meanwhile is a 404.
   */
  private async onLockedProduct<T>(id: string, work: (trx: Kysely<Database>, product: Locked) => Promise<T>): Promise<T> {
    const vendorId = isProductId(id) ? (await repo.findProduct(this.work.db, id))?.vendor_id : undefined;
    if (vendorId === undefined) throw productNotFound();
    return this.visibility.change(
      vendorId,
      async (trx) => {
        const product = await repo.lockProduct(trx, id);
        if (!product) throw productNotFound();
        return work(trx, product);
      },
      vendorId ? undefined : [id],
    );
  }
}
