import type { Kysely } from 'kysely';

/**
 * The courier's scans on the farmer's timeline and the dispatcher's answer to a failed delivery
 * attempt (docs/product-rules.md 58, docs/decisions/0072), the couriers module's:
 * - `shipment_events.location`: where the courier scanned the parcel (its hub or town), shown with
 *   the scan's time on the buyer's order page; null when the carrier named no place.
 * - `shipments.ndr_action`, `ndr_action_at`, `ndr_action_by`: the dispatcher's action on the open
 *   failed attempt ('re_attempt' or 'return') as the carrier took it; cleared by the courier's next
 *   failed attempt, which opens a new one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shipment_events').addColumn('location', 'varchar(100)').execute();
  await db.schema.alterTable('shipments').addColumn('ndr_action', 'varchar(20)').execute();
  await db.schema.alterTable('shipments').addColumn('ndr_action_at', 'varchar(32)').execute();
  await db.schema.alterTable('shipments').addColumn('ndr_action_by', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shipments').dropColumn('ndr_action_by').execute();
  await db.schema.alterTable('shipments').dropColumn('ndr_action_at').execute();
  await db.schema.alterTable('shipments').dropColumn('ndr_action').execute();
  await db.schema.alterTable('shipment_events').dropColumn('location').execute();
}
