import type { Kysely } from 'kysely';

/**
 * Returns within 14 days of delivery (docs/product-rules.md 24).
 * - returns: one request of a buyer for chosen lines of a delivered order, with its reason, the
 *   decision (who, when, why), the receipt of the goods, and the refund it started. Statuses:
 *   requested, approved, rejected, received, refunded (src/shared/schemas/returns.ts).
 *   `refund_account` is the account a cash or bank-transfer order is refunded to, sealed with the
 *   shop's secrets key (AES-256-GCM, as the gateway's secrets): a copy of the database alone does
 *   not reveal it, and only the admin's view opens it.
 * - return_lines: the quantity of each order line returned, and for seeds the buyer's word that
 *   the packet is unopened (the refund policy refuses opened seed packs).
 * - return_credit_notes: the credit notes issued on receipt (one per tax document the lines are on).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('returns')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(24)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('requested_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decided_by', 'varchar(64)')
    .addColumn('decided_by_name', 'varchar(200)')
    .addColumn('decision_reason', 'varchar(500)')
    .addColumn('received_at', 'varchar(32)')
    .addColumn('received_by', 'varchar(64)')
    .addColumn('received_by_name', 'varchar(200)')
    .addColumn('refund_id', 'varchar(64)')
    .addColumn('refund_account', 'text')
    .addColumn('refund_account_last4', 'varchar(4)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('returns_order_idx').on('returns').column('order_id').execute();
  // The admin's list, newest first by status.
  await db.schema.createIndex('returns_status_idx').on('returns').columns(['status', 'requested_at']).execute();

  await db.schema
    .createTable('return_lines')
    .addColumn('return_id', 'varchar(64)', (c) => c.notNull().references('returns.id').onDelete('cascade'))
    .addColumn('order_item_id', 'varchar(64)', (c) => c.notNull().references('order_items.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // Seeds: 0 (unopened, the buyer's word); null for other goods.
    .addColumn('opened_seed_packet', 'integer')
    .addPrimaryKeyConstraint('return_lines_pk', ['return_id', 'order_item_id'])
    .execute();
  await db.schema.createIndex('return_lines_item_idx').on('return_lines').column('order_item_id').execute();

  await db.schema
    .createTable('return_credit_notes')
    .addColumn('return_id', 'varchar(64)', (c) => c.notNull().references('returns.id').onDelete('cascade'))
    .addColumn('credit_note_id', 'varchar(64)', (c) => c.notNull().references('tax_documents.id'))
    .addPrimaryKeyConstraint('return_credit_notes_pk', ['return_id', 'credit_note_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('return_credit_notes').execute();
  await db.schema.dropTable('return_lines').execute();
  await db.schema.dropTable('returns').execute();
}
