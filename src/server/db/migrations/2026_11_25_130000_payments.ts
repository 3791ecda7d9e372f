import { sql, type Kysely } from 'kysely';

/**
 * Real payments (docs/decisions/0024-payments.md).
 * - Each order has a payment status beside its order status. Orders placed before this migration
 *   get the status their method and progress imply: a delivered cash order was collected, a
 *   delivered bank order was received, the old card orders (charged nothing, but accepted as paid
 *   by the shop then) read paid, and their method becomes 'online'.
 * - An online order keeps its gateway order and payment ids, the way it was paid (upi, card...)
 *   and the time by which it must be paid; a bank-transfer order keeps a copy of the account it
 *   was told to pay to, and the bank reference (UTR) once received.
 * - payment_events: every gateway webhook event once (unique per provider and event id), so a
 *   replayed event changes nothing.
 * - refunds: money given back, through the gateway or by hand (cash, bank).
 * - credit_note_lines: what a credit note credits, line by line (a refund of chosen lines credits
 *   only those, in part or whole). Credit notes from before have none and credit their whole
 *   document, as they always did.
 * - Payment settings gain the webhook secret (sealed, like the key secret) and the largest
 *   order cash on delivery may pay (₹50,000 unless the owner changes it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const orders = db.schema.alterTable('orders');
  await orders.addColumn('payment_status', 'varchar(24)', (c) => c.notNull().defaultTo('cod_due')).execute();
  await orders.addColumn('payment_due_at', 'varchar(32)').execute();
  await orders.addColumn('gateway', 'varchar(16)').execute();
  await orders.addColumn('gateway_order_id', 'varchar(64)').execute();
  await orders.addColumn('gateway_payment_id', 'varchar(64)').execute();
  await orders.addColumn('paid_with', 'varchar(16)').execute();
  await orders.addColumn('paid_at', 'varchar(32)').execute();
  await orders.addColumn('bank_details', 'text').execute();
  await orders.addColumn('bank_utr', 'varchar(30)').execute();
  await orders.addColumn('payment_settled_at', 'varchar(32)').execute();
  await orders.addColumn('payment_settled_by', 'varchar(64)').execute();

  await sql`update orders set payment_method = 'online', payment_status = 'paid', paid_with = 'card', paid_at = created_at where payment_method = 'card'`.execute(db);
  await sql`update orders set payment_status = case when status = 'delivered' then 'cod_collected' else 'cod_due' end where payment_method = 'cod'`.execute(db);
  await sql`update orders set payment_status = case when status = 'delivered' then 'bank_received' else 'bank_awaiting' end where payment_method = 'bank_transfer'`.execute(db);

  await db.schema.createIndex('orders_gateway_order_idx').on('orders').column('gateway_order_id').unique().execute();
  // The unpaid-order sweep reads only orders still waiting for an online payment.
  await db.schema
    .createIndex('orders_payment_due_idx')
    .on('orders')
    .column('payment_due_at')
    .where(sql.ref('payment_status'), 'in', ['awaiting', 'failed'])
    .execute();
  await db.schema.createIndex('orders_payment_status_idx').on('orders').columns(['payment_status', 'created_at']).execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('event', 'varchar(60)', (c) => c.notNull())
    .addColumn('gateway_order_id', 'varchar(64)')
    .addColumn('gateway_payment_id', 'varchar(64)')
    .addColumn('order_id', 'varchar(64)')
    .addColumn('outcome', 'varchar(30)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_events_event_idx').on('payment_events').columns(['provider', 'event_id']).unique().execute();
  await db.schema.createIndex('payment_events_order_idx').on('payment_events').column('order_id').execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // 'gateway' (through the payment gateway), 'cash' or 'bank' (given back by hand).
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    // 'pending' until the gateway confirms it, 'processed', or 'failed'.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('gateway_refund_id', 'varchar(64)')
    // How the money went back: the bank reference (UTR) or the person who handed over the cash.
    .addColumn('reference', 'varchar(200)')
    .addColumn('created_by', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('processed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('refunds_order_idx').on('refunds').column('order_id').execute();
  await db.schema.createIndex('refunds_gateway_idx').on('refunds').column('gateway_refund_id').unique().execute();

  await db.schema
    .createTable('credit_note_lines')
    .addColumn('credit_note_id', 'varchar(64)', (c) => c.notNull().references('tax_documents.id'))
    .addColumn('order_item_id', 'varchar(64)', (c) => c.notNull().references('order_items.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('line_total_paise', 'bigint', (c) => c.notNull())
    .addColumn('cgst_paise', 'bigint', (c) => c.notNull())
    .addColumn('sgst_paise', 'bigint', (c) => c.notNull())
    .addColumn('igst_paise', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('credit_note_lines_pk', ['credit_note_id', 'order_item_id'])
    .execute();
  await db.schema.createIndex('credit_note_lines_item_idx').on('credit_note_lines').column('order_item_id').execute();
  // Why a credit note was issued: 'cancelled' (the whole order) or 'refund' (chosen lines); null before.
  await db.schema.alterTable('tax_documents').addColumn('credit_reason', 'varchar(16)').execute();

  const settings = db.schema.alterTable('payment_settings');
  await settings.addColumn('gateway_webhook_secret_enc', 'text').execute();
  await settings.addColumn('cod_max_paise', 'bigint', (c) => c.notNull().defaultTo(5_000_000)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_settings').dropColumn('cod_max_paise').execute();
  await db.schema.alterTable('payment_settings').dropColumn('gateway_webhook_secret_enc').execute();
  await db.schema.alterTable('tax_documents').dropColumn('credit_reason').execute();
  await db.schema.dropTable('credit_note_lines').execute();
  await db.schema.dropTable('refunds').execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropIndex('orders_payment_status_idx').execute();
  await db.schema.dropIndex('orders_payment_due_idx').execute();
  await db.schema.dropIndex('orders_gateway_order_idx').execute();
  // Orders paid online go back to the card method they came from (or the closest there was).
  await sql`update orders set payment_method = 'card' where payment_method = 'online'`.execute(db);
  for (const column of ['payment_settled_by', 'payment_settled_at', 'bank_utr', 'bank_details', 'paid_at', 'paid_with', 'gateway_payment_id', 'gateway_order_id', 'gateway', 'payment_due_at', 'payment_status']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
