import type { Kysely } from 'kysely';
import { LOW_STOCK_THRESHOLD } from '#shared/catalog';
import { LICENCE_FOR_CATEGORY } from '#shared/seeds';
import type { CategorySlug } from '#shared/catalog';
import { dialectOf } from '#server/db/dialect-of';
import { PRODUCT_COLUMNS_OF_PRODUCTS, type Database, type ProductRow, type ProductUpdate } from '#server/db/schema';
import { productTextContains } from './product-text-match.ts';

const LICENSED_CATEGORIES = Object.keys(LICENCE_FOR_CATEGORY) as CategorySlug[];

/**
 * A vendor's own listings: its products, archived ones (deleted by the vendor, kept for the
 * orders that hold them) left out. Every query here is scoped by the vendor's id, so another
 * vendor's product or the shop's own is simply not found.
 */
function ownListings(db: Kysely<Database>, vendorId: string) {
  return db.selectFrom('products').where('products.vendor_id', '=', vendorId).where('products.listing_status', '<>', 'archived');
}

/** Newest first; listings added in the same instant keep one order (id). */
export async function listOwnProducts(
  db: Kysely<Database>,
  vendorId: string,
  filter: { q?: string; limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  let base = ownListings(db, vendorId);
  if (filter.q) base = base.where(productTextContains(db, filter.q));
  const [rows, count] = await Promise.all([
    base.select(PRODUCT_COLUMNS_OF_PRODUCTS).orderBy('products.created_at', 'desc').orderBy('products.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * One of the vendor's listings; with `lock`, the row stays locked until the transaction ends
 * (PostgreSQL), so no order can add a line between "is it in any order?" and a delete.
 */
export async function findOwnProduct(db: Kysely<Database>, vendorId: string, id: string, lock = false): Promise<ProductRow | undefined> {
  let query = ownListings(db, vendorId).select(PRODUCT_COLUMNS_OF_PRODUCTS).where('products.id', '=', id);
  if (lock && dialectOf(db) === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The listing as changed; undefined when it is not one of the vendor's. */
export async function updateOwnProduct(db: Kysely<Database>, vendorId: string, id: string, changes: ProductUpdate): Promise<ProductRow | undefined> {
  return db
    .updateTable('products')
    .set(changes)
    .where('id', '=', id)
    .where('vendor_id', '=', vendorId)
    .where('listing_status', '<>', 'archived')
    .returningAll()
    .executeTakeFirst();
}

/** Counts of the vendor's listings: published, drafts, and low in stock (archived ones left out). */
export async function countOwnListings(db: Kysely<Database>, vendorId: string) {
  const row = await db
    .selectFrom('products')
    .where('vendor_id', '=', vendorId)
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('listing_status', '=', 'published').then(1).else(0).end()).as('published'),
      eb.fn.sum<number>(eb.case().when('listing_status', '=', 'draft').then(1).else(0).end()).as('drafts'),
      eb.fn
        .sum<number>(eb.case().when(eb.and([eb('listing_status', '<>', 'archived'), eb('stock', '<=', LOW_STOCK_THRESHOLD)])).then(1).else(0).end())
        .as('low_stock'),
    ])
    .executeTakeFirstOrThrow();
  // SUM over no rows is NULL.
  return { published: Number(row.published ?? 0), drafts: Number(row.drafts ?? 0), lowStock: Number(row.low_stock ?? 0) };
}

/** The vendor's listings (drafts and published, archived left out) in categories that need a licence. */
export async function findLicensedListings(db: Kysely<Database>, vendorId: string) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'category', 'listing_status', 'moderation_hidden', 'is_active'])
    .where('vendor_id', '=', vendorId)
    .where('listing_status', '<>', 'archived')
    .where('category', 'in', LICENSED_CATEGORIES)
    .orderBy('name')
    .execute();
}

/** The HSN codes and classes of a vendor's listings (drafts and published; archived ones left out). */
export async function findListingHsnCodes(db: Kysely<Database>, vendorId: string): Promise<Array<{ hsnCode: string; classId: string | null }>> {
  const rows = await db.selectFrom('products').select(['hsn_code', 'gst_class_id']).distinct().where('vendor_id', '=', vendorId).where('listing_status', '<>', 'archived').execute();
  return rows.flatMap((r) => (r.hsn_code ? [{ hsnCode: r.hsn_code, classId: r.gst_class_id }] : []));
}
