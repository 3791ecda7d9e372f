import type { UnitOfWork } from '#server/db/unit-of-work';
import { isLanguage } from '#shared/languages';
import { ADMIN_MAIL_LIST_LIMIT, type AdminMailMessage, type AdminMailOverview } from '#shared/schemas/admin-mail';
import { AppError, notFound } from '#server/errors';
import * as repo from './mail.repository.ts';

function toAdminMail(row: repo.ListedMailRow): AdminMailMessage {
  return {
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    recipient: row.recipient,
    language: isLanguage(row.language) ? row.language : 'en',
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    delivery: row.delivery === 'delivered' || row.delivery === 'read' || row.delivery === 'failed' ? row.delivery : null,
  };
}

/** Admin -> E-mail: is mail configured, what waits, what went, what failed; a failed message sent again. */
export class AdminMailService {
  constructor(
    private readonly work: UnitOfWork,
    /** Whether SMTP_URL is set (the worker has a server to send through). */
    private readonly configured: boolean,
    private readonly now: () => number,
    /** Which text channels have a provider (their keys are set). */
    private readonly textChannels: { sms: boolean; whatsapp: boolean },
    /** The one-time codes sent today against the daily cap: the accounts module counts them. */
    private readonly codesToday: () => Promise<{ today: number; dailyCap: number }>,
  ) {}

  async overview(): Promise<AdminMailOverview> {
    const [counts, rows, codes] = await Promise.all([repo.countByStatus(this.work.db), repo.listLatest(this.work.db, ADMIN_MAIL_LIST_LIMIT), this.codesToday()]);
    return { configured: this.configured, textChannels: this.textChannels, codes, counts, messages: rows.map(toAdminMail) };
  }

  /**
   * A failed message (its address refused) goes into the queue again, for now: after the admin
   * corrected the account's address, say. Not a password-reset mail: its text was erased with its
   * link (mail-worker.ts), and the customer asks for a new link instead.
   */
  async retry(id: string): Promise<AdminMailMessage> {
    await this.work.transaction(async () => {
      const row = id.length <= 64 ? await repo.findListed(this.work.db, id) : undefined;
      if (!row) throw notFound('Message not found');
      const secret = await repo.holdsSecret(this.work.db, id);
      // A sign-in code's row holds dots, not the code (decision 51): the farmer asks for a new code.
      const code = row.kind === 'sign-in-code';
      const now = new Date(this.now()).toISOString();
      if (row.status !== 'failed' || secret || code || !(await repo.requeueFailed(this.work.db, id, now))) {
        throw new AppError(
          409,
          'mail_not_retriable',
          secret ? 'A password-reset mail cannot be sent again: the customer can ask for a new link.' : code ? 'A sign-in code cannot be sent again: the farmer can ask for a new one.' : 'Only a message that failed can be sent again.',
        );
      }
      // Who sent it again (docs/product-rules.md 50); never its text.
      await this.work.recordChange({ action: 'mail.retry', entity: 'mail', entityId: id, before: { status: row.status, next_attempt_at: row.next_attempt_at }, after: { status: 'pending', next_attempt_at: now } });
    });
    return toAdminMail((await repo.findListed(this.work.db, id))!);
  }
}
