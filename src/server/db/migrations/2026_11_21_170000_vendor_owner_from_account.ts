import type { Kysely } from 'kysely';

/**
 * The vendor's owner name and phone are the account's name and phone: kept twice, the two copies
 * drifted apart when either side was edited (the admin's Manage Users, the vendor's own profile).
 * They now live on the account only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vendor_profiles').dropColumn('owner_name').execute();
  await db.schema.alterTable('vendor_profiles').dropColumn('phone').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vendor_profiles').addColumn('owner_name', 'varchar(100)').execute();
  await db.schema.alterTable('vendor_profiles').addColumn('phone', 'varchar(20)').execute();
}
