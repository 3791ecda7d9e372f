import type { Kysely } from 'kysely';

/**
 * Seed lots at stock locations (docs/product-rules.md 59): the godown a lot is kept at; null, the
 * principal place of business (every lot before, and a vendor's, which the vendor keeps). A seed
 * line is served from the lots of one place, first-expiring first there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('seed_lots').addColumn('location_id', 'varchar(64)', (c) => c.references('stock_locations.id')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('seed_lots').dropColumn('location_id').execute();
}
