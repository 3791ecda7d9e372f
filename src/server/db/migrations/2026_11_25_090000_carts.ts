import type { Kysely } from 'kysely';

/**
 * The cart the server keeps (docs/decisions/0019): one per visitor, named by a random token in an HttpOnly
 * cookie (the table holds only its SHA-256), or one per account once signed in. The browser keeps
 * only a copy to show offline (docs/decisions/0019).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    // Null for a visitor's cart; an account has at most one.
    .addColumn('user_id', 'varchar(64)', (c) => c.unique().references('users.id').onDelete('cascade'))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('carts_updated_idx').on('carts').column('updated_at').execute();

  await db.schema
    .createTable('cart_lines')
    .addColumn('cart_id', 'varchar(64)', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(64)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // The price the farmer last saw for this line: a later change is shown, never hidden.
    .addColumn('seen_price_paise', 'bigint', (c) => c.notNull())
    .addColumn('added_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_lines_pk', ['cart_id', 'product_id'])
    .execute();
  await db.schema.createIndex('cart_lines_product_idx').on('cart_lines').column('product_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_lines').execute();
  await db.schema.dropTable('carts').execute();
}
