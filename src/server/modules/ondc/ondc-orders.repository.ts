import type { Kysely } from 'kysely';
import type { Database, OndcOrderRow, OndcReturnRow } from '#server/db/schema';

/** A buyer app's account in the shop, if it has placed an order before. */
export async function findBuyerAppAccount(db: Kysely<Database>, bapId: string): Promise<string | undefined> {
  const row = await db.selectFrom('ondc_buyer_apps').select('user_id').where('bap_id', '=', bapId).executeTakeFirst();
  return row?.user_id;
}

/** Records a buyer app's account; false when another server recorded one first (that one stands). */
export async function insertBuyerAppAccount(db: Kysely<Database>, row: { bap_id: string; user_id: string; created_at: string }): Promise<boolean> {
  const result = await db.insertInto('ondc_buyer_apps').values(row).onConflict((oc) => oc.column('bap_id').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function insertNetworkOrder(db: Kysely<Database>, row: OndcOrderRow): Promise<void> {
  await db.insertInto('ondc_orders').values(row).execute();
}

/** A buyer app's order by the id it gave it: another buyer app's order is never found (each names only its own). */
export async function findByNetworkId(db: Kysely<Database>, bapId: string, networkOrderId: string): Promise<OndcOrderRow | undefined> {
  return db.selectFrom('ondc_orders').selectAll().where('bap_id', '=', bapId).where('network_order_id', '=', networkOrderId).executeTakeFirst();
}

/** The order a buyer app's transaction confirmed, if any. */
export async function findByTransaction(db: Kysely<Database>, bapId: string, transactionId: string): Promise<OndcOrderRow | undefined> {
  return db.selectFrom('ondc_orders').selectAll().where('bap_id', '=', bapId).where('transaction_id', '=', transactionId).executeTakeFirst();
}

/** A shop order's network ids: undefined for an order placed on the shop's own pages. */
export async function findByOrderId(db: Kysely<Database>, orderId: string): Promise<OndcOrderRow | undefined> {
  return db.selectFrom('ondc_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function markCancelled(db: Kysely<Database>, orderId: string, by: string, reason: string): Promise<void> {
  await db.updateTable('ondc_orders').set({ cancelled_by: by, cancellation_reason: reason }).where('order_id', '=', orderId).where('cancelled_by', 'is', null).execute();
}

/** A return a buyer app asked for, by the return id it gave it on that order. */
export async function findNetworkReturn(db: Kysely<Database>, orderId: string, networkReturnId: string): Promise<OndcReturnRow | undefined> {
  return db.selectFrom('ondc_returns').selectAll().where('order_id', '=', orderId).where('network_return_id', '=', networkReturnId).executeTakeFirst();
}

/** An order's returns asked for through the network, oldest first. */
export async function findNetworkReturns(db: Kysely<Database>, orderId: string): Promise<OndcReturnRow[]> {
  return db.selectFrom('ondc_returns').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('network_return_id').execute();
}

export async function insertNetworkReturn(db: Kysely<Database>, row: OndcReturnRow): Promise<void> {
  await db.insertInto('ondc_returns').values(row).execute();
}
