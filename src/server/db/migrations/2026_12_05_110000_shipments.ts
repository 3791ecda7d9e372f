import type { Kysely } from 'kysely';

/**
 * Orders shipped through a courier (docs/product-rules.md 58, docs/decisions/0072), owned by the
 * couriers module:
 * - `shipments`: one per order booked with the carrier: its ids there (kept as soon as the carrier
 *   answers them, so a retry goes on from there and never books a second shipment), the AWB and
 *   courier, the pickup and label, and the latest tracking status in the shop's words.
 *   `booked_at` is set once the whole booking is done and the order moved to Shipped.
 * - `shipment_events`: each tracking update applied, unique by AWB, status and the carrier's time
 *   of it, so a webhook sent again is applied once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shipments')
    .addColumn('order_id', 'varchar(64)', (c) => c.primaryKey().references('orders.id'))
    .addColumn('carrier', 'varchar(20)', (c) => c.notNull())
    .addColumn('carrier_order_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('carrier_shipment_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('awb', 'varchar(40)', (c) => c.unique())
    .addColumn('courier_name', 'varchar(100)')
    .addColumn('weight_grams', 'integer', (c) => c.notNull())
    .addColumn('box', 'varchar(40)', (c) => c.notNull())
    .addColumn('pickup_scheduled_for', 'varchar(32)')
    .addColumn('pickup_booked_at', 'varchar(32)')
    .addColumn('label_url', 'varchar(500)')
    .addColumn('booked_at', 'varchar(32)')
    .addColumn('status', 'varchar(20)')
    .addColumn('status_text', 'varchar(200)')
    .addColumn('last_event_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('shipment_events')
    .addColumn('awb', 'varchar(40)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    // The carrier's time of the update ('' when it sent none it could be read by).
    .addColumn('event_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('status_text', 'varchar(200)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('shipment_events_pk', ['awb', 'status', 'event_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shipment_events').execute();
  await db.schema.dropTable('shipments').execute();
}
