import type { Kysely } from 'kysely';

/**
 * Orders placed for a farmer by the shop's staff, with his consent (docs/product-rules.md 53,
 * docs/decisions/0068):
 * - `assisted_orders`: what an agent asked for on the farmer's behalf (the order as checkout would
 *   send it, as JSON), waiting for the farmer's code or link until `expires_at`; then confirmed
 *   (with the order it became), cancelled, expired or refused (the fifth wrong code). The link's
 *   token is kept only as its hash.
 * - `products.reserved`: units held for such orders while they wait; checkout takes only
 *   `stock - reserved`, so the farmer's units are there when he says yes, and nothing is held once
 *   his order is placed, cancelled or timed out.
 * - `orders.placed_by`: the staff account that placed an order for its buyer; null: the buyer himself.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('placed_by', 'varchar(64)').execute();
  await db.schema
    .createTable('assisted_orders')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('farmer_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
    .addColumn('agent_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('total_paise', 'bigint', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('link_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('confirmed_by', 'varchar(8)')
    .addColumn('order_id', 'varchar(64)')
    .execute();
  await db.schema.createIndex('assisted_orders_waiting').on('assisted_orders').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('assisted_orders_farmer').on('assisted_orders').columns(['farmer_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('assisted_orders').execute();
  await db.schema.alterTable('orders').dropColumn('placed_by').execute();
  await db.schema.alterTable('products').dropColumn('reserved').execute();
}
