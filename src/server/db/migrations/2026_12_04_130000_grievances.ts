import { sql, type Kysely } from 'kysely';

/**
 * Grievances (docs/product-rules.md 54, docs/decisions/0069): a customer's complaint as a ticket.
 * - `grievances`: `number` (GR-000123 once formatted) unique, taken in the ticket's transaction
 *   from the document_series row 'GRIEVANCE' on PostgreSQL, from the highest so far on SQLite (as
 *   order numbers); the customer's account when signed in, else the name and contacts he gave; the
 *   deadlines written at creation by the app's clock (48 hours, one month), so the desk's
 *   overdue filter is a comparison of text.
 * - `grievance_replies`: the shop's answers (and the step each went with), oldest first.
 * Accounts, orders and staff ids are no foreign keys: the record outlives a deleted account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('grievances')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('user_id', 'varchar(64)')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('mobile', 'varchar(16)')
    .addColumn('text_channel', 'varchar(16)', (c) => c.notNull().defaultTo('sms').check(sql`text_channel in ('sms', 'whatsapp')`))
    .addColumn('language', 'varchar(8)')
    .addColumn('source', 'varchar(16)', (c) => c.notNull().check(sql`source in ('contact_form', 'order_page', 'call', 'whatsapp')`))
    .addColumn('order_id', 'varchar(64)')
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('text', 'varchar(5000)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'acknowledged', 'resolved', 'closed')`))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ack_due_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('resolve_due_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('acknowledged_at', 'varchar(32)')
    .addColumn('resolved_at', 'varchar(32)')
    .addColumn('closed_at', 'varchar(32)')
    .addColumn('handled_by', 'varchar(64)')
    .addColumn('created_by', 'varchar(64)')
    .execute();
  await db.schema.createIndex('grievances_user').on('grievances').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('grievances_status_due').on('grievances').columns(['status', 'resolve_due_at']).execute();

  await db.schema
    .createTable('grievance_replies')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('grievance_id', 'varchar(64)', (c) => c.notNull().references('grievances.id').onDelete('cascade'))
    .addColumn('step', 'varchar(16)', (c) => c.notNull().check(sql`step in ('acknowledge', 'reply', 'resolve', 'close')`))
    .addColumn('message', 'varchar(5000)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('grievance_replies_grievance').on('grievance_replies').columns(['grievance_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('grievance_replies').execute();
  await db.schema.dropTable('grievances').execute();
  await db.deleteFrom('document_series').where('series', '=', 'GRIEVANCE').execute();
}
