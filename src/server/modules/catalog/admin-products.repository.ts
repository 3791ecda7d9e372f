import type { Kysely } from 'kysely';
import type { CategorySlug } from '#shared/catalog';
import { dialectOf } from '#server/db/dialect-of';
import { PRODUCT_COLUMNS_OF_PRODUCTS, type Database, type NewProductRow, type ProductRow, type ProductUpdate } from '#server/db/schema';
import { productTextContains } from './product-text-match.ts';

export interface AdminProductFilter {
  q?: string;
  category?: CategorySlug;
}

function filtered(db: Kysely<Database>, filter: AdminProductFilter) {
  let query = db.selectFrom('products');
  if (filter.category) query = query.where('products.category', '=', filter.category);
  if (filter.q) query = query.where(productTextContains(db, filter.q));
  return query;
}

/** Newest first; products added in the same instant keep one order (id). */
export async function listProductsForAdmin(
  db: Kysely<Database>,
  filter: AdminProductFilter & { limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(PRODUCT_COLUMNS_OF_PRODUCTS)
      .orderBy('products.created_at', 'desc')
      .orderBy('products.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export async function findProduct(db: Kysely<Database>, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').select(PRODUCT_COLUMNS_OF_PRODUCTS).where('products.id', '=', id).executeTakeFirst();
}

export async function insertProduct(db: Kysely<Database>, row: NewProductRow): Promise<ProductRow> {
  return db.insertInto('products').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The product as changed, or undefined when there is no such product. */
export async function updateProduct(db: Kysely<Database>, id: string, changes: ProductUpdate): Promise<ProductRow | undefined> {
  return db.updateTable('products').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Locks the product row until the transaction ends (PostgreSQL), so no order can add a line for
 * it between "is it in any order?" and the delete. SQLite runs one write transaction at a time.
 * Answers who sells it; undefined when there is no such product.
 */
export async function lockProduct(db: Kysely<Database>, id: string): Promise<Pick<ProductRow, 'id' | 'vendor_id' | 'listing_status' | 'stock' | 'moderation_hidden'> | undefined> {
  let query = db.selectFrom('products').select(['id', 'vendor_id', 'listing_status', 'stock', 'moderation_hidden']).where('id', '=', id);
  if (dialectOf(db) === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function deleteProduct(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('products').where('id', '=', id).execute();
}
