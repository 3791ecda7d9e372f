import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The outboxes whose pending rows workers on several app servers claim: the messages' and ONDC's callbacks'. */
type Outbox = 'message_outbox' | 'ondc_messages';
type OutboxRow = { id: string; status: string; claimed_until: string | null };

/**
 * Takes a pending row of an outbox for this worker until `until`: a compare-and-set on the claim
 * read with it, so of two workers (two app servers) that found the same row, one takes it. False: taken.
 */
export async function claimPending(db: Kysely<Database>, table: Outbox, row: { id: string; claimed_until: string | null }, now: string, until: string): Promise<boolean> {
  // Both tables have these columns alike; Kysely cannot type one query over a choice of tables.
  const outbox = db as unknown as Kysely<Record<Outbox, OutboxRow>>;
  const result = await outbox
    .updateTable(table)
    .set({ claimed_until: until })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where((eb) => (row.claimed_until === null ? eb('claimed_until', 'is', null) : eb('claimed_until', '=', row.claimed_until)))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
