import type { Kysely } from 'kysely';

/**
 * A coupon for some customer groups only (docs/product-rules.md 43, 46): `coupons.customer_groups`,
 * a JSON list of groups ('dealer', 'fpo'...); [] is every buyer's, as every coupon was before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('coupons').addColumn('customer_groups', 'varchar(80)', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('coupons').dropColumn('customer_groups').execute();
}
