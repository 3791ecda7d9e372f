import type { Kysely, Selectable } from 'kysely';
import type { Database, MailOutboxTable } from '#server/db/schema';

export type MailRow = Selectable<MailOutboxTable>;

/**
 * Pending messages whose next attempt is due and that no worker holds (no claim, or a claim that
 * has run out: its worker died or hung), oldest attempt first.
 */
export async function findDue(db: Kysely<Database>, now: string, limit: number): Promise<MailRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a message for this worker until `until`: a compare-and-set on the claim read with it, so
 * of two workers (two app servers) that found the same message, one takes it. False: taken.
 */
export async function claim(db: Kysely<Database>, row: Pick<MailRow, 'id' | 'claimed_until'>, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ claimed_until: until })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where((eb) => (row.claimed_until === null ? eb('claimed_until', 'is', null) : eb('claimed_until', '=', row.claimed_until)))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Releases this worker's claim with the attempt's outcome; false when the claim was no longer ours. */
export async function settle(
  db: Kysely<Database>,
  id: string,
  claimedUntil: string,
  outcome: { status: 'pending' | 'sent' | 'failed'; attempts: number; nextAttemptAt: string; lastError: string | null; sentAt: string | null; eraseTexts?: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: outcome.status,
      attempts: outcome.attempts,
      next_attempt_at: outcome.nextAttemptAt,
      last_error: outcome.lastError,
      sent_at: outcome.sentAt,
      claimed_until: null,
      ...(outcome.eraseTexts ? { text_body: '', html_body: '' } : {}),
    })
    .where('id', '=', id)
    .where('claimed_until', '=', claimedUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many messages are in each state. */
export async function countByStatus(db: Kysely<Database>): Promise<Record<'pending' | 'sent' | 'failed', number>> {
  const rows = await db.selectFrom('mail_outbox').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const r of rows) if (r.status in counts) counts[r.status] = Number(r.n);
  return counts;
}

/** The newest messages, without their bodies (a password-reset mail's body holds its link). */
export async function listLatest(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'recipient', 'language', 'subject', 'status', 'attempts', 'next_attempt_at', 'last_error', 'created_at', 'sent_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type ListedMailRow = Awaited<ReturnType<typeof listLatest>>[number];

export async function findListed(db: Kysely<Database>, id: string): Promise<ListedMailRow | undefined> {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'recipient', 'language', 'subject', 'status', 'attempts', 'next_attempt_at', 'last_error', 'created_at', 'sent_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A failed message queued again for now (the admin's retry); false when it is not failed. */
export async function requeueFailed(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', next_attempt_at: now, claimed_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether a message holds a short-lived secret (it has a send_before): its texts are erased once it is done with. */
export async function holdsSecret(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('mail_outbox').select('send_before').where('id', '=', id).executeTakeFirst();
  return !!row?.send_before;
}
