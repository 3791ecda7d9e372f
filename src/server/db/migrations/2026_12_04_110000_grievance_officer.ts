import type { Kysely } from 'kysely';

/**
 * The shop's grievance officer (Consumer Protection (E-Commerce) Rules, 2020, rules 4(4) and
 * 5(5); docs/product-rules.md 52): name, designation, phone and e-mail, set with the other public
 * contact details in site_settings and shown on the Contact page once set.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('site_settings').addColumn('grievance_name', 'varchar(100)').execute();
  await db.schema.alterTable('site_settings').addColumn('grievance_designation', 'varchar(100)').execute();
  await db.schema.alterTable('site_settings').addColumn('grievance_phone', 'varchar(20)').execute();
  await db.schema.alterTable('site_settings').addColumn('grievance_email', 'varchar(254)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('grievance_email').execute();
  await db.schema.alterTable('site_settings').dropColumn('grievance_phone').execute();
  await db.schema.alterTable('site_settings').dropColumn('grievance_designation').execute();
  await db.schema.alterTable('site_settings').dropColumn('grievance_name').execute();
}
