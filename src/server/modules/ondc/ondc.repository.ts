import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OndcMessagesTable, OndcSettingsTable } from '#server/db/schema';
import { claimPending } from '#server/db/claims';

export type OndcMessageRow = Selectable<OndcMessagesTable>;
export type NewOndcMessage = Insertable<OndcMessagesTable>;

/**
 * Records a message; false when the same sender already sent this action with this message id (a
 * buyer app's retry, or a replay): that one stands, nothing is written again (docs/decisions/0077).
 */
export async function insertOnce(db: Kysely<Database>, row: NewOndcMessage): Promise<boolean> {
  // ON CONFLICT DO NOTHING, not a caught unique violation: on PostgreSQL that would end the transaction it is in.
  const result = await db
    .insertInto('ondc_messages')
    .values(row)
    .onConflict((oc) => oc.columns(['direction', 'bap_id', 'action', 'message_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Callbacks due now, oldest first, not claimed by another worker. */
export async function findDue(db: Kysely<Database>, now: string, limit: number): Promise<OndcMessageRow[]> {
  return db
    .selectFrom('ondc_messages')
    .selectAll()
    .where('direction', '=', 'out')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes a callback for this worker until `until` (claimPending: of two app servers that found it, one sends it). False: taken. */
export function claim(db: Kysely<Database>, row: Pick<OndcMessageRow, 'id' | 'claimed_until'>, now: string, until: string): Promise<boolean> {
  return claimPending(db, 'ondc_messages', row, now, until);
}

export interface CallbackOutcome {
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  nextAttemptAt: string | null;
  httpStatus: number | null;
  errorCode: string | null;
  errorMessage: string | null;
  body: string | null;
  sentAt: string | null;
}

/** Releases this worker's claim with the attempt's outcome; false when the claim was no longer ours. */
export async function settle(db: Kysely<Database>, id: string, claimedUntil: string, outcome: CallbackOutcome): Promise<boolean> {
  const result = await db
    .updateTable('ondc_messages')
    .set({
      status: outcome.status,
      attempts: outcome.attempts,
      next_attempt_at: outcome.nextAttemptAt,
      http_status: outcome.httpStatus,
      error_code: outcome.errorCode,
      error_message: outcome.errorMessage,
      body: outcome.body,
      sent_at: outcome.sentAt,
      claimed_until: null,
    })
    .where('id', '=', id)
    .where('claimed_until', '=', claimedUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The latest calls in and out, newest first, for the owner's view. */
export async function latest(db: Kysely<Database>, limit: number): Promise<OndcMessageRow[]> {
  return db.selectFrom('ondc_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The ids of the products kept off the network. */
export async function withheldProductIds(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('ondc_withheld_products').select('product_id').execute();
  return new Set(rows.map((r) => r.product_id));
}

export type OndcSettingsRow = Selectable<OndcSettingsTable>;

export async function findSettings(db: Kysely<Database>): Promise<OndcSettingsRow | undefined> {
  return db.selectFrom('ondc_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function saveSettings(db: Kysely<Database>, row: Omit<OndcSettingsRow, 'id'>): Promise<void> {
  await db
    .insertInto('ondc_settings')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

/** Keeps a product off the network, or offers it again. */
export async function setWithheld(db: Kysely<Database>, productId: string, withheld: boolean, at: string): Promise<void> {
  if (withheld) await db.insertInto('ondc_withheld_products').values({ product_id: productId, withheld_at: at }).onConflict((oc) => oc.column('product_id').doNothing()).execute();
  else await db.deleteFrom('ondc_withheld_products').where('product_id', '=', productId).execute();
}

/** Deletes the calls of these actions (in and out) made before `before`, settled ones only; how many went. */
export async function pruneBefore(db: Kysely<Database>, actions: string[], before: string): Promise<number> {
  const result = await db.deleteFrom('ondc_messages').where('action', 'in', actions).where('created_at', '<', before).where('status', '!=', 'pending').executeTakeFirst();
  return Number(result.numDeletedRows);
}
