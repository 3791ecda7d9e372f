import type { MarketingConsentSource } from '#shared/schemas/privacy';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { consentHistory, insertConsent, latestConsent } from './marketing-consents.repository.ts';
import { findUserByMobile, lockUser } from './users.repository.ts';

/** A yes or no as the account's history shows it. */
export interface ConsentChange {
  given: boolean;
  source: MarketingConsentSource;
  at: string;
}

/**
 * Consent to offers and crop tips, apart from the order messages that are part of the service
 * (docs/product-rules.md 37; India's DPDP Act, 2023: consent for each purpose, recorded, and
 * withdrawn as easily as given). An append-only history per account whose newest row is the
 * choice; no row is a no. A choice equal to the current one adds nothing, so the history lists
 * changes only.
 */
export class MarketingConsent {
  constructor(
    private readonly work: UnitOfWork,
    private readonly now: () => number,
  ) {}

  /** Whether the account agreed, by its newest choice. */
  async current(userId: string): Promise<boolean> {
    return (await latestConsent(this.work.db, userId))?.given === 1;
  }

  async history(userId: string): Promise<ConsentChange[]> {
    return (await consentHistory(this.work.db, userId)).map((r) => ({ given: r.given === 1, source: r.source, at: r.created_at }));
  }

  /**
   * The account's choice from `source` at `at` (the caller's unit of work), unless it is the
   * current one. Under the account's lock, each row is later than the one before (a reply's time
   * comes from WhatsApp in whole seconds, and may be older than a choice made since): the newest
   * row is always the last one made.
   */
  async record(userId: string, given: boolean, source: MarketingConsentSource, at: Date = new Date(this.now())): Promise<boolean> {
    return this.work.transaction(async () => {
      await lockUser(this.work.db, userId);
      const latest = await latestConsent(this.work.db, userId);
      if ((latest?.given === 1) === given) return false;
      const after = latest ? Date.parse(latest.created_at) + 1 : 0;
      await insertConsent(this.work.db, userId, given, source, new Date(Math.max(at.getTime(), after)).toISOString());
      return true;
    });
  }

  /** A "STOP" from the number over WhatsApp: its account, if any, says no (the mail module's webhook hears it: MarketingReplies). */
  async stop(mobile: string, at: Date): Promise<void> {
    await this.byMobile(mobile, false, 'whatsapp_stop', at);
  }

  /** A "START" from the number: its account says yes again. */
  async start(mobile: string, at: Date): Promise<void> {
    await this.byMobile(mobile, true, 'whatsapp_start', at);
  }

  private async byMobile(mobile: string, given: boolean, source: MarketingConsentSource, at: Date): Promise<void> {
    await this.work.transaction(async () => {
      const user = await findUserByMobile(this.work.db, mobile);
      if (user && user.is_active === 1) await this.record(user.id, given, source, at);
    });
  }
}
