import type { Kysely } from 'kysely';

/**
 * Where the shop pays each vendor (docs/product-rules.md 35): one bank account per vendor. The account number is
 * sealed with the secrets key (SecretBox, as the gateway's key secret and a buyer's refund
 * account), so a copy of the database alone does not give it away; its last 4 digits stay in
 * clear for the screens that show it masked. The UPI ID, a public handle, is kept as typed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vendor_payout_accounts')
    .addColumn('vendor_id', 'varchar(64)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('account_holder', 'varchar(100)', (c) => c.notNull())
    .addColumn('account_number_enc', 'text', (c) => c.notNull())
    .addColumn('account_number_last4', 'varchar(4)', (c) => c.notNull())
    .addColumn('ifsc', 'varchar(11)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(100)')
    .addColumn('upi_id', 'varchar(100)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vendor_payout_accounts').execute();
}
