import type { Kysely } from 'kysely';

/**
 * Quantity prices and price lists (docs/product-rules.md 46):
 * - `product_prices`: a product's unit price for buyers of a customer group ('retail': everyone)
 *   from a quantity on; one row per product, group and quantity. The rows go with their product.
 * - `users.customer_group`: the account's group ('retail', 'dealer', 'fpo', 'institution'), set
 *   by the owner; every account starts retail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_prices')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('product_id', 'varchar(64)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('customer_group', 'varchar(16)', (c) => c.notNull())
    .addColumn('min_quantity', 'integer', (c) => c.notNull())
    .addColumn('price_paise', 'integer', (c) => c.notNull())
    .addUniqueConstraint('product_prices_row_key', ['product_id', 'customer_group', 'min_quantity'])
    .execute();
  await db.schema.alterTable('users').addColumn('customer_group', 'varchar(16)', (c) => c.notNull().defaultTo('retail')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('customer_group').execute();
  await db.schema.dropTable('product_prices').execute();
}
