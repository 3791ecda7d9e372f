import { PostgresAdapter, type Kysely } from 'kysely';

/** Which SQL dialect `db` speaks: this migration's own copy of dialectOf (db/dialect-of.ts), frozen with it. */
const dialectOf = (db: Kysely<any>): 'sqlite' | 'postgres' => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/**
 * Tax documents (CGST Rules 46, 46A, 49, 53; docs/decisions/0013): one per supplier of an order,
 * numbered in a series per supplier, kind and financial year, in the order's own transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The next number of each series; the row's lock serialises concurrent orders, and a rolled
  // back order gives its number back, so a series has no gaps.
  await db.schema
    .createTable('document_series')
    .addColumn('series', 'varchar(48)', (c) => c.primaryKey())
    .addColumn('next_seq', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tax_documents')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull().references('orders.id'))
    // tax_invoice | bill_of_supply | invoice_cum_bill | credit_note
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('series', 'varchar(48)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('number', 'varchar(16)', (c) => c.notNull())
    .addColumn('financial_year', 'varchar(7)', (c) => c.notNull())
    .addColumn('issued_at', 'varchar(32)', (c) => c.notNull())
    // The supplier as it stood when the document was issued (a later edit does not rewrite it).
    .addColumn('supplier_id', 'varchar(64)')
    .addColumn('supplier_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('supplier_address', 'varchar(300)', (c) => c.notNull())
    .addColumn('supplier_state', 'varchar(60)', (c) => c.notNull())
    .addColumn('supplier_gstin', 'varchar(15)')
    // A credit note: the document it reverses.
    .addColumn('refers_to', 'varchar(64)', (c) => c.references('tax_documents.id'))
    .addColumn('taxable_paise', 'bigint', (c) => c.notNull())
    .addColumn('tax_paise', 'bigint', (c) => c.notNull())
    // The PDF, made on the first download and kept.
    .addColumn('pdf', dialectOf(db) === 'postgres' ? 'bytea' : 'blob')
    .execute();
  await db.schema.createIndex('tax_documents_series_seq_idx').on('tax_documents').columns(['series', 'seq']).unique().execute();
  await db.schema.createIndex('tax_documents_order_idx').on('tax_documents').column('order_id').execute();
  await db.schema.createIndex('tax_documents_issued_idx').on('tax_documents').column('issued_at').execute();

  // Which document each order line is on (null on orders placed before GST invoices).
  await db.schema.alterTable('order_items').addColumn('document_id', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('document_id').execute();
  await db.schema.dropTable('tax_documents').execute();
  await db.schema.dropTable('document_series').execute();
}
