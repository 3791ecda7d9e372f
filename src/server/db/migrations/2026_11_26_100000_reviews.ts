import { sql, type Kysely } from 'kysely';

/**
 * Honest ratings (docs/decisions/0027-honest-ratings.md): one review per buyer and
 * product, allowed only to a buyer whose order of that product was delivered (`order_id` names
 * the order that entitled it). `hidden` (0/1) takes an abusive review out of the shop's average
 * and list without deleting it; `hidden_by`/`hidden_at` say which admin did it and when.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('product_id', 'varchar(64)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull().references('orders.id'))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating >= 1 and rating <= 5`))
    .addColumn('text', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden_by', 'varchar(64)')
    .addColumn('hidden_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('reviews_product_user_unique', ['product_id', 'user_id'])
    .execute();
  // The product page's average and list: a product's visible reviews, newest first.
  await db.schema.createIndex('reviews_product_idx').on('reviews').columns(['product_id', 'hidden', 'created_at']).execute();
  // The admin's list, newest first.
  await db.schema.createIndex('reviews_created_idx').on('reviews').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
}

