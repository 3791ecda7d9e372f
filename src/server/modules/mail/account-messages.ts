import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { accountChanged, type AccountChange } from './messages/account-changed.ts';
import type { MailOutbox } from './outbox.ts';

/** The account as it was before the change: its owner is who must hear of it. */
export interface AccountOwner {
  id: string;
  name: string;
  email: string;
  language: string | null;
}

/**
 * Tells the owner that the password, the e-mail address or the payout bank account changed
 * (docs/decisions/0038-account-changes.md), queued in the change's own transaction
 * (docs/decisions/0025). A new e-mail address is told at both addresses: the old one is where the
 * real owner still reads, should someone else have made the change. The account's language, else
 * the language of the page the change came from (`fallbackLanguage`; an admin's page is not the
 * owner's, so Manage Users passes none and the message is in English).
 */
export async function queueAccountChanged(
  outbox: MailOutbox,
  trx: Kysely<Database>,
  owner: AccountOwner,
  change: AccountChange,
  at: string,
  fallbackLanguage: string | null,
): Promise<void> {
  const recipients = change.kind === 'email' ? [change.oldEmail, change.newEmail] : [owner.email];
  for (const [i, to] of recipients.entries()) {
    await outbox.enqueue({
      // Each change is its own event, named by its time; each address its own message.
      eventKey: `account-changed:${change.kind}:${owner.id}:${at}:${i}`,
      kind: `${change.kind}-changed`,
      to,
      language: owner.language ?? fallbackLanguage,
      template: accountChanged,
      params: { name: owner.name, at, change },
    });
  }
}
