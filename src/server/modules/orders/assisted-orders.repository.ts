import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AssistedOrdersTable, Database } from '#server/db/schema';

export type AssistedOrderRow = Selectable<AssistedOrdersTable>;

export async function insertAssistedOrder(db: Kysely<Database>, row: Insertable<AssistedOrdersTable>): Promise<void> {
  await db.insertInto('assisted_orders').values(row).execute();
}

export async function findAssistedOrder(db: Kysely<Database>, id: string): Promise<AssistedOrderRow | undefined> {
  return db.selectFrom('assisted_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAssistedOrderByLink(db: Kysely<Database>, linkHash: string): Promise<AssistedOrderRow | undefined> {
  return db.selectFrom('assisted_orders').selectAll().where('link_hash', '=', linkHash).executeTakeFirst();
}

/** A farmer's orders waiting for his consent (one at most, unless two agents asked at once). */
export async function findWaitingOf(db: Kysely<Database>, farmerId: string): Promise<AssistedOrderRow[]> {
  return db.selectFrom('assisted_orders').selectAll().where('farmer_id', '=', farmerId).where('status', '=', 'waiting').execute();
}

/** Waiting orders whose time is up at `at`. */
export async function findDue(db: Kysely<Database>, at: string): Promise<AssistedOrderRow[]> {
  return db.selectFrom('assisted_orders').selectAll().where('status', '=', 'waiting').where('expires_at', '<=', at).orderBy('expires_at').limit(500).execute();
}

/**
 * Decides a waiting order: one conditional UPDATE, so of two decisions at once (the code and the
 * link, the sweep and a confirmation) exactly one takes it; false for the other.
 */
export async function decide(
  db: Kysely<Database>,
  id: string,
  changes: Pick<AssistedOrderRow, 'status' | 'decided_at'> & Partial<Pick<AssistedOrderRow, 'confirmed_by' | 'order_id'>>,
): Promise<boolean> {
  const result = await db.updateTable('assisted_orders').set(changes).where('id', '=', id).where('status', '=', 'waiting').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new consent link for a waiting order (its code was sent again). */
export async function setLink(db: Kysely<Database>, id: string, linkHash: string): Promise<void> {
  await db.updateTable('assisted_orders').set({ link_hash: linkHash }).where('id', '=', id).where('status', '=', 'waiting').execute();
}

/** The order a confirmed one became. */
export async function setOrder(db: Kysely<Database>, id: string, orderId: string): Promise<void> {
  await db.updateTable('assisted_orders').set({ order_id: orderId }).where('id', '=', id).execute();
}

export async function findOrderNumber(db: Kysely<Database>, orderId: string): Promise<number> {
  const order = await db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow();
  return Number(order.number);
}
