import { sql, type Kysely } from 'kysely';
import type { Database, ProductRow } from '#server/db/schema';

/** A product as an order line sells it: its name, price, tax codes, supplier and pack as they are now, and its stock left. */
export type SoldProduct = Pick<ProductRow, 'id' | 'name' | 'name_hi' | 'name_mr' | 'category' | 'price_paise' | 'hsn_code' | 'gst_class_id' | 'vendor_id' | 'pack_size' | 'pack_unit' | 'stock'>;

/**
 * Takes `quantity` from a product's stock if it is on sale and has that many beside the units
 * reserved for orders waiting for a farmer's consent (docs/product-rules.md 53), answering with
 * the product as sold now; undefined when it could not. One conditional UPDATE, so parallel orders
 * can never take the same units.
 */
export async function takeUnits(db: Kysely<Database>, productId: string, quantity: number): Promise<SoldProduct | undefined> {
  return db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', productId)
    .where('is_active', '=', 1)
    .where((eb) => eb(eb('stock', '-', eb.ref('reserved')), '>=', quantity))
    .returning(['id', 'name', 'name_hi', 'name_mr', 'category', 'price_paise', 'hsn_code', 'gst_class_id', 'vendor_id', 'pack_size', 'pack_unit', 'stock'])
    .executeTakeFirst();
}

/** Holds `quantity` units of a product on sale for a waiting order, if it has them beside those held already. */
export async function reserveUnits(db: Kysely<Database>, productId: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ reserved: eb('reserved', '+', quantity) }))
    .where('id', '=', productId)
    .where('is_active', '=', 1)
    .where((eb) => eb(eb('stock', '-', eb.ref('reserved')), '>=', quantity))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lets go of `quantity` held units (never below none: a product's reservations are only ever its waiting orders'). */
export async function releaseUnits(db: Kysely<Database>, productId: string, quantity: number): Promise<void> {
  await db
    .updateTable('products')
    .set({ reserved: sql<number>`case when reserved > ${quantity} then reserved - ${quantity} else 0 end` })
    .where('id', '=', productId)
    .execute();
}

/** Puts `quantity` units back into a product's stock, on sale or not. */
export async function putBackUnits(db: Kysely<Database>, productId: string, quantity: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', productId)
    .execute();
}

/** Moves a product's stock by `delta` units (a count at a stock location): never below none, as a location's units are part of it. */
export async function moveStock(db: Kysely<Database>, productId: string, delta: number): Promise<void> {
  await db.updateTable('products').set((eb) => ({ stock: eb('stock', '+', delta) })).where('id', '=', productId).execute();
}

/** Sets a seed product's stock to `stock` (its valid lots' units) where it differs; any other product is left. */
export async function setSeedStock(db: Kysely<Database>, productId: string, stock: number): Promise<void> {
  await db.updateTable('products').set({ stock }).where('id', '=', productId).where('category', '=', 'seeds').where('stock', '<>', stock).execute();
}

/** Every seed product's stock. */
export async function findSeedStock(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('products').select(['id', 'stock']).where('category', '=', 'seeds').execute();
  return new Map(rows.map((r) => [r.id, Number(r.stock)]));
}
