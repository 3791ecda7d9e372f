import { sql, type Kysely } from 'kysely';

/**
 * Coupons (docs/product-rules.md 43, docs/decisions/0059). A coupon's code is kept as buyers'
 * typing is normalised (KHARIF10); its percentage in basis points or its sum in paise; its days
 * 'YYYY-MM-DD' in India, both included; what it applies to (`scope`, with `targets` a JSON list of
 * categories, crops or product ids). `used` counts the orders placed with it and not cancelled:
 * an order takes a use with one guarded UPDATE in its own transaction, so a last use goes to one
 * order only. Each redemption names its order (one coupon an order) and what it took off.
 *
 * An order line's `discount_paise` is the discount known at the sale, already taken off its
 * `line_total_paise`, which stays the line's taxable value (section 15(3) of the CGST Act); an
 * order's `discount_paise` is its lines' together, and its `subtotal_paise` the value before it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind in ('percent', 'flat')`))
    .addColumn('percent_bp', 'integer', (c) => c.check(sql`percent_bp is null or (percent_bp > 0 and percent_bp < 10000)`))
    .addColumn('flat_paise', 'bigint', (c) => c.check(sql`flat_paise is null or flat_paise > 0`))
    .addColumn('min_order_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('max_discount_paise', 'bigint')
    .addColumn('valid_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('valid_to', 'varchar(10)', (c) => c.notNull())
    .addColumn('scope', 'varchar(12)', (c) => c.notNull().check(sql`scope in ('order', 'categories', 'crops', 'products')`))
    .addColumn('targets', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('total_uses', 'integer')
    .addColumn('uses_per_customer', 'integer')
    .addColumn('first_order_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0).check(sql`used >= 0`))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(36)')
    .execute();
  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('order_id', 'varchar(36)', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('coupon_id', 'varchar(36)', (c) => c.notNull().references('coupons.id'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('discount_paise', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupon_redemptions_user').on('coupon_redemptions').columns(['coupon_id', 'user_id']).execute();
  await db.schema.alterTable('order_items').addColumn('discount_paise', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('discount_paise', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('coupon_code', 'varchar(20)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('coupon_code').execute();
  await db.schema.alterTable('orders').dropColumn('discount_paise').execute();
  await db.schema.alterTable('order_items').dropColumn('discount_paise').execute();
  await db.schema.dropTable('coupon_redemptions').execute();
  await db.schema.dropTable('coupons').execute();
}
