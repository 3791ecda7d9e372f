import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  AdminProduct,
  AdminProductDeleted,
  AdminProductInput,
  AdminProductList,
  AdminProductListQuery,
} from '#shared/schemas/admin-products';
import type { Dialect } from '../../db/connect.ts';
import type { Database, ProductUpdate } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { offsetOf } from '../admin/admin-deps.ts';
import { lockVendor, refreshVendorListings } from '../vendors/vendor-listings.ts';
import * as repo from './admin-products.repository.ts';
import { isProductId, toStoreProduct } from './catalog.service.ts';
import { catalogueChanged } from './catalogue-total.ts';

export function toAdminProduct(row: repo.ProductWithVendorRow): AdminProduct {
  const { inStock: _inStock, ...product } = toStoreProduct(row);
  return {
    ...product,
    isActive: row.is_active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    listingStatus: row.listing_status,
    moderationHidden: row.moderation_hidden === 1,
  };
}

export const productNotFound = () => notFound('Product Not Found');

/** The product table's columns for a product form's fields (admin and vendor forms alike). */
export function productColumnsOf(input: AdminProductInput) {
  return {
    name: input.name,
    description: input.description,
    price_paise: input.pricePaise,
    category: input.category,
    stock: input.stock,
    image_url: input.imageUrl,
    features: JSON.stringify(input.features),
  };
}

/**
 * The columns an edit writes, given the stock the product has now. Sales made while the form was
 * open are kept: an unchanged stock field leaves the stock alone, and a changed one is refused
 * with a 409 on the stock field if the stock moved since the form showed it (see stockBefore).
 */
export function editedColumnsOf(input: AdminProductInput, currentStock: number) {
  const { stock, ...columns } = productColumnsOf(input);
  if (input.stockBefore === undefined) return { ...columns, stock };
  if (stock === input.stockBefore) return columns;
  if (currentStock !== input.stockBefore) {
    const message = `The stock changed to ${currentStock} while this form was open (orders or another edit). Please check it and save again.`;
    throw new AppError(409, 'stock_changed', message, { stock: message });
  }
  return { ...columns, stock };
}

type Locked = NonNullable<Awaited<ReturnType<typeof repo.lockProduct>>>;

/**
 * Manage Products (DECISIONS.md 17). Every write lands in the storefront at once: the list,
 * detail and search read the products table (SQLite's search index follows it by triggers),
 * and the one cached figure, the catalogue total, is dropped after each change.
 *
 * Vendor products are moderated, not switched: hiding one sets `moderation_hidden`, and whether
 * it is in the shop is recomputed from that, its vendor's listing and its vendor's review.
 */
export class AdminProductsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  async list(query: AdminProductListQuery): Promise<AdminProductList> {
    const { rows, total } = await repo.listProductsForAdmin(this.db, this.dialect, {
      q: query.q,
      category: query.category,
      limit: query.pageSize,
      offset: offsetOf(query),
    });
    return { items: rows.map(toAdminProduct), total, page: query.page, pageSize: query.pageSize };
  }

  async get(id: string): Promise<AdminProduct> {
    const row = isProductId(id) ? await repo.findProduct(this.db, id) : undefined;
    if (!row) throw productNotFound();
    return toAdminProduct(row);
  }

  /** Adds one of the shop's own products, in the shop at once. */
  async create(input: AdminProductInput): Promise<AdminProduct> {
    const now = new Date().toISOString();
    const row = await repo.insertProduct(this.db, { id: randomUUID(), ...productColumnsOf(input), created_at: now, updated_at: now });
    catalogueChanged(this.db);
    return this.get(row.id);
  }

  /** Replaces the product's fields; whether it is on sale, and who sells it, stay as they were. */
  async update(id: string, input: AdminProductInput): Promise<AdminProduct> {
    await this.inTransaction(id, async (trx, product) => {
      await repo.updateProduct(trx, id, { ...editedColumnsOf(input, product.stock), updated_at: new Date().toISOString() });
    });
    return this.get(id);
  }

  /** "Show in shop" again, or hide it without deleting. */
  async setVisibility(id: string, isActive: boolean): Promise<AdminProduct> {
    await this.inTransaction(id, (trx, product) => this.hideOrShow(trx, product, !isActive));
    return this.get(id);
  }

  /**
   * Deletes a product, unless an order holds it: then it is hidden from the shop instead, so
   * that order and its history still read. Decided and done in one transaction.
   */
  async remove(id: string): Promise<AdminProductDeleted> {
    const outcome = await this.inTransaction(id, async (trx, product) => {
      if (await repo.isProductOrdered(trx, id)) {
        await this.hideOrShow(trx, product, true);
        return 'hidden' as const;
      }
      await repo.deleteProduct(trx, id);
      return 'deleted' as const;
    });
    return { id, outcome };
  }

  private async hideOrShow(trx: Kysely<Database>, product: Locked, hide: boolean): Promise<void> {
    const changes: ProductUpdate = product.vendor_id ? { moderation_hidden: hide ? 1 : 0 } : { is_active: hide ? 0 : 1 };
    await repo.updateProduct(trx, product.id, { ...changes, updated_at: new Date().toISOString() });
    if (product.vendor_id) await refreshVendorListings(trx, product.vendor_id);
  }

  /** Runs `work` on the locked product in one transaction; the shop's product count is stale after it. */
  private async inTransaction<T>(id: string, work: (trx: Kysely<Database>, product: Locked) => Promise<T>): Promise<T> {
    if (!isProductId(id)) throw productNotFound();
    const result = await this.db.transaction().execute(async (trx) => {
      // A vendor's product: its vendor's lock first, the order every such transaction keeps.
      const vendorId = (await repo.findProduct(trx, id))?.vendor_id;
      if (vendorId) await lockVendor(trx, vendorId);
      const product = await repo.lockProduct(trx, this.dialect, id);
      if (!product) throw productNotFound();
      return work(trx, product);
    });
    catalogueChanged(this.db);
    return result;
  }
}
