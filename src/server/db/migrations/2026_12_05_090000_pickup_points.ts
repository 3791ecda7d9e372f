import type { Kysely } from 'kysely';

/**
 * Village pickup points (docs/product-rules.md 56, docs/decisions/0071-village-pickup-points.md):
 * - `pickup_points`: the one point a field agent keeps in his village, where the farmers on his
 *   list may collect their orders: its name, address, phone and opening hours, on or off.
 * - `orders.pickup_point`: the point an order is collected at, as it was when the order was
 *   placed (JSON: the agent, name, phone, hours); its address is the order's shipping address.
 *   Null: delivered to the buyer's own address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pickup_points')
    .addColumn('agent_id', 'varchar(64)', (c) => c.primaryKey().references('users.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('state', 'varchar(64)', (c) => c.notNull())
    .addColumn('pincode', 'varchar(6)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('hours', 'varchar(100)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('orders').addColumn('pickup_point', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('pickup_point').execute();
  await db.schema.dropTable('pickup_points').execute();
}
