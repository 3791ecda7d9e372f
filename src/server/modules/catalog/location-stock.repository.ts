import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

/** A product's units at each stock location that holds a row for it (docs/product-rules.md 59). */
export async function findLocationUnits(db: Kysely<Database>, productIds: string[]): Promise<Array<{ location_id: string; product_id: string; units: number }>> {
  if (productIds.length === 0) return [];
  const rows = await db.selectFrom('location_stock').select(['location_id', 'product_id', 'units']).where('product_id', 'in', productIds).execute();
  return rows.map((r) => ({ ...r, units: Number(r.units) }));
}

/**
 * Sets a product's units at a location from `expected` to `units`, if they are `expected` still:
 * false when an order (or another count) changed them meanwhile. A location without a row for
 * the product holds none.
 */
export async function setLocationUnits(db: Kysely<Database>, locationId: string, productId: string, expected: number, units: number): Promise<boolean> {
  if (expected === 0) {
    const inserted = await db
      .insertInto('location_stock')
      .values({ location_id: locationId, product_id: productId, units })
      .onConflict((oc) => oc.columns(['location_id', 'product_id']).doUpdateSet({ units }).where('location_stock.units', '=', 0))
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const updated = await db.updateTable('location_stock').set({ units }).where('location_id', '=', locationId).where('product_id', '=', productId).where('units', '=', expected).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Takes `quantity` of a product's units at a location if it has them: one conditional UPDATE, so parallel orders never take the same units. */
export async function takeLocationUnits(db: Kysely<Database>, locationId: string, productId: string, quantity: number): Promise<boolean> {
  const updated = await db
    .updateTable('location_stock')
    .set((eb) => ({ units: eb('units', '-', quantity) }))
    .where('location_id', '=', locationId)
    .where('product_id', '=', productId)
    .where('units', '>=', quantity)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Puts `quantity` units back at a location (a cancellation or a return of a line it served). */
export async function putBackLocationUnits(db: Kysely<Database>, locationId: string, productId: string, quantity: number): Promise<void> {
  await db
    .insertInto('location_stock')
    .values({ location_id: locationId, product_id: productId, units: quantity })
    .onConflict((oc) => oc.columns(['location_id', 'product_id']).doUpdateSet({ units: sql<number>`location_stock.units + ${quantity}` }))
    .execute();
}
