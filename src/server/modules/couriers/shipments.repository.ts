import type { Insertable, Kysely, Updateable } from 'kysely';
import type { CarrierPickupLocationsTable, Database, ShipmentEventsTable, ShipmentsTable } from '#server/db/schema';

export function findShipment(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export function findShipmentByAwb(db: Kysely<Database>, awb: string) {
  return db.selectFrom('shipments').selectAll().where('awb', '=', awb).executeTakeFirst();
}

export async function insertShipment(db: Kysely<Database>, row: Insertable<ShipmentsTable>): Promise<void> {
  await db.insertInto('shipments').values(row).execute();
}

export async function updateShipment(db: Kysely<Database>, orderId: string, change: Updateable<ShipmentsTable>): Promise<void> {
  await db.updateTable('shipments').set(change).where('order_id', '=', orderId).execute();
}

/** Records a tracking update; false when it was recorded already (the same AWB, status and time). */
export async function insertEventOnce(db: Kysely<Database>, row: ShipmentEventsTable): Promise<boolean> {
  const inserted = await db.insertInto('shipment_events').values(row).onConflict((oc) => oc.columns(['awb', 'status', 'event_at']).doNothing()).returning('awb').executeTakeFirst();
  return inserted !== undefined;
}

/** The orders shipped with these AWBs through this carrier, by AWB (an AWB no shipment has is left out). */
export async function findOrdersByAwbs(db: Kysely<Database>, carrier: ShipmentsTable['carrier'], awbs: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  // In slices, so that no statement's list of values grows past what a database takes in one query.
  for (let at = 0; at < awbs.length; at += 500) {
    const rows = await db.selectFrom('shipments').select(['awb', 'order_id']).where('carrier', '=', carrier).where('awb', 'in', awbs.slice(at, at + 500)).execute();
    for (const row of rows) if (row.awb) found.set(row.awb, row.order_id);
  }
  return found;
}

/** A shipment's tracking updates, in the order they happened (the courier's time, else when the shop heard of it). */
export function findEvents(db: Kysely<Database>, awb: string) {
  return db.selectFrom('shipment_events').selectAll().where('awb', '=', awb).orderBy('received_at').execute();
}

/** How many updates of this status a shipment has had (its failed delivery attempts, for one). */
export async function countEvents(db: Kysely<Database>, awb: string, status: string): Promise<number> {
  const row = await db.selectFrom('shipment_events').select((eb) => eb.fn.countAll<number | string>().as('n')).where('awb', '=', awb).where('status', '=', status).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The orders whose shipment's latest status is a failed delivery attempt not answered yet. */
export async function findOpenFailedAttempts(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('shipments').select('order_id').where('status', '=', 'undelivered').where('ndr_action', 'is', null).execute();
  return rows.map((r) => r.order_id);
}

/** Records the dispatcher's action on the open failed attempt; false when none is open any more (answered or moved on meanwhile). */
export async function setNdrActionIf(db: Kysely<Database>, orderId: string, change: { ndr_action: string; ndr_action_at: string; ndr_action_by: string }): Promise<boolean> {
  const result = await db.updateTable('shipments').set(change).where('order_id', '=', orderId).where('status', '=', 'undelivered').where('ndr_action', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The nickname a godown was registered under with the carrier; undefined when it was not yet. */
export async function findPickupNickname(db: Kysely<Database>, carrier: CarrierPickupLocationsTable['carrier'], locationId: string): Promise<string | undefined> {
  return (await db.selectFrom('carrier_pickup_locations').select('nickname').where('carrier', '=', carrier).where('location_id', '=', locationId).executeTakeFirst())?.nickname;
}

/** Keeps a godown's registration with the carrier (a second server's of the same godown is the same: kept once). */
export async function insertPickupNickname(db: Kysely<Database>, row: CarrierPickupLocationsTable): Promise<void> {
  await db.insertInto('carrier_pickup_locations').values(row).onConflict((oc) => oc.columns(['carrier', 'location_id']).doNothing()).execute();
}
