import { sql, type Kysely } from 'kysely';

/**
 * GST per HSN code (docs/decisions/0012): the tax table, each product's HSN code, who supplies
 * what (the shop's business settings; a vendor's state is its GSTIN's), and each order line's tax.
 * Frozen in time: the table rows below are the ones the shop opened with.
 */

// code, description, unit (GST unit quantity code), rate in basis points, effective from.
const HSN_TABLE: Array<[string, string, string, number, string]> = [
  ['1001', 'Wheat and meslin: seed for sowing', 'KGS', 0, '2017-07-01'],
  ['1005', 'Maize (corn): seed for sowing', 'KGS', 0, '2017-07-01'],
  ['1006', 'Rice (paddy): seed for sowing', 'KGS', 0, '2017-07-01'],
  ['1201', 'Soya beans: seed for sowing', 'KGS', 0, '2017-07-01'],
  ['1206', 'Sunflower seeds: seed for sowing', 'KGS', 0, '2017-07-01'],
  ['1207', 'Other oil seeds (cotton seed): seed for sowing', 'KGS', 0, '2017-07-01'],
  ['1209', 'Seeds, fruit and spores of a kind used for sowing (vegetable seeds)', 'KGS', 0, '2017-07-01'],
  ['3105', 'Mineral or chemical fertilisers', 'KGS', 500, '2017-07-01'],
  ['3808', 'Insecticides, fungicides, herbicides', 'KGS', 1800, '2017-07-01'],
  ['8201', 'Hand tools for agriculture (spades, shovels, hoes, sickles)', 'NOS', 0, '2017-07-01'],
  ['8413', 'Pumps for liquids (submersible water pumps)', 'NOS', 1800, '2022-07-18'],
  ['8424', 'Sprinklers and drip irrigation for agriculture', 'NOS', 500, '2025-09-22'],
  ['8432', 'Agricultural machinery for soil preparation or cultivation (ploughs, seed drills, spreaders)', 'NOS', 500, '2025-09-22'],
  ['8433', 'Harvesting or threshing machinery (combine harvesters)', 'NOS', 500, '2025-09-22'],
  ['8701', 'Tractors', 'NOS', 500, '2025-09-22'],
  ['9027', 'Instruments for physical or chemical analysis (soil testing kits)', 'NOS', 1800, '2017-07-01'],
];

// The seeded products by name, then any other product by its category.
const BY_NAME: Record<string, string> = {
  'Premium Wheat Seeds': '1001',
  'Modern Tractor': '8701',
  'Hybrid Corn Seeds': '1005',
  'Water Pump': '8413',
  'Organic Rice Seeds': '1006',
  'Seed Drill': '8432',
  'Sunflower Seeds': '1206',
  'Combine Harvester': '8433',
  'Soybean Seeds': '1201',
  'Fertilizer Spreader': '8432',
  'Cotton Seeds': '1207',
  'Plowing Equipment': '8432',
  'Vegetable Seeds Mix': '1209',
  'Irrigation Sprinkler': '8424',
  'Soil Testing Kit': '9027',
};
const BY_CATEGORY: Record<string, string> = { seeds: '1209', equipment: '8432', fertilizers: '3105', pesticides: '3808', tools: '8201' };

export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  await db.schema
    .createTable('hsn_codes')
    .addColumn('code', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('unit', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // A rate applies from its date until the next one for the same code: an order keeps the rate it was sold at.
  await db.schema
    .createTable('gst_rates')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('hsn_code', 'varchar(8)', (c) => c.notNull().references('hsn_codes.code'))
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('effective_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)')
    .execute();
  await db.schema.createIndex('gst_rates_code_from_idx').on('gst_rates').columns(['hsn_code', 'effective_from']).unique().execute();
  for (const [code, description, unit, rateBp, from] of HSN_TABLE) {
    await db.insertInto('hsn_codes').values({ code, description, unit, created_at: now, updated_at: now }).execute();
    await db.insertInto('gst_rates').values({ id: `seed-${code}-${from}`, hsn_code: code, rate_bp: rateBp, effective_from: from, created_at: now, created_by: null }).execute();
  }

  await db.schema.alterTable('products').addColumn('hsn_code', 'varchar(8)', (c) => c.references('hsn_codes.code')).execute();
  for (const [name, code] of Object.entries(BY_NAME)) {
    await db.updateTable('products').set({ hsn_code: code }).where('name', '=', name).where('vendor_id', 'is', null).execute();
  }
  for (const [category, code] of Object.entries(BY_CATEGORY)) {
    await db.updateTable('products').set({ hsn_code: code }).where('category', '=', category).where('hsn_code', 'is', null).execute();
  }
  await db.updateTable('products').set({ hsn_code: '8432' }).where('hsn_code', 'is', null).execute();

  // The shop as a supplier: one row, filled in by the owner before opening (Admin -> Business Settings).
  await db.schema
    .createTable('business_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('legal_name', 'varchar(200)')
    .addColumn('address', 'varchar(300)')
    .addColumn('state', 'varchar(60)')
    .addColumn('gstin', 'varchar(15)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(64)')
    .execute();

  // Until the owner fills them in: the shop in Maharashtra, its legal name and GSTIN not yet given.
  await db.insertInto('business_settings').values({ id: 1, legal_name: null, address: null, state: 'Maharashtra', gstin: null, updated_at: now, updated_by: null }).execute();

  // NULL place of supply: an order placed before GST invoices (its stored amounts stand).
  await db.schema.alterTable('orders').addColumn('place_of_supply', 'varchar(60)').execute();
  await db.schema.alterTable('orders').addColumn('buyer_gstin', 'varchar(15)').execute();
  // The line's supplier (a vendor's user id; NULL: the shop), HSN and rate as sold, and its taxes.
  await db.schema.alterTable('order_items').addColumn('supplier_id', 'varchar(64)').execute();
  await db.schema.alterTable('order_items').addColumn('hsn_code', 'varchar(8)').execute();
  await db.schema.alterTable('order_items').addColumn('gst_rate_bp', 'integer').execute();
  for (const column of ['cgst_paise', 'sgst_paise', 'igst_paise']) {
    await db.schema.alterTable('order_items').addColumn(column, 'bigint', (c) => c.notNull().defaultTo(sql`0`)).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['igst_paise', 'sgst_paise', 'cgst_paise', 'gst_rate_bp', 'hsn_code', 'supplier_id']) {
    await db.schema.alterTable('order_items').dropColumn(column).execute();
  }
  await db.schema.alterTable('orders').dropColumn('buyer_gstin').execute();
  await db.schema.alterTable('orders').dropColumn('place_of_supply').execute();
  await db.schema.dropTable('business_settings').execute();
  await db.schema.alterTable('products').dropColumn('hsn_code').execute();
  await db.schema.dropTable('gst_rates').execute();
  await db.schema.dropTable('hsn_codes').execute();
}
