import type { Kysely } from 'kysely';
import { dialectOf } from '#server/db/dialect-of';
import { PRODUCT_COLUMNS_OF_PRODUCTS, type Database, type ProductRow, type ProductUpdate } from '#server/db/schema';
import { productTextContains } from '#server/modules/catalog';

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
export async function findOwnProduct(
  db: Kysely<Database>,
  vendorId: string,
  id: string,
  lock = false,
): Promise<ProductRow | undefined> {
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
