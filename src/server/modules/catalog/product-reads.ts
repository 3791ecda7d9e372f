import type { SelectQueryBuilder } from 'kysely';
import type { CategorySlug } from '#shared/catalog';
import type { Database, ProductRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import * as repo from './product-reads.repository.ts';
import { KitParts, type KitPart } from './kit-parts.ts';
import { shippingOf } from './product-fields.ts';

/**
 * What other modules read of products (docs/decisions/0042 and 0046): the catalog module owns the
 * table and answers here, in the caller's unit of work. It depends on nothing else, so the modules
 * catalog itself uses or is given (reviews: its ProductRatings) can be given it in services.ts
 * without a cycle. Products on sale, as the storefront shows them, are `productOnSale`'s.
 */
export class ProductReads {
  constructor(private readonly work: UnitOfWork) {}

  /** These products' rows as stored, on sale or not, by id (unknown ids left out): a cart's lines. */
  async rowsOf(ids: string[]): Promise<Map<string, ProductRow>> {
    return new Map((await repo.findProducts(this.work.db, ids)).map((r) => [r.id, r]));
  }

  /**
   * What checkout reads of the products ordered, by id (unknown ids left out): whether each is on
   * sale, its stock, price, tax codes and supplier (a quote; why an order could not take them).
   */
  async forOrder(ids: string[]) {
    return new Map((await repo.findProductsForOrder(this.work.db, ids)).map((p) => [p.id, p]));
  }

  /**
   * The parts of those of these products that are kits, by kit, in the admin's order (docs/product-rules.md 48):
   * an order and checkout's quote sell a kit as its parts.
   */
  kitParts(ids: string[]): Promise<Map<string, KitPart[]>> {
    return new KitParts(this.work).partsOf(ids);
  }

  /** The products' shipping weight and box, each null until given, by id (unknown ids left out): the packing queue's parcels (docs/product-rules.md 61). */
  async shippingOf(ids: string[]): Promise<Map<string, ReturnType<typeof shippingOf>>> {
    return new Map((await repo.findShippingSizes(this.work.db, ids)).map((r) => [r.id, shippingOf(r)]));
  }

  /** The products' English names, by id (unknown ids left out). */
  async namesOf(ids: string[]): Promise<Map<string, string>> {
    return new Map((await repo.findNamesAndSellers(this.work.db, ids)).map((p) => [p.id, p.name]));
  }

  /** The products' categories, by id (unknown ids left out): a seed's return asks about its packet. */
  async categoriesOf(ids: string[]): Promise<Map<string, CategorySlug>> {
    return new Map((await repo.findNamesAndSellers(this.work.db, ids)).map((p) => [p.id, p.category]));
  }

  /** Who sells each product, by id: a vendor's user id, or null for the shop's own (unknown ids left out). */
  async sellersOf(ids: string[]): Promise<Map<string, string | null>> {
    return new Map((await repo.findNamesAndSellers(this.work.db, ids)).map((p) => [p.id, p.vendor_id]));
  }

  /** How many products are in the shop now (the admin dashboard). */
  countInShop(): Promise<number> {
    return repo.countInShop(this.work.db);
  }

  /**
   * The ids of a vendor's products, archived ones included, as a subquery for the caller's own
   * query (the vendor's order lines and lot register: one query, not an IN-list of every listing).
   */
  idsOfVendor(vendorId: string): SelectQueryBuilder<Database, 'products', { id: string }> {
    return repo.productIdsOfVendor(this.work.db, vendorId);
  }
}
