import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Which SQL dialect `db` speaks: this migration's own copy of dialectOf (db/dialect-of.ts), frozen with it. */
const dialectOf = (db: Kysely<any>): 'sqlite' | 'postgres' => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

const SOURCES_BEFORE = `'contact_form', 'order_page', 'call', 'whatsapp'`;
const SOURCES_AFTER = `'contact_form', 'order_page', 'call', 'whatsapp', 'ondc'`;

/**
 * ONDC's issues (IGM 1.0.0) as the shop's grievances (docs/product-rules.md 62, docs/decisions/0079).
 * - `grievances.source` may be 'ondc': a buyer app's issue about a network order. PostgreSQL's
 *   check is replaced; SQLite cannot change a check, so its grievances table is rebuilt, with its
 *   foreign keys switched off meanwhile (as SQLite's "ALTER TABLE" page prescribes), and checked
 *   before they are back on.
 * - `ondc_issues`: a buyer app's issue id and the ticket it is, one ticket per issue id of a buyer
 *   app (a repeated issue, an escalation or a close, finds the same one), with the context of its
 *   latest call (the shop's unsolicited on_issue_status answers in it) and the complainant's
 *   latest action.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await widenSources(db, SOURCES_AFTER);
  await db.schema
    .createTable('ondc_issues')
    .addColumn('bap_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('issue_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('grievance_id', 'varchar(64)', (c) => c.notNull().unique().references('grievances.id'))
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull().references('ondc_orders.order_id'))
    .addColumn('bap_uri', 'varchar(500)', (c) => c.notNull())
    // ITEM or FULFILLMENT, and ONDC's sub-category (ITM01 ... FLM08), as the buyer app filed it.
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('sub_category', 'varchar(8)', (c) => c.notNull())
    // OPEN, ESCALATE or CLOSE: the complainant's latest action.
    .addColumn('complainant_action', 'varchar(16)', (c) => c.notNull())
    // The issue's own created_at, which every answer repeats.
    .addColumn('issue_created_at', 'varchar(32)', (c) => c.notNull())
    // The latest issue call's context (JSON).
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('ondc_issues_pk', ['bap_id', 'issue_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ondc_issues').execute();
  await db.deleteFrom('grievances').where('source', '=', 'ondc').execute();
  await widenSources(db, SOURCES_BEFORE);
}

async function widenSources(db: Kysely<any>, sources: string): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table grievances drop constraint grievances_source_check`.execute(db);
    await sql.raw(`alter table grievances add constraint grievances_source_check check (source in (${sources}))`).execute(db);
    return;
  }
  // Not inside a transaction: SQLite ignores this pragma in one (the migrator runs SQLite's
  // migrations outside a transaction: Kysely's SQLite adapter has no transactional DDL).
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.schema
        .createTable('grievances_rebuilt')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('number', 'integer', (c) => c.notNull().unique())
        .addColumn('user_id', 'varchar(64)')
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)')
        .addColumn('mobile', 'varchar(16)')
        .addColumn('text_channel', 'varchar(16)', (c) => c.notNull().defaultTo('sms').check(sql`text_channel in ('sms', 'whatsapp')`))
        .addColumn('language', 'varchar(8)')
        .addColumn('source', 'varchar(16)', (c) => c.notNull().check(sql.raw(`source in (${sources})`)))
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
      const columns = sql.raw('id, number, user_id, name, email, mobile, text_channel, language, source, order_id, category, text, status, created_at, ack_due_at, resolve_due_at, acknowledged_at, resolved_at, closed_at, handled_by, created_by');
      await sql`insert into grievances_rebuilt (${columns}) select ${columns} from grievances`.execute(trx);
      await trx.schema.dropTable('grievances').execute();
      await trx.schema.alterTable('grievances_rebuilt').renameTo('grievances').execute();
      await trx.schema.createIndex('grievances_user').on('grievances').columns(['user_id', 'created_at']).execute();
      await trx.schema.createIndex('grievances_status_due').on('grievances').columns(['status', 'resolve_due_at']).execute();
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`rebuilding grievances left ${broken.rows.length} foreign keys without their row`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
