import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, OfferRow, OffersTable, OrderOffersTable } from '#server/db/schema';

export function listOffers(db: Kysely<Database>): Promise<OfferRow[]> {
  return db.selectFrom('offers').selectAll().orderBy('valid_to', 'desc').orderBy('name').orderBy('id').execute();
}

export function findOffer(db: Kysely<Database>, id: string): Promise<OfferRow | undefined> {
  return db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertOffer(db: Kysely<Database>, row: Insertable<OffersTable>): Promise<void> {
  await db.insertInto('offers').values(row).execute();
}

export async function updateOffer(db: Kysely<Database>, id: string, changes: Updateable<OffersTable>): Promise<void> {
  await db.updateTable('offers').set(changes).where('id', '=', id).execute();
}

export async function deleteOffer(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('offers').where('id', '=', id).execute();
}

/** Each offer's orders. */
export async function countUses(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('order_offers').select(['offer_id', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('offer_id').execute();
  return new Map(rows.map((r) => [r.offer_id, Number(r.n)]));
}

export async function hasOrders(db: Kysely<Database>, offerId: string): Promise<boolean> {
  return !!(await db.selectFrom('order_offers').select('order_id').where('offer_id', '=', offerId).limit(1).executeTakeFirst());
}

export async function insertOrderOffers(db: Kysely<Database>, rows: OrderOffersTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('order_offers').values(rows).execute();
}
