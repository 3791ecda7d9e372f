import type { Insertable, Kysely } from 'kysely';
import type { Database, EWayBillsTable } from '#server/db/schema';

/** An order's current e-way bill, if one was entered. */
export async function findBill(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('eway_bills').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export type EWayBillRow = NonNullable<Awaited<ReturnType<typeof findBill>>>;

/** Writes an order's e-way bill, replacing the one it had (one current bill an order). */
export async function replaceBill(db: Kysely<Database>, row: Insertable<EWayBillsTable>): Promise<void> {
  await db.deleteFrom('eway_bills').where('order_id', '=', row.order_id).execute();
  await db.insertInto('eway_bills').values(row).execute();
}

/** The e-way bill generated for a tax document, if any. */
export async function findBillOfDocument(db: Kysely<Database>, documentId: string) {
  return db.selectFrom('eway_bills').select(['number', 'generated_at', 'valid_until']).where('document_id', '=', documentId).executeTakeFirst();
}

/** The order another e-way bill number is entered on, if any. */
export async function orderOfNumber(db: Kysely<Database>, number: string): Promise<string | undefined> {
  return (await db.selectFrom('eway_bills').select('order_id').where('number', '=', number).executeTakeFirst())?.order_id;
}

export async function findSettings(db: Kysely<Database>) {
  return db.selectFrom('eway_bill_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function saveSettings(db: Kysely<Database>, row: { intra_state_threshold_paise: number; updated_at: string; updated_by: string }): Promise<void> {
  const updated = await db.updateTable('eway_bill_settings').set(row).where('id', '=', 1).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('eway_bill_settings').values({ id: 1, ...row }).execute();
}

/**
 * Holds the order while this server asks the GSP for its bill (one row an order): false when
 * another holds it since `staleBefore` or later. An older hold is a server that stopped mid-way
 * (its provider call long timed out), taken over.
 */
export async function claimGeneration(db: Kysely<Database>, row: { order_id: string; started_at: string; started_by: string }, staleBefore: string): Promise<boolean> {
  await db.deleteFrom('eway_bill_generations').where('order_id', '=', row.order_id).where('started_at', '<', staleBefore).execute();
  const inserted = await db.insertInto('eway_bill_generations').values(row).onConflict((oc) => oc.column('order_id').doNothing()).returning('order_id').executeTakeFirst();
  return inserted !== undefined;
}

export async function releaseGeneration(db: Kysely<Database>, orderId: string): Promise<void> {
  await db.deleteFrom('eway_bill_generations').where('order_id', '=', orderId).execute();
}
