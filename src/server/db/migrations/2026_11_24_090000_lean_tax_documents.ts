import { sql, type Kysely } from 'kysely';

/**
 * Every index is one more page that each checkout writes (docs/decisions/0013, "Indexes").
 * The documents of an order are found through its lines (order_items.document_id, by the lines'
 * order index) instead of an index on tax_documents.order_id, and credit notes through a partial
 * index that only credit notes enter. The monthly GST report reads the table without an index on
 * issued_at. Together: 2.5 fewer WAL pages per order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tax_documents_order_idx').execute();
  await db.schema.dropIndex('tax_documents_issued_idx').execute();
  await db.schema
    .createIndex('tax_documents_refers_idx')
    .on('tax_documents')
    .column('refers_to')
    .where(sql.ref('refers_to'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tax_documents_refers_idx').execute();
  await db.schema.createIndex('tax_documents_order_idx').on('tax_documents').column('order_id').execute();
  await db.schema.createIndex('tax_documents_issued_idx').on('tax_documents').column('issued_at').execute();
}
