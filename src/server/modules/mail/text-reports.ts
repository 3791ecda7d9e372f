import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '#server/db/unit-of-work';
import * as repo from './mail.repository.ts';

/** One provider's word on a text message it took: by the id it answered when it took it. */
export interface TextReport {
  providerId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** When it happened (ISO); the shop's clock when the report says not. */
  at?: string;
  error?: string;
}

/**
 * The providers' delivery reports (MSG91's and WhatsApp's webhooks, docs/decisions/0051): each
 * marks the message it names as delivered, read or failed, for the admin's list. "sent" says
 * nothing the outbox does not know. A report of a message the shop does not know (another shop on
 * the same provider account, a message older than the outbox) is counted and left.
 */
export class TextReports {
  constructor(
    private readonly work: UnitOfWork,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  async record(channel: 'sms' | 'whatsapp', reports: readonly TextReport[]): Promise<{ recorded: number; unknown: number }> {
    let recorded = 0;
    let unknown = 0;
    for (const report of reports) {
      if (report.status === 'sent') continue;
      const at = report.at ?? new Date(this.now()).toISOString();
      if (await repo.recordDelivery(this.work.db, channel, report.providerId, report.status, at, report.error?.slice(0, 500) ?? null)) recorded++;
      else unknown++;
    }
    if (unknown) this.log.info({ channel, unknown }, 'delivery reports of messages the outbox does not hold');
    return { recorded, unknown };
  }
}
