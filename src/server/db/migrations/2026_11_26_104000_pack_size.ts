import { sql, type Kysely } from 'kysely';

/**
 * Pack size and unit (docs/product-rules.md 34): what one unit sold holds, "1 kg",
 * "500 ml", "1 piece". The size is a whole number of the unit (integer: exact on both databases,
 * SQLite having no exact decimal; 1.5 kg is 1500 g); the unit one of src/shared/pack.ts's.
 * Both stay null for a product saved without them by an API client; the forms ask for them.
 *
 * Existing products: a seed whose label gives its net quantity in g or kg gets that as its pack
 * (the two say the same thing and are kept agreeing: pack-size.ts), and the shop's seeded products
 * get the pack their descriptions name. Other products stay null until edited.
 */

/** The seeded products' packs (seed/catalog-products.ts); the migration keeps its own copy: migrations do not change. */
const SEEDED_PACKS: Array<[name: string, size: number, unit: string]> = [
  ['Premium Wheat Seeds', 40, 'kg'],
  ['Modern Tractor', 1, 'piece'],
  ['Hybrid Corn Seeds', 4, 'kg'],
  ['Water Pump', 1, 'piece'],
  ['Organic Rice Seeds', 10, 'kg'],
  ['Seed Drill', 1, 'piece'],
  ['Sunflower Seeds', 2, 'kg'],
  ['Combine Harvester', 1, 'piece'],
  ['Soybean Seeds', 30, 'kg'],
  ['Fertilizer Spreader', 1, 'piece'],
  ['Cotton Seeds', 450, 'g'],
  ['Plowing Equipment', 1, 'piece'],
  ['Vegetable Seeds Mix', 50, 'g'],
  ['Irrigation Sprinkler', 1, 'piece'],
  ['Soil Testing Kit', 1, 'piece'],
  ['NPK 19:19:19 Water Soluble Fertilizer', 1, 'kg'],
  ['Neem Oil Bio-Pesticide', 1, 'l'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('pack_size', 'integer', (c) => c.check(sql`pack_size > 0`)).execute();
  await db.schema
    .alterTable('products')
    .addColumn('pack_unit', 'varchar(8)', (c) => c.check(sql`pack_unit in ('g', 'kg', 'ml', 'l', 'piece', 'packet')`))
    .execute();
  await db
    .updateTable('products')
    .set({ pack_size: sql`seed_net_quantity`, pack_unit: sql`seed_net_unit` })
    .where('category', '=', 'seeds')
    .where('seed_net_unit', 'in', ['g', 'kg'])
    .where('seed_net_quantity', '>', 0)
    .execute();
  for (const [name, size, unit] of SEEDED_PACKS) {
    await db.updateTable('products').set({ pack_size: size, pack_unit: unit }).where('name', '=', name).where('vendor_id', 'is', null).where('pack_size', 'is', null).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('pack_unit').execute();
  await db.schema.alterTable('products').dropColumn('pack_size').execute();
}
