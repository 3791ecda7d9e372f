import type { Kysely } from 'kysely';

/**
 * The shop's godowns registered with a carrier as pickup locations (docs/product-rules.md 59,
 * docs/decisions/0072): the nickname each was registered under, which every booking from it
 * names. The principal place is the carrier account's own first location ("Primary"), no row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('carrier_pickup_locations')
    .addColumn('carrier', 'varchar(20)', (c) => c.notNull())
    .addColumn('location_id', 'varchar(64)', (c) => c.notNull().references('stock_locations.id'))
    .addColumn('nickname', 'varchar(36)', (c) => c.notNull())
    .addColumn('registered_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('carrier_pickup_locations_pk', ['carrier', 'location_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('carrier_pickup_locations').execute();
}
