import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Which SQL dialect `db` speaks: this migration's own copy of dialectOf (db/dialect-of.ts), frozen with it. */
const dialectOf = (db: Kysely<any>): 'sqlite' | 'postgres' => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/**
 * The audit log (docs/product-rules.md 50, docs/decisions/0065-audit-log.md): one row per staff
 * write or refusal, appended in the write's own transaction. Who acted is kept as it was then
 * (id, name, role), with no key to `users`: an entry outlives the account. Rows are never changed
 * or removed: the database itself refuses an UPDATE or DELETE on the table, on both dialects, so
 * no code path of the application (nor a mistaken query) can rewrite history.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('audit_log')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('actor_label', 'varchar(320)', (c) => c.notNull())
    .addColumn('actor_role', 'varchar(16)')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('route', 'varchar(200)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(8)', (c) => c.notNull().check(sql`outcome in ('done', 'refused')`))
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity', 'varchar(32)')
    .addColumn('entity_id', 'varchar(128)')
    .addColumn('changes', 'text')
    .addColumn('reason', 'varchar(500)')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'at']).execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id', 'at']).execute();

  if (postgres) {
    await sql
      .raw(
        `create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'P0001';
      end $$`,
      )
      .execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()`.execute(db);
  } else {
    for (const event of ['update', 'delete']) {
      await sql.raw(`create trigger audit_log_no_${event} before ${event} on audit_log begin select raise(abort, 'audit_log is append-only: ${event} refused'); end`).execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (dialectOf(db) === 'postgres') await sql`drop function if exists audit_log_append_only()`.execute(db);
}
