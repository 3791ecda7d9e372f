import { sql, type Kysely } from 'kysely';

/**
 * A product's shipping weight and box (docs/product-rules.md 61, docs/decisions/0076): the packing
 * queue suggests a parcel's weight (the lines' weights together) and box (the largest sides) from
 * them, for the dispatcher to check on the scale before booking the courier. Each is null until
 * the product form gives it; existing products have none, and their parcels are weighed as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('shipping_weight_grams', 'integer', (c) => c.check(sql`shipping_weight_grams > 0`)).execute();
  await db.schema.alterTable('products').addColumn('length_cm', 'integer', (c) => c.check(sql`length_cm > 0`)).execute();
  await db.schema.alterTable('products').addColumn('breadth_cm', 'integer', (c) => c.check(sql`breadth_cm > 0`)).execute();
  await db.schema.alterTable('products').addColumn('height_cm', 'integer', (c) => c.check(sql`height_cm > 0`)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['height_cm', 'breadth_cm', 'length_cm', 'shipping_weight_grams']) await db.schema.alterTable('products').dropColumn(column).execute();
}
