import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, MessageOutboxTable } from '#server/db/schema';
import { claimPending } from '#server/db/claims';

export type MailRow = Selectable<MessageOutboxTable>;

/**
 * Pending messages whose next attempt is due and that no worker holds (no claim, or a claim that
 * has run out: its worker died or hung), oldest attempt first.
 */
export async function findDue(db: Kysely<Database>, channels: MailRow['channel'][], now: string, limit: number): Promise<MailRow[]> {
  if (channels.length === 0) return [];
  return db
    .selectFrom('message_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    // A channel without a provider keeps its messages waiting, out of the way of the others.
    .where('channel', 'in', channels)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes a message for this worker until `until` (claimPending: of two workers that found it, one takes it). False: taken. */
export function claim(db: Kysely<Database>, row: Pick<MailRow, 'id' | 'claimed_until'>, now: string, until: string): Promise<boolean> {
  return claimPending(db, 'message_outbox', row, now, until);
}

/** Releases this worker's claim with the attempt's outcome; false when the claim was no longer ours. */
export async function settle(
  db: Kysely<Database>,
  id: string,
  claimedUntil: string,
  outcome: { status: 'pending' | 'sent' | 'failed'; attempts: number; nextAttemptAt: string; lastError: string | null; sentAt: string | null; eraseTexts?: boolean; providerId?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('message_outbox')
    .set({
      status: outcome.status,
      attempts: outcome.attempts,
      next_attempt_at: outcome.nextAttemptAt,
      last_error: outcome.lastError,
      sent_at: outcome.sentAt,
      claimed_until: null,
      ...(outcome.providerId === undefined ? {} : { provider_id: outcome.providerId }),
      ...(outcome.eraseTexts ? { text_body: '', html_body: '' } : {}),
    })
    .where('id', '=', id)
    .where('claimed_until', '=', claimedUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many messages are in each state. */
export async function countByStatus(db: Kysely<Database>): Promise<Record<'pending' | 'sent' | 'failed', number>> {
  const rows = await db.selectFrom('message_outbox').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const r of rows) if (r.status in counts) counts[r.status] = Number(r.n);
  return counts;
}

const LISTED = ['id', 'channel', 'kind', 'recipient', 'language', 'subject', 'status', 'attempts', 'next_attempt_at', 'last_error', 'created_at', 'sent_at', 'delivery'] as const;

/** The newest messages, without their bodies (a password-reset mail's body holds its link). */
export async function listLatest(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('message_outbox')
    .select(LISTED)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type ListedMailRow = Awaited<ReturnType<typeof listLatest>>[number];

export async function findListed(db: Kysely<Database>, id: string): Promise<ListedMailRow | undefined> {
  return db
    .selectFrom('message_outbox')
    .select(LISTED)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A failed message queued again for now (the admin's retry); false when it is not failed. */
export async function requeueFailed(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('message_outbox')
    .set({ status: 'pending', next_attempt_at: now, claimed_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether a message holds a short-lived secret (it has a send_before): its texts are erased once it is done with. */
export async function holdsSecret(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('message_outbox').select('send_before').where('id', '=', id).executeTakeFirst();
  return !!row?.send_before;
}

/**
 * A text message sent at once rather than queued (a one-time code: the farmer waits for it), on
 * record as sent or failed like the others, so the admin sees it and its delivery report finds it.
 */
export async function insertDone(db: Kysely<Database>, row: Insertable<MessageOutboxTable>): Promise<void> {
  await db.insertInto('message_outbox').values(row).execute();
}

/**
 * What a provider's delivery report says of the text message it took (its id): delivered, read or
 * failed. A report never goes back (a late "delivered" after "read" is kept as read), and one for
 * a message the shop does not know changes nothing. False: no such message.
 */
export async function recordDelivery(db: Kysely<Database>, channel: MailRow['channel'], providerId: string, report: 'delivered' | 'read' | 'failed', at: string, error: string | null): Promise<boolean> {
  const rank = { delivered: 1, read: 2, failed: 3 } as const;
  const lower = (Object.keys(rank) as Array<keyof typeof rank>).filter((r) => rank[r] < rank[report]);
  const result = await db
    .updateTable('message_outbox')
    .set({ delivery: report, delivered_at: at, ...(report === 'failed' && error ? { last_error: error } : {}) })
    .where('channel', '=', channel)
    .where('provider_id', '=', providerId)
    .where((eb) => eb.or([eb('delivery', 'is', null), ...(lower.length ? [eb('delivery', 'in', lower)] : [])]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
