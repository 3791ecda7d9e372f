import type { Kysely } from 'kysely';

/**
 * `orders.buyer_legal_name`: a business buyer's legal name, as its GSTIN is registered, billed on
 * its tax invoices beside the GSTIN (docs/product-rules.md 44). Null on a farmer's own orders and on
 * business orders placed before it was asked. The place of supply of such an order is the GSTIN's
 * state (section 10(1)(b) of the IGST Act); `place_of_supply` already holds it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('buyer_legal_name', 'varchar(100)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('buyer_legal_name').execute();
}
