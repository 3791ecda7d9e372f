import { sql, type Kysely } from 'kysely';

/**
 * Automatic offers (docs/product-rules.md 47, docs/decisions/0063): no code, applied to every
 * cart, quote and order whose lines qualify while the offer runs (its days 'YYYY-MM-DD' in India,
 * both included) and is switched on. One of three kinds:
 * - `percent`: `percent_bp` off the shop's own goods of the categories or crops named (`scope`,
 *   `targets` a JSON list), from `min_value_paise` of them (0: any), at most `max_discount_paise`;
 * - `buy_get`: buy `buy_quantity` units of `product_id`, get `get_quantity` more of it free;
 * - `free_item`: with `buy_quantity` units of `product_id`, `get_quantity` units of
 *   `gift_product_id` free, added to the order as its own line.
 * `order_offers` records what each offer took off an order (an order may take several offers,
 * each once): an offer orders name is switched off, not removed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind in ('percent', 'buy_get', 'free_item')`))
    .addColumn('percent_bp', 'integer', (c) => c.check(sql`percent_bp is null or (percent_bp > 0 and percent_bp < 9000)`))
    .addColumn('scope', 'varchar(12)', (c) => c.check(sql`scope is null or scope in ('categories', 'crops')`))
    .addColumn('targets', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('min_value_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('max_discount_paise', 'bigint')
    .addColumn('product_id', 'varchar(36)')
    .addColumn('buy_quantity', 'integer', (c) => c.check(sql`buy_quantity is null or (buy_quantity between 1 and 999)`))
    .addColumn('gift_product_id', 'varchar(36)')
    .addColumn('get_quantity', 'integer', (c) => c.check(sql`get_quantity is null or (get_quantity between 1 and 999)`))
    .addColumn('valid_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('valid_to', 'varchar(10)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(36)')
    .execute();
  await db.schema
    .createTable('order_offers')
    .addColumn('order_id', 'varchar(36)', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('offer_id', 'varchar(36)', (c) => c.notNull().references('offers.id'))
    .addColumn('discount_paise', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_offers_pk', ['order_id', 'offer_id'])
    .execute();
  await db.schema.createIndex('order_offers_offer').on('order_offers').column('offer_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_offers').execute();
  await db.schema.dropTable('offers').execute();
}
