import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Which SQL dialect `db` speaks: this migration's own copy of dialectOf (db/dialect-of.ts), frozen with it. */
const dialectOf = (db: Kysely<any>): 'sqlite' | 'postgres' => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/** Tables and columns of the admin area: order status history, payment settings, vendor review, message handling. */
export async function up(db: Kysely<any>): Promise<void> {
  // Every status change an admin makes (docs/product-rules.md 18). The admin's name is copied so the
  // history still reads correctly after that account is renamed or removed.
  await db.schema
    .createTable('order_status_changes')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('to_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('changed_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('changed_by_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('changed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_status_changes_order_idx').on('order_status_changes').columns(['order_id', 'changed_at']).execute();

  // One row (id 1) once an admin saves the settings; no row means "cash on delivery only".
  // The gateway key secret is AES-256-GCM ciphertext; its key never lives in the database.
  await db.schema
    .createTable('payment_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('gateway_key_id', 'varchar(100)')
    .addColumn('gateway_key_secret_enc', 'text')
    .addColumn('gateway_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bank_name', 'varchar(100)')
    .addColumn('bank_account_holder', 'varchar(100)')
    .addColumn('bank_account_number', 'varchar(20)')
    .addColumn('bank_ifsc', 'varchar(11)')
    .addColumn('bank_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cod_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('cod_instructions', 'varchar(500)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(64)')
    .execute();

  // A rejected vendor sees why.
  await db.schema.alterTable('vendor_profiles').addColumn('rejection_reason', 'varchar(500)').execute();

  await db.schema.alterTable('contact_messages').addColumn('handled_at', 'varchar(32)').execute();
  await db.schema.alterTable('contact_messages').addColumn('handled_by', 'varchar(64)').execute();

  // 'bank_transfer' is longer than the 8 characters the orders table allowed (SQLite ignores lengths).
  if (dialectOf(db) === 'postgres') {
    await sql`ALTER TABLE orders ALTER COLUMN payment_method TYPE varchar(16)`.execute(db);
  }

  // The admin lists page by newest first.
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_created_idx').execute();
  await db.schema.dropIndex('orders_created_idx').execute();
  await db.schema.alterTable('contact_messages').dropColumn('handled_by').execute();
  await db.schema.alterTable('contact_messages').dropColumn('handled_at').execute();
  await db.schema.alterTable('vendor_profiles').dropColumn('rejection_reason').execute();
  await db.schema.dropTable('payment_settings').execute();
  await db.schema.dropTable('order_status_changes').execute();
}
