import type { Kysely } from 'kysely';

/**
 * A business's request to buy at its customer group's prices (docs/product-rules.md 46): a dealer,
 * an FPO or an institution asks once signed up, and waits for the owner's decision, as a vendor
 * does. One row per account: its latest request, pending or decided.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('group_requests')
    .addColumn('user_id', 'varchar(64)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('customer_group', 'varchar(16)', (c) => c.notNull())
    .addColumn('business_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('gstin', 'varchar(15)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decided_by', 'varchar(64)')
    .execute();
  await db.schema.createIndex('group_requests_status').on('group_requests').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('group_requests').execute();
}
