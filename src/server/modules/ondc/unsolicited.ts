import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import * as repo from './ondc.repository.ts';

/** A change the shop tells unasked is tried for a day, with the worker's backoff, while the buyer app does not take it. */
const PUSH_TTL_MS = 86_400_000;

/**
 * Queues a callback the shop sends unasked (an order's change, a ticket's step), in the caller's
 * transaction (the outbox): stored as the request it would answer, in the order's or issue's own
 * context under a new message id, so the worker builds it from the shop's data when it sends it,
 * signs it and retries it as any callback.
 */
export async function queueUnsolicited(db: Kysely<Database>, push: { action: string; context: Record<string, unknown>; message: unknown; bapId: string; bapUri: string; transactionId: string; now: number }): Promise<void> {
  const at = new Date(push.now).toISOString();
  const messageId = randomUUID();
  await repo.insertOnce(db, {
    id: randomUUID(),
    direction: 'out',
    action: `on_${push.action}`,
    transaction_id: push.transactionId,
    message_id: messageId,
    bap_id: push.bapId,
    bap_uri: push.bapUri,
    status: 'pending',
    request: JSON.stringify({ context: { ...push.context, action: push.action, message_id: messageId, timestamp: at }, message: push.message }),
    next_attempt_at: at,
    expires_at: new Date(push.now + PUSH_TTL_MS).toISOString(),
    created_at: at,
  });
}
