import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Which SQL dialect `db` speaks: this migration's own copy of dialectOf (db/dialect-of.ts), frozen with it. */
const dialectOf = (db: Kysely<any>): 'sqlite' | 'postgres' => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/**
 * Accounts with a mobile number, and text messages in the outbox (docs/product-rules.md 36,
 * docs/decisions/0051-mobile-accounts-and-text-messages.md).
 * - `users.mobile`: the verified mobile number it signs in with (+91 and 10 digits), unique;
 *   `users.email` and `users.password_hash` may now be null: an account made with a mobile
 *   number has neither. `text_channel`: where its order messages go ('sms' or 'whatsapp').
 *   SQLite cannot drop a NOT NULL: its users table is rebuilt, with its foreign keys switched off
 *   meanwhile, as SQLite's "ALTER TABLE" page prescribes, and checked before they are back on.
 * - The mail outbox becomes the outbox of every channel (`message_outbox`): `channel` (email, sms,
 *   whatsapp), a text message's values (`text_values`, JSON), the provider's id of a sent one
 *   (`provider_id`, which its delivery reports name) and what those reports said (`delivery`,
 *   `delivered_at`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table users alter column email drop not null`.execute(db);
    await sql`alter table users alter column password_hash drop not null`.execute(db);
    await db.schema.alterTable('users').addColumn('mobile', 'varchar(16)', (c) => c.unique()).execute();
  } else {
    await rebuildSqliteUsers(db);
  }
  await db.schema.alterTable('users').addColumn('mobile_verified_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('text_channel', 'varchar(16)', (c) => c.notNull().defaultTo('sms')).execute();

  await db.schema.alterTable('mail_outbox').renameTo('message_outbox').execute();
  await db.schema.alterTable('message_outbox').addColumn('channel', 'varchar(16)', (c) => c.notNull().defaultTo('email')).execute();
  await db.schema.alterTable('message_outbox').addColumn('text_values', 'text').execute();
  await db.schema.alterTable('message_outbox').addColumn('provider_id', 'varchar(128)').execute();
  await db.schema.alterTable('message_outbox').addColumn('delivery', 'varchar(16)').execute();
  await db.schema.alterTable('message_outbox').addColumn('delivered_at', 'varchar(32)').execute();
  await db.schema.createIndex('message_outbox_provider_id').on('message_outbox').columns(['channel', 'provider_id']).execute();
}

/** SQLite's users table again, with email and password_hash nullable and the mobile column. */
async function rebuildSqliteUsers(db: Kysely<any>): Promise<void> {
  // Not inside a transaction: SQLite ignores this pragma in one (the migrator runs SQLite's
  // migrations outside a transaction: Kysely's SQLite adapter has no transactional DDL).
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.schema
        .createTable('users_rebuilt')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('email', 'varchar(254)', (c) => c.unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(255)')
        .addColumn('phone', 'varchar(20)')
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('language', 'varchar(8)')
        .addColumn('mobile', 'varchar(16)', (c) => c.unique())
        .execute();
      await sql`insert into users_rebuilt (id, email, name, type, password_hash, phone, is_active, created_at, updated_at, language)
        select id, email, name, type, password_hash, phone, is_active, created_at, updated_at, language from users`.execute(trx);
      await trx.schema.dropTable('users').execute();
      await trx.schema.alterTable('users_rebuilt').renameTo('users').execute();
      await trx.schema.createIndex('users_type_idx').on('users').columns(['type', 'created_at']).execute();
      await trx.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`rebuilding users left ${broken.rows.length} foreign keys without their row`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('message_outbox_provider_id').execute();
  for (const column of ['delivered_at', 'delivery', 'provider_id', 'text_values', 'channel']) await db.schema.alterTable('message_outbox').dropColumn(column).execute();
  await db.schema.alterTable('message_outbox').renameTo('mail_outbox').execute();
  await db.schema.alterTable('users').dropColumn('text_channel').execute();
  await db.schema.alterTable('users').dropColumn('mobile_verified_at').execute();
  // The nullable e-mail stays (an account without one could not go back), and SQLite's mobile
  // column (SQLite drops no UNIQUE column; up copies the named columns only, so it runs again).
  if (dialectOf(db) === 'postgres') await db.schema.alterTable('users').dropColumn('mobile').execute();
}
