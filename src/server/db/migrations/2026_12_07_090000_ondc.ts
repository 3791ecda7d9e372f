import type { Kysely } from 'kysely';

/**
 * The shop as an ONDC seller node (docs/product-rules.md 62, docs/decisions/0077).
 *
 * `ondc_messages`: every call the network made to the shop ('in', answered ACK or NACK) and every
 * callback the shop owes or sent ('out'): the outbox the worker sends from, retrying with backoff,
 * and the owner's log of calls in and out. A buyer app's message id is answered once: a repeated
 * call with the same sender, action and message id finds its row.
 *
 * `ondc_withheld_products`: the products the owner keeps off the network (every other one is offered).
 *
 * `ondc_settings`: one row, what the network needs to know of the shop that it keeps nowhere else:
 * where its store is on the map (ONDC's provider location has GPS), its PIN code and town, and how
 * many days it takes to hand an order to the courier.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ondc_messages')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('direction', 'varchar(3)', (c) => c.notNull())
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('message_id', 'varchar(100)', (c) => c.notNull())
    // The buyer app: its subscriber id and the address its callbacks go to.
    .addColumn('bap_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('bap_uri', 'varchar(500)', (c) => c.notNull())
    // In: ack | nack. Out: pending | sent | failed.
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('error_code', 'varchar(10)')
    .addColumn('error_message', 'varchar(500)')
    // In: the body received. Out: the request it answers (its context and message), the body sent once built.
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('http_status', 'integer')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)')
    // A callback is given up after this (its request's ttl for a search's answer).
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('ondc_messages_once').on('ondc_messages').columns(['direction', 'bap_id', 'action', 'message_id']).unique().execute();
  await db.schema.createIndex('ondc_messages_due').on('ondc_messages').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('ondc_messages_latest').on('ondc_messages').columns(['created_at']).execute();
  await db.schema
    .createTable('ondc_withheld_products')
    .addColumn('product_id', 'varchar(64)', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('withheld_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('ondc_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('store_gps', 'varchar(40)', (c) => c.notNull())
    .addColumn('store_pincode', 'varchar(6)', (c) => c.notNull())
    .addColumn('store_city', 'varchar(100)', (c) => c.notNull())
    .addColumn('days_to_ship', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ondc_settings').execute();
  await db.schema.dropTable('ondc_withheld_products').execute();
  await db.schema.dropTable('ondc_messages').execute();
}
