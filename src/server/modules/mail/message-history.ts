import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';

/** One address the shop wrote to, and since when it was the account's: older messages there were someone else's. */
export interface Recipient {
  to: string;
  since: string;
}

export interface SentMessage {
  channel: 'email' | 'sms' | 'whatsapp';
  kind: string;
  to: string;
  createdAt: string;
  status: 'pending' | 'sent' | 'failed';
}

/** The outbox's rows to these addresses: what they were and when, never their texts. */
function rowsTo(db: Kysely<Database>, recipients: Recipient[]) {
  return db
    .selectFrom('message_outbox')
    .select(['channel', 'kind', 'recipient', 'created_at', 'status'])
    .where((eb) => eb.or(recipients.map((r) => eb.and([eb('recipient', '=', r.to), eb('created_at', '>=', r.since)]))))
    .orderBy('created_at')
    .orderBy('id');
}

/**
 * The messages the shop sent to an account's e-mail address and mobile number, as its owner's
 * copy of his data lists them and as deleting the account erases them (docs/product-rules.md 37).
 * Only what, when, how and whether it went: the texts stay out (a password-reset mail's link, a
 * code hidden by dots are no one's business in a download), and an order's message says nothing
 * the order itself does not.
 */
export class MessageHistory {
  constructor(private readonly work: UnitOfWork) {}

  async sentTo(recipients: Recipient[]): Promise<SentMessage[]> {
    if (recipients.length === 0) return [];
    const rows = await rowsTo(this.work.db, recipients).execute();
    return rows.map((r) => ({ channel: r.channel, kind: r.kind, to: r.recipient, createdAt: r.created_at, status: r.status }));
  }

  /**
   * Erases the messages to these addresses (in the caller's transaction): an account deleted
   * leaves no record of what it was told, and nothing waiting is sent to it afterwards.
   */
  async forget(recipients: Recipient[]): Promise<void> {
    if (recipients.length === 0) return;
    await this.work.db
      .deleteFrom('message_outbox')
      .where((eb) => eb.or(recipients.map((r) => eb.and([eb('recipient', '=', r.to), eb('created_at', '>=', r.since)]))))
      .execute();
  }
}
