import type { Kysely } from 'kysely';

/**
 * Vendor listings (docs/decisions/0008): who sells a product, the vendor's own state of the
 * listing, and the admin's moderation. `is_active` stays the one "in the shop" flag the
 * storefront reads; for a vendor product it is derived from these columns and the vendor's review.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // NULL: the shop's own product. No cascade: a vendor account with products is deactivated, not erased.
  await db.schema.alterTable('products').addColumn('vendor_id', 'varchar(64)', (c) => c.references('users.id')).execute();
  // draft | published | archived (deleted by the vendor, kept because orders hold it).
  await db.schema
    .alterTable('products')
    .addColumn('listing_status', 'varchar(16)', (c) => c.notNull().defaultTo('published'))
    .execute();
  // 1: the admin hid this vendor product from the shop.
  await db.schema.alterTable('products').addColumn('moderation_hidden', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // A vendor's own listings, newest first.
  await db.schema.createIndex('products_vendor_created_idx').on('products').columns(['vendor_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_vendor_created_idx').execute();
  await db.schema.alterTable('products').dropColumn('moderation_hidden').execute();
  await db.schema.alterTable('products').dropColumn('listing_status').execute();
  await db.schema.alterTable('products').dropColumn('vendor_id').execute();
}
