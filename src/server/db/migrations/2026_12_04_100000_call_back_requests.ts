import { sql, type Kysely } from 'kysely';

/**
 * The call-centre's call-back queue (docs/product-rules.md 51, docs/decisions/0066).
 * - `call_back_requests`: one a farmer's number while it is open (`closed_at` null): the partial
 *   unique index on `mobile` is what makes two missed calls at the same moment fold into one
 *   request instead of two (both dialects take an upsert on it). `calls` counts every time the
 *   farmer asked while it was open; `assigned_to` is the agent who took it.
 * - `call_back_calls`: each of those times, with where it came from; an Exotel call's `call_sid`
 *   is unique, so a repeated delivery of the same call changes nothing.
 * Agents' and products' ids are no foreign keys: the record outlives a deleted account or product.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('call_back_requests')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('mobile', 'varchar(16)', (c) => c.notNull())
    .addColumn('calls', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_call_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_call_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('interest', 'varchar(100)')
    .addColumn('product_id', 'varchar(64)')
    .addColumn('assigned_to', 'varchar(64)')
    .addColumn('assigned_at', 'varchar(32)')
    .addColumn('closed_at', 'varchar(32)')
    .addColumn('closed_by', 'varchar(64)')
    .addColumn('outcome', 'varchar(16)', (c) => c.check(sql`outcome in ('ordered', 'call_later', 'not_reachable', 'no_need')`))
    .addColumn('note', 'varchar(1000)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // One open request a number (docs/decisions/0066): the folding's upsert names this index.
  await db.schema.createIndex('call_back_requests_open_mobile').on('call_back_requests').column('mobile').unique().where(sql.ref('closed_at'), 'is', null).execute();
  // The queue, oldest first, and an agent's held request.
  await db.schema.createIndex('call_back_requests_queue').on('call_back_requests').columns(['first_call_at', 'id']).where(sql.ref('closed_at'), 'is', null).execute();
  await db.schema.createIndex('call_back_requests_held').on('call_back_requests').column('assigned_to').where(sql.ref('closed_at'), 'is', null).execute();

  await db.schema
    .createTable('call_back_calls')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull().references('call_back_requests.id').onDelete('cascade'))
    .addColumn('source', 'varchar(16)', (c) => c.notNull().check(sql`source in ('missed_call', 'web_form', 'agent')`))
    .addColumn('call_sid', 'varchar(100)', (c) => c.unique())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)')
    .execute();
  await db.schema.createIndex('call_back_calls_request').on('call_back_calls').columns(['request_id', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('call_back_calls').execute();
  await db.schema.dropTable('call_back_requests').execute();
}
