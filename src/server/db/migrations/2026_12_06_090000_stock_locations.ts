import { sql, type Kysely } from 'kysely';

/**
 * Stock locations (docs/product-rules.md 59, docs/decisions/0074-stock-locations.md):
 * - `stock_locations`: the shop's godowns beyond its principal place of business (which is the
 *   business settings' address, state and GSTIN, and holds whatever stock no other location
 *   holds): each with its address, pincode, state, the GSTIN registered in that state, and whom
 *   the courier asks for at pickup. Switched off, it serves no new order and keeps its history.
 * - `location_stock`: a product's units at one of them, never below zero. A product's `stock`
 *   stays the shop's whole stock of it (every location's, the principal place's included), so
 *   the catalogue and every check of it read one column as before; the principal place's units
 *   are those no location holds.
 * - `order_items.location_id`: the location a line was served from; null for the principal place
 *   (and for every line before locations, and a vendor's own).
 * A shop with no location row is the shop as it was.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stock_locations')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('state', 'varchar(64)', (c) => c.notNull())
    .addColumn('pincode', 'varchar(6)', (c) => c.notNull())
    .addColumn('gstin', 'varchar(15)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_locations_name').on('stock_locations').column('name').unique().execute();
  await db.schema
    .createTable('location_stock')
    .addColumn('location_id', 'varchar(64)', (c) => c.notNull().references('stock_locations.id'))
    .addColumn('product_id', 'varchar(64)', (c) => c.notNull().references('products.id'))
    .addColumn('units', 'integer', (c) => c.notNull().check(sql`units >= 0`))
    .addPrimaryKeyConstraint('location_stock_pk', ['location_id', 'product_id'])
    .execute();
  await db.schema.createIndex('location_stock_product').on('location_stock').column('product_id').execute();
  await db.schema.alterTable('order_items').addColumn('location_id', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('location_id').execute();
  await db.schema.dropTable('location_stock').execute();
  await db.schema.dropTable('stock_locations').execute();
}
