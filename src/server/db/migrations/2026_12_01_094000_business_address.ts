import type { Kysely } from 'kysely';

/**
 * A business buyer's registered address, billed on its tax invoices beside its legal name and
 * GSTIN (docs/product-rules.md 44; CGST Rule 46: a registered recipient's name, address and
 * GSTIN): `buyer_address`, `buyer_city`, `buyer_pincode`. The delivery address when the business
 * is registered there; null on farmers' orders and on business orders from before it was asked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('buyer_address', 'varchar(300)').execute();
  await db.schema.alterTable('orders').addColumn('buyer_city', 'varchar(100)').execute();
  await db.schema.alterTable('orders').addColumn('buyer_pincode', 'varchar(6)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('buyer_pincode').execute();
  await db.schema.alterTable('orders').dropColumn('buyer_city').execute();
  await db.schema.alterTable('orders').dropColumn('buyer_address').execute();
}
