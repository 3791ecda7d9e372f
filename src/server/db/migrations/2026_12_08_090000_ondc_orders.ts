import type { Kysely } from 'kysely';

/**
 * Orders placed through ONDC buyer apps (docs/product-rules.md 62, docs/decisions/0078).
 *
 * `orders.network_app`: the ONDC buyer app an order came through (its subscriber id, the
 * context's bap_id); null for an order placed on the shop's own pages. The owner's order list and
 * page show it.
 *
 * `ondc_buyer_apps`: each buyer app's account in the shop, which its orders belong to (orders
 * need a buyer account; a network buyer has none of the shop's and never signs in).
 *
 * `ondc_orders`: a network order's ids on the network: the buyer app, the address its callbacks
 * go to, the transaction it was confirmed in and the order id the buyer app gave it. One order per
 * transaction and per order id of a buyer app: a replayed confirm finds the first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('network_app', 'varchar(255)').execute();
  await db.schema
    .createTable('ondc_buyer_apps')
    .addColumn('bap_id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().unique().references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('ondc_orders')
    .addColumn('order_id', 'varchar(64)', (c) => c.primaryKey().references('orders.id'))
    .addColumn('bap_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('bap_uri', 'varchar(500)', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('network_order_id', 'varchar(100)', (c) => c.notNull())
    // The context's city (std:0731), repeated in every message about the order.
    .addColumn('city', 'varchar(20)', (c) => c.notNull())
    // ON-ORDER (paid in the buyer app) or ON-FULFILLMENT (cash on delivery), as confirmed.
    .addColumn('payment_type', 'varchar(20)', (c) => c.notNull())
    // What the buyer app confirmed and every later message about the order repeats (JSON): the
    // billing, the delivery stop, the payment's terms and the order's creation time.
    .addColumn('confirmed', 'text', (c) => c.notNull())
    // Who cancelled it and ONDC's reason code, once cancelled through the network or by the shop.
    .addColumn('cancelled_by', 'varchar(255)')
    .addColumn('cancellation_reason', 'varchar(3)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ondc_orders_transaction').on('ondc_orders').columns(['bap_id', 'transaction_id']).unique().execute();
  await db.schema.createIndex('ondc_orders_network_id').on('ondc_orders').columns(['bap_id', 'network_order_id']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ondc_orders').execute();
  await db.schema.dropTable('ondc_buyer_apps').execute();
  await db.schema.alterTable('orders').dropColumn('network_app').execute();
}
