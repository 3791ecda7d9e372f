import { sql, type Kysely } from 'kysely';

/**
 * Seed labels, seed lots and dealer licences (docs/product-rules.md 28).
 * - products gain a seed's label particulars (crop, variety, net quantity and unit, treated and
 *   with what); the lot particulars live on its lots.
 * - seed_lots: each lot of a seed product with its test results, validity and own stock. A seed
 *   product's `stock` is the stock of its lots still valid.
 * - order_item_lots: which lot(s) an order line was sold from, and how many of each (lot-wise
 *   sales, and a cancellation puts them back in their lot).
 * - vendor_licences: a vendor's seed, insecticide and fertiliser licences, one of each kind.
 * - `is_active` becomes derived for the shop's own products too (ShopVisibility, decision 8):
 *   the admin's show/hide switch moves to `moderation_hidden`, as for vendor products, so that a
 *   lot or a licence expiring can take a product out without losing the admin's choice.
 * - Until they have a lot (and, for vendors, a licence), seed products and a vendor's pesticides
 *   and fertilisers leave the shop: the Seeds Act forbids selling seed without its label. The
 *   seeder gives the shop's seeded seed products their label and a lot (seed-catalog.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const products = db.schema.alterTable('products');
  await products.addColumn('seed_crop', 'varchar(100)').execute();
  await products.addColumn('seed_variety', 'varchar(100)').execute();
  await products.addColumn('seed_net_quantity', 'integer').execute();
  await products.addColumn('seed_net_unit', 'varchar(8)').execute();
  await products.addColumn('seed_treated', 'integer').execute();
  await products.addColumn('seed_treatment', 'varchar(200)').execute();

  await db.schema
    .createTable('seed_lots')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('product_id', 'varchar(64)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('lot_number', 'varchar(100)', (c) => c.notNull())
    .addColumn('tested_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('germination_pct', 'integer', (c) => c.notNull())
    // Tenths of a percent: 985 is 98.5%.
    .addColumn('purity_tenths', 'integer', (c) => c.notNull())
    .addColumn('valid_until', 'varchar(10)', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)')
    .addUniqueConstraint('seed_lots_product_lot_unique', ['product_id', 'lot_number'])
    .execute();
  // "Has it a valid lot?" and first-expiring-first: by product, then validity.
  await db.schema.createIndex('seed_lots_product_valid_idx').on('seed_lots').columns(['product_id', 'valid_until']).execute();

  await db.schema
    .createTable('order_item_lots')
    .addColumn('order_item_id', 'varchar(64)', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('lot_id', 'varchar(64)', (c) => c.notNull().references('seed_lots.id'))
    // A copy, so the order line still says its lot whatever happens to the lot.
    .addColumn('lot_number', 'varchar(100)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_item_lots_pk', ['order_item_id', 'lot_id'])
    .execute();
  await db.schema.createIndex('order_item_lots_lot_idx').on('order_item_lots').column('lot_id').execute();

  await db.schema
    .createTable('vendor_licences')
    .addColumn('vendor_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('number', 'varchar(100)', (c) => c.notNull())
    .addColumn('issuing_state', 'varchar(60)', (c) => c.notNull())
    .addColumn('valid_until', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('vendor_licences_pk', ['vendor_id', 'kind'])
    .execute();

  // The admin's "hidden" of the shop's own products becomes moderation, as for vendor products.
  await sql`update products set moderation_hidden = 1 where vendor_id is null and is_active = 0`.execute(db);
  // No seed product has a lot yet, and no vendor a licence (the triggers keep the counts).
  await sql`update products set is_active = 0 where is_active = 1 and (category = 'seeds' or (vendor_id is not null and category in ('pesticides', 'fertilizers')))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The shop's own products get their switch back: shown unless the admin hid them.
  await sql`update products set is_active = case when moderation_hidden = 1 then 0 else 1 end, moderation_hidden = 0 where vendor_id is null`.execute(db);
  await db.schema.dropTable('vendor_licences').execute();
  await db.schema.dropTable('order_item_lots').execute();
  await db.schema.dropTable('seed_lots').execute();
  const products = db.schema.alterTable('products');
  for (const column of ['seed_treatment', 'seed_treated', 'seed_net_unit', 'seed_net_quantity', 'seed_variety', 'seed_crop']) await products.dropColumn(column).execute();
}
