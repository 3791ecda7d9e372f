import type { Kysely, SelectQueryBuilder } from 'kysely';
import { dialectOf } from '#server/db/dialect-of';
import { PRODUCT_COLUMNS, type Database, type ProductRow } from '#server/db/schema';

/* The products table as other modules read it (product-reads.ts, products-for-seeds.ts). */

/** These products' rows as stored, on sale or not (unknown ids left out). */
export async function findProducts(db: Kysely<Database>, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', 'in', [...new Set(ids)]).execute();
}

/** What an order needs to know of these products when it could not take them, and checkout's quote. */
export async function findProductsForOrder(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('products').select(['id', 'name', 'category', 'price_paise', 'stock', 'is_active', 'hsn_code', 'gst_class_id', 'vendor_id']).where('id', 'in', ids).execute();
}

/** Of these products (unknown ids left out): their name, category and who sells them. */
export async function findNamesAndSellers(db: Kysely<Database>, ids: string[]): Promise<Array<Pick<ProductRow, 'id' | 'name' | 'category' | 'vendor_id'>>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db.selectFrom('products').select(['id', 'name', 'category', 'vendor_id']).where('id', 'in', unique).execute();
}

/** Of these products (unknown ids left out): their shipping weight and box (docs/product-rules.md 61). */
export async function findShippingSizes(db: Kysely<Database>, ids: string[]): Promise<Array<Pick<ProductRow, 'id' | 'shipping_weight_grams' | 'length_cm' | 'breadth_cm' | 'height_cm'>>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db.selectFrom('products').select(['id', 'shipping_weight_grams', 'length_cm', 'breadth_cm', 'height_cm']).where('id', 'in', unique).execute();
}

/** How many products are in the shop. */
export async function countInShop(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('products')
    .where('is_active', '=', 1)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ids of a vendor's products, archived ones included, as a subquery for another module's query. */
export function productIdsOfVendor(db: Kysely<Database>, vendorId: string): SelectQueryBuilder<Database, 'products', { id: string }> {
  return db.selectFrom('products').select('id').where('vendor_id', '=', vendorId);
}

/**
 * A product's row, locked until the transaction ends (PostgreSQL), as placing an order locks it;
 * with `vendorId`, only that vendor's own listing (archived ones left out).
 */
export async function lockProductRow(db: Kysely<Database>, productId: string, vendorId?: string) {
  let query = db.selectFrom('products').select(['id', 'name', 'category', 'vendor_id']).where('id', '=', productId);
  if (vendorId !== undefined) query = query.where('vendor_id', '=', vendorId).where('listing_status', '<>', 'archived');
  if (dialectOf(db) === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Which of these products are seeds. */
export async function findSeedsAmong(db: Kysely<Database>, ids: string[]): Promise<Array<Pick<ProductRow, 'id' | 'name'>>> {
  if (ids.length === 0) return [];
  return db.selectFrom('products').select(['id', 'name']).where('id', 'in', ids).where('category', '=', 'seeds').execute();
}
