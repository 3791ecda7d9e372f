import type { Kysely } from 'kysely';

/**
 * The shop's public contact details (docs/product-rules.md 25): phone, e-mail, address in three
 * languages and business hours, set by the admin. One row, id 1; none until the first save, and
 * the footer and contact page then show no contact details rather than placeholders.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    // +91 and 10 digits, or a 1800/1860 toll-free number (src/shared/phone.ts).
    .addColumn('phone', 'varchar(20)')
    .addColumn('email', 'varchar(254)')
    .addColumn('address_en', 'varchar(300)')
    .addColumn('address_hi', 'varchar(300)')
    .addColumn('address_mr', 'varchar(300)')
    // The open days, comma-separated: "mon,tue,wed,thu,fri,sat"; empty when no hours are given.
    .addColumn('open_days', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('opens_at', 'varchar(5)')
    .addColumn('closes_at', 'varchar(5)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(64)', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
}
