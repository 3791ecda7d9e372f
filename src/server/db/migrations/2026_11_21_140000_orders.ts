import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('subtotal_paise', 'bigint', (c) => c.notNull())
    .addColumn('gst_paise', 'bigint', (c) => c.notNull())
    .addColumn('total_paise', 'bigint', (c) => c.notNull())
    .addColumn('payment_method', 'varchar(8)', (c) => c.notNull())
    // At most the last four digits of a card (PCI DSS; docs/product-rules.md 13): never the number or CVV.
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('ship_full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('ship_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('ship_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('ship_address', 'varchar(300)', (c) => c.notNull())
    .addColumn('ship_city', 'varchar(100)', (c) => c.notNull())
    .addColumn('ship_state', 'varchar(60)', (c) => c.notNull())
    .addColumn('ship_pincode', 'varchar(6)', (c) => c.notNull())
    // A retried submit with the same key returns this order instead of creating another.
    .addColumn('idempotency_key', 'varchar(100)')
    .addColumn('request_hash', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user_created_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_idempotency_idx').on('orders').columns(['user_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(64)', (c) => c.notNull().references('products.id'))
    // Name and price as they were when ordered: later catalogue changes do not rewrite history.
    .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('unit_price_paise', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('line_total_paise', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();
  await db.schema.createIndex('order_items_product_idx').on('order_items').column('product_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_items').execute();
  await db.schema.dropTable('orders').execute();
}
