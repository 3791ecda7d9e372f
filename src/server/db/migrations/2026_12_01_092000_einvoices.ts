import { sql, type Kysely } from 'kysely';

/**
 * E-invoicing of business orders (docs/product-rules.md 45, docs/decisions/0061).
 *
 * `business_settings.einvoicing`: 1 when the owner says e-invoicing applies to the shop (its
 * turnover is above ₹5 crore); 0 by default.
 *
 * `einvoices`: one row per tax invoice of the shop reported to the Invoice Registration Portal
 * (IRP) through the GSP: `status` pending (waiting for the worker), reported (the IRP gave its
 * IRN), failed (the IRP refused the invoice: `last_error` is its message), cancel_pending (an IRN
 * to cancel, the order cancelled within 24 hours), cancelled, cancel_failed. `claimed_until`: the
 * worker holding the row (one app server at a time, a compare-and-set as the mail outbox's).
 * `cancel_requested`: the order was cancelled while the invoice was still being reported.
 * `note`: what the shop decided without the IRP (an IRN left standing after 24 hours).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('business_settings').addColumn('einvoicing', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('einvoices')
    .addColumn('document_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().check(sql`status in ('pending', 'reported', 'failed', 'cancel_pending', 'cancelled', 'cancel_failed')`))
    .addColumn('irn', 'varchar(64)')
    .addColumn('ack_no', 'varchar(20)')
    .addColumn('ack_date', 'varchar(30)')
    .addColumn('signed_qr_code', 'text')
    .addColumn('reported_at', 'varchar(30)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('claimed_until', 'varchar(30)')
    .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('note', 'varchar(300)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // The worker's look for due rows, and an order's e-invoices at its cancellation.
  await db.schema.createIndex('einvoices_due').on('einvoices').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('einvoices_order').on('einvoices').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('einvoices').execute();
  await db.schema.alterTable('business_settings').dropColumn('einvoicing').execute();
}
