import { sql, type Kysely } from 'kysely';

/**
 * Saved delivery addresses (docs/product-rules.md 32): a customer keeps up to 10 and picks
 * one at checkout instead of typing it again. `is_default` (0/1): exactly one of an account's
 * addresses is the default whenever it has any; the partial unique index makes a second one
 * impossible even if two requests race, and the service keeps "at least one" in its transactions.
 * An order copies its address (orders.shipping_*), so editing or deleting one never changes an order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'varchar(40)')
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('state', 'varchar(64)', (c) => c.notNull())
    .addColumn('pincode', 'varchar(6)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_user_idx').on('addresses').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createIndex('addresses_one_default_idx')
    .on('addresses')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('addresses').execute();
}
