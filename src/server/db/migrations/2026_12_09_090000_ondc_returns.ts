import type { Kysely } from 'kysely';

/**
 * Returns asked for through ONDC buyer apps (docs/product-rules.md 62, docs/decisions/0080).
 *
 * `ondc_returns`: a shop return (the returns module's, with its decision, receipt, credit note and
 * refund) that a buyer app asked for in an `update`, with what the network knows it by and the
 * shop does not keep: the buyer app's return id (its Return fulfillment's id), ONDC's return
 * reason and the buyer's words as sent. The item is the return's line, the buyer app the order's.
 * One return per return id of an order: a repeated update finds the first.
 *
 * The index on `orders.network_app`: the owner's "Orders by buyer app" and the order list's
 * "Placed through" filter read orders by it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ondc_returns')
    .addColumn('return_id', 'varchar(64)', (c) => c.primaryKey().references('returns.id'))
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull().references('orders.id'))
    .addColumn('network_return_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('reason_id', 'varchar(3)', (c) => c.notNull())
    .addColumn('reason_desc', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ondc_returns_network_id').on('ondc_returns').columns(['order_id', 'network_return_id']).unique().execute();
  await db.schema.createIndex('orders_network_app').on('orders').column('network_app').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_network_app').execute();
  await db.schema.dropTable('ondc_returns').execute();
}
