import type { Kysely } from 'kysely';

/**
 * E-way bills (docs/product-rules.md 57, docs/decisions/0073-eway-bills.md):
 * - `eway_bills`: an order's current e-way bill, one an order (entered again, it is replaced): the
 *   number the portal gave (12 digits, one order's only), the shop's tax invoice it was generated
 *   for, when it was generated and the instant it stops being valid (from its distance and cargo),
 *   Part B (mode, vehicle or transporter), and who entered it when.
 * - `eway_bill_settings`: the limit a consignment within the shop's state must exceed (one row;
 *   none: Rule 138's ₹50,000).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('eway_bills')
    .addColumn('order_id', 'varchar(64)', (c) => c.primaryKey().references('orders.id'))
    .addColumn('document_id', 'varchar(64)', (c) => c.notNull().references('tax_documents.id'))
    .addColumn('number', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('generated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('valid_until', 'varchar(32)', (c) => c.notNull())
    .addColumn('distance_km', 'integer', (c) => c.notNull())
    .addColumn('cargo', 'varchar(20)', (c) => c.notNull())
    .addColumn('transport_mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('vehicle_no', 'varchar(20)')
    .addColumn('transporter_id', 'varchar(15)')
    .addColumn('transport_doc_no', 'varchar(15)')
    .addColumn('transport_doc_date', 'varchar(10)')
    .addColumn('entered_by', 'varchar(64)', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('eway_bill_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('intra_state_threshold_paise', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(64)', (c) => c.references('users.id'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('eway_bill_settings').execute();
  await db.schema.dropTable('eway_bills').execute();
}
