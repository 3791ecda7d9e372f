import type { VendorProductInput } from '#shared/schemas/vendor-products';
import type { ProductRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { editedColumnsOf, isProductId, newProductColumnsOf } from './product-fields.ts';
import { addProduct, deleteProductUnlessOrdered, type ProductOrders } from './product-writes.ts';
import * as repo from './vendor-listings.repository.ts';

const listingStatusOf = (input: Pick<VendorProductInput, 'published'>) => (input.published ? ('published' as const) : ('draft' as const));

/**
 * A vendor's own listings as rows of the products table (docs/product-rules.md 21), which the
 * catalog owns: the vendors module reads and writes them only through here, in the caller's unit
 * of work. Every call is scoped by the vendor's id, so another vendor's product or the shop's own
 * is simply not found, and archived listings (deleted by the vendor, kept for the orders that hold
 * them) are left out. The writes run inside ShopVisibility.change (the vendors module's), which
 * refreshes whether the listing is in the shop before it commits.
 */
export class VendorListings {
  constructor(
    private readonly work: UnitOfWork,
    /** Whether an order holds a listing (an ordered one is archived, not deleted): the orders module answers. */
    private readonly orders: ProductOrders,
  ) {}

  /** A page of the vendor's listings, newest first, matching `q` in name or description. */
  list(vendorId: string, filter: { q?: string; limit: number; offset: number }): Promise<{ rows: ProductRow[]; total: number }> {
    return repo.listOwnProducts(this.work.db, vendorId, filter);
  }

  /** One of the vendor's listings; undefined when `id` is not one of them. */
  async find(vendorId: string, id: string): Promise<ProductRow | undefined> {
    return isProductId(id) ? repo.findOwnProduct(this.work.db, vendorId, id) : undefined;
  }

  /**
   * One of the vendor's listings, its row locked until the transaction ends (PostgreSQL), so no
   * order can add a line between "is it in any order?" and a delete; undefined when not its own.
   */
  async lock(vendorId: string, id: string): Promise<ProductRow | undefined> {
    return isProductId(id) ? repo.findOwnProduct(this.work.db, vendorId, id, true) : undefined;
  }

  /** A new listing from the vendor's form: a draft or published, out of the shop until ShopVisibility's refresh says otherwise. */
  async add(vendorId: string, id: string, input: VendorProductInput, now: string): Promise<void> {
    await addProduct(this.work.db, {
      id,
      ...newProductColumnsOf(input),
      vendor_id: vendorId,
      listing_status: listingStatusOf(input),
      is_active: 0,
      created_at: now,
      updated_at: now,
    });
  }

  /**
   * The listing's fields and its draft/published choice replaced from the vendor's form; its
   * stock only if nobody changed it since the form read it (`editedColumnsOf`: a 409
   * `stock_changed` otherwise; a seed's stock stays its lots'). `current` is the locked row.
   */
  async edit(vendorId: string, current: ProductRow, input: VendorProductInput): Promise<void> {
    await repo.updateOwnProduct(this.work.db, vendorId, current.id, { ...editedColumnsOf(input, current.stock), listing_status: listingStatusOf(input), updated_at: new Date().toISOString() });
  }

  /** Sets a listing's stock (not a seed's: its lots' units are its stock); undefined when it is not one of the vendor's. */
  setStock(vendorId: string, id: string, stock: number): Promise<ProductRow | undefined> {
    return repo.updateOwnProduct(this.work.db, vendorId, id, { stock, updated_at: new Date().toISOString() });
  }

  /**
   * Deletes the listing, or archives it when an order holds it (out of the shop and the list,
   * kept for that order). The caller holds its row (`lock`).
   */
  async remove(vendorId: string, id: string): Promise<'deleted' | 'archived'> {
    if (await deleteProductUnlessOrdered(this.work.db, id, this.orders)) return 'deleted';
    await repo.updateOwnProduct(this.work.db, vendorId, id, { listing_status: 'archived', updated_at: new Date().toISOString() });
    return 'archived';
  }

  /** Counts of the vendor's listings: published, drafts, and low in stock (archived ones left out). */
  counts(vendorId: string) {
    return repo.countOwnListings(this.work.db, vendorId);
  }

  /** The vendor's listings (drafts and published) in categories that need a licence, by name. */
  licensed(vendorId: string) {
    return repo.findLicensedListings(this.work.db, vendorId);
  }

  /** The HSN codes and classes of the vendor's listings (drafts and published). */
  hsnCodes(vendorId: string): Promise<Array<{ hsnCode: string; classId: string | null }>> {
    return repo.findListingHsnCodes(this.work.db, vendorId);
  }
}
