import type { Kysely } from 'kysely';

/**
 * E-way bills generated through a GSP (docs/product-rules.md 57, docs/decisions/0073, "Through a
 * GSP"): `eway_bill_generations` holds an order while one app server asks the provider for its
 * bill (one row an order, its primary key), so a second click or a second server is refused
 * rather than generating a second bill. The row goes when the bill is kept or the provider fails;
 * one older than the provider's timeout is a server that stopped, and is taken over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('eway_bill_generations')
    .addColumn('order_id', 'varchar(64)', (c) => c.primaryKey().references('orders.id'))
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('started_by', 'varchar(64)', (c) => c.notNull().references('users.id'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('eway_bill_generations').execute();
}
