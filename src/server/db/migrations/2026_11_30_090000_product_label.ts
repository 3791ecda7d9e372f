import { sql, type Kysely } from 'kysely';

/**
 * A packaged product's label (docs/product-rules.md 38, docs/decisions/0053): what the Legal
 * Metrology (Packaged Commodities) Rules 2011, rule 6, ask a pack to declare and sub-rule (10)
 * asks an online seller to show. `packaged` is 1 for seeds, fertilisers and pesticides (always
 * pre-packed) and for what its seller ticks "Sold in a sealed pack"; every particular stays null
 * until given. Net quantity is the pack (pack_size, pack_unit); a seed's best-before is its lot's
 * valid-until day. MRP in paise; best before in whole months from packing.
 *
 * Existing products: those of the three categories become packaged; the shop's seeded products
 * get their labels, packed by the shop itself (its name; its address and consumer-care contact are
 * the owner's to give, as the shop's contact details are: docs/product-rules.md 25).
 */

/** The seeded products' labels (seed/seed-product-labels.ts); the migration keeps its own copy: migrations do not change. */
const SEEDED_LABELS: Array<[name: string, packaged: 0 | 1, genericName: string, mrpRupees: number, bestBeforeMonths: number | null]> = [
  ['Premium Wheat Seeds', 1, 'Wheat seed', 1290, null],
  ['Hybrid Corn Seeds', 1, 'Maize seed', 860, null],
  ['Organic Rice Seeds', 1, 'Paddy seed', 1600, null],
  ['Sunflower Seeds', 1, 'Sunflower seed', 650, null],
  ['Soybean Seeds', 1, 'Soybean seed', 980, null],
  ['Cotton Seeds', 1, 'Cotton seed', 1150, null],
  ['Vegetable Seeds Mix', 1, 'Vegetable seeds (mixed)', 499, null],
  ['Soil Testing Kit', 1, 'Soil testing kit (pH, N, P, K)', 2750, 12],
  ['NPK 19:19:19 Water Soluble Fertilizer', 1, 'NPK 19:19:19 (water soluble)', 199, 24],
  ['Neem Oil Bio-Pesticide', 1, 'Azadirachtin 0.15% EC (1500 ppm)', 490, 18],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('packaged', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('products').addColumn('brand', 'varchar(100)').execute();
  await db.schema.alterTable('products').addColumn('maker_role', 'varchar(16)', (c) => c.check(sql`maker_role in ('manufacturer', 'packer', 'importer')`)).execute();
  await db.schema.alterTable('products').addColumn('maker_name', 'varchar(200)').execute();
  await db.schema.alterTable('products').addColumn('maker_address', 'varchar(300)').execute();
  await db.schema.alterTable('products').addColumn('generic_name', 'varchar(200)').execute();
  await db.schema.alterTable('products').addColumn('mrp_paise', 'integer', (c) => c.check(sql`mrp_paise > 0`)).execute();
  await db.schema.alterTable('products').addColumn('country_of_origin', 'varchar(100)').execute();
  await db.schema.alterTable('products').addColumn('best_before_months', 'integer', (c) => c.check(sql`best_before_months > 0`)).execute();
  await db.schema.alterTable('products').addColumn('consumer_care', 'varchar(300)').execute();
  await db.updateTable('products').set({ packaged: 1 }).where('category', 'in', ['seeds', 'fertilizers', 'pesticides']).execute();
  for (const [name, packaged, genericName, mrpRupees, bestBeforeMonths] of SEEDED_LABELS) {
    await db
      .updateTable('products')
      .set({
        packaged,
        brand: 'Hariyali',
        maker_role: 'packer',
        maker_name: 'Hariyali',
        generic_name: genericName,
        mrp_paise: mrpRupees * 100,
        country_of_origin: 'India',
        best_before_months: bestBeforeMonths,
      })
      .where('name', '=', name)
      .where('vendor_id', 'is', null)
      .where('brand', 'is', null)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['consumer_care', 'best_before_months', 'country_of_origin', 'mrp_paise', 'generic_name', 'maker_address', 'maker_name', 'maker_role', 'brand', 'packaged']) {
    await db.schema.alterTable('products').dropColumn(column).execute();
  }
}
