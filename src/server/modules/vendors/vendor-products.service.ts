import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { ListingState, VendorProduct, VendorProductDeleted, VendorProductInput, VendorProductList, VendorProductListQuery } from '#shared/schemas/vendor-products';
import { offsetOf } from '#server/db/paging';
import type { Transaction } from 'kysely';
import type { Database, ProductRow } from '#server/db/schema';
import { AppError } from '#server/errors';
import { assertLabelPublishable, isProductId, labelOf, productNotFound, toStoreProduct, translationsOf, type VendorListings } from '#server/modules/catalog';
import { isAlwaysPackaged } from '#shared/product-label';
import { LICENCE_FOR_CATEGORY, type LicenceKind } from '#shared/seeds';
import type { SeedLabel } from '#shared/schemas/seed-lots';
import type { SeedLotsService } from '#server/modules/seeds';
import type { VendorLicencesService } from './vendor-licences.service.ts';
import type { GstService, TaxRates } from '#server/modules/gst';
import type { ShopVisibility } from '#server/modules/visibility';
import { findReviewState } from './vendors.repository.ts';
import { assertVendorMayAttachPhoto } from '#server/modules/media';

export const PUBLISH_NEEDS_APPROVAL = 'Your vendor account must be approved before products can be published.';

/** What keeps a published listing out of the shop besides the vendor's approval: a licence, a seed's valid lot. */
interface ListingContext {
  validLicences: Set<LicenceKind>;
  seedLabel: SeedLabel | null;
}

function stateOf(row: ProductRow, context: ListingContext): ListingState {
  if (row.listing_status === 'draft') return 'draft';
  if (row.moderation_hidden === 1) return 'hidden_by_shop';
  if (row.is_active === 1) return 'in_shop';
  const licence = LICENCE_FOR_CATEGORY[row.category];
  if (licence && !context.validLicences.has(licence)) return 'licence_missing';
  if (context.seedLabel && !context.seedLabel.lots.some((l) => !l.expired)) return 'no_valid_lot';
  return 'awaiting_approval';
}

function toVendorProduct(row: ProductRow, rates: TaxRates, context: ListingContext): VendorProduct {
  const { inStock: _inStock, ...product } = toStoreProduct(row, rates);
  return {
    ...product,
    seedLabel: context.seedLabel,
    packaged: row.packaged === 1 || isAlwaysPackaged(row.category),
    label: labelOf(row),
    translations: translationsOf(row),
    published: row.listing_status === 'published',
    state: stateOf(row, context),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * A vendor's own listings (docs/product-rules.md 21; docs/decisions/0008). The vendor decides
 * draft or published; ShopVisibility recomputes in the same transaction whether a listing is in
 * the shop, from that, the admin's moderation and the vendor's review. The listings' rows are the
 * catalog's products: read and written through its VendorListings.
 */
export class VendorProductsService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly listings: VendorListings,
    private readonly visibility: ShopVisibility,
    private readonly gst: GstService,
    /** Seed labels and lots, and the licences publishing needs (docs/product-rules.md 28). */
    private readonly seedLots: SeedLotsService,
    private readonly licences: VendorLicencesService,
  ) {}

  /** The product answers for these rows: with each seed's label and lots, and each listing's state. */
  private async toVendorProducts(vendorId: string, rows: ProductRow[]): Promise<VendorProduct[]> {
    const [rates, labels, licences] = await Promise.all([this.gst.ratesToday(), this.seedLots.labelsOf(rows), this.licences.ofVendors([vendorId])]);
    const validLicences = new Set((licences.get(vendorId) ?? []).filter((l) => !l.expired).map((l) => l.kind));
    return rows.map((row) => toVendorProduct(row, rates, { validLicences, seedLabel: labels.get(row.id) ?? null }));
  }

  /**
   * Publishing needs an approved vendor, the licence the category asks (seeds, pesticides,
   * fertilisers), for a packaged product its whole label (docs/product-rules.md 38) and, for a
   * seed, its seed label and a lot; drafts need none of them.
   */
  private async assertMayPublish(vendorId: string, input: VendorProductInput, productId?: string): Promise<void> {
    await this.assertApproved(vendorId);
    await this.licences.assertLicensed(vendorId, input.category);
    await this.assertLabels(input, productId);
  }

  /** A packaged product's label and a seed's label and lot, every missing field named in one 400. */
  private assertLabels(input: VendorProductInput, productId?: string): Promise<void> {
    return assertLabelPublishable(input, () => this.seedLots.assertPublishable(input.category, input.seedLabel, productId));
  }

  async list(vendorId: string, query: VendorProductListQuery): Promise<VendorProductList> {
    const { rows, total } = await this.listings.list(vendorId, { q: query.q, limit: query.pageSize, offset: offsetOf(query) });
    return { items: await this.toVendorProducts(vendorId, rows), total, page: query.page, pageSize: query.pageSize };
  }

  async get(vendorId: string, id: string): Promise<VendorProduct> {
    const row = await this.listings.find(vendorId, id);
    if (!row) throw productNotFound();
    return (await this.toVendorProducts(vendorId, [row]))[0]!;
  }

  async create(vendorId: string, input: VendorProductInput): Promise<VendorProduct> {
    await this.gst.assertVendorMayList(vendorId, input.hsnCode, input.gstClassId ?? null);
    const id = randomUUID();
    const now = new Date().toISOString();
    await this.visibility.change(vendorId, async (trx) => {
      // Only a photo this vendor uploaded (docs/decisions/0028).
      await assertVendorMayAttachPhoto(trx, vendorId, input.imageUrl);
      if (input.published) await this.assertMayPublish(vendorId, input);
      // Out of the shop until ShopVisibility's refresh says otherwise.
      await this.listings.add(vendorId, id, input, now);
      if (input.category === 'seeds' && input.seedLabel?.lot) await this.seedLots.writeLot(id, input.seedLabel.lot, vendorId, 'seedLabel.lot.');
    });
    return this.get(vendorId, id);
  }

  /**
   * Replaces the listing's fields and its draft/published choice. Publishing needs an approved
   * vendor; a listing that is already published may stay so while the vendor is not approved
   * (it is out of the shop then anyway), so a suspended vendor can still correct it.
   */
  async update(vendorId: string, id: string, input: VendorProductInput): Promise<VendorProduct> {
    await this.gst.assertVendorMayList(vendorId, input.hsnCode, input.gstClassId ?? null);
    await this.inTransaction(vendorId, id, async (trx, current) => {
      await assertVendorMayAttachPhoto(trx, vendorId, input.imageUrl, current.image_url);
      if (input.published && current.listing_status !== 'published') await this.assertMayPublish(vendorId, input, id);
      else if (input.published) {
        // Already published: it may stay so while the vendor is not approved (see above), but a
        // change of category needs that category's licence, and it keeps its whole label.
        if (input.category !== current.category) await this.licences.assertLicensed(vendorId, input.category);
        await this.assertLabels(input, id);
      }
      await this.listings.edit(vendorId, current, input);
      if (input.category === 'seeds' && input.seedLabel?.lot) await this.seedLots.writeLot(id, input.seedLabel.lot, vendorId, 'seedLabel.lot.');
      else await this.seedLots.recount([id]);
    });
    return this.get(vendorId, id);
  }

  /**
   * Stock is not one of the inputs of "in the shop", so this is a single update. A seed's stock
   * is its lots' (a new lot adds stock): a 409.
   */
  async setStock(vendorId: string, id: string, stock: number): Promise<VendorProduct> {
    const current = await this.listings.find(vendorId, id);
    if (current?.category === 'seeds') {
      throw new AppError(409, 'seed_stock_from_lots', "A seed's stock comes from its lots: add a new lot to add stock.");
    }
    const row = current ? await this.listings.setStock(vendorId, id, stock) : undefined;
    if (!row) throw productNotFound();
    return this.get(vendorId, id);
  }

  /** Deletes a listing, or archives it when an order holds it (out of the shop and the list, kept for that order). */
  async remove(vendorId: string, id: string): Promise<VendorProductDeleted> {
    const outcome = await this.inTransaction(vendorId, id, async () => this.listings.remove(vendorId, id));
    return { id, outcome };
  }

  private async assertApproved(vendorId: string): Promise<void> {
    if ((await findReviewState(this.work.db, vendorId))?.status !== 'approved') throw new AppError(409, 'vendor_not_approved', PUBLISH_NEEDS_APPROVAL);
  }

  /** Runs `work` on the vendor's own listing, locked, as one change of the shop. */
  private async inTransaction<T>(vendorId: string, id: string, work: (trx: Transaction<Database>, current: ProductRow) => Promise<T>): Promise<T> {
    if (!isProductId(id)) throw productNotFound();
    return this.visibility.change(vendorId, async (trx) => {
      const current = await this.listings.lock(vendorId, id);
      if (!current) throw productNotFound();
      return work(trx, current);
    });
  }
}
