import type { UnitOfWork } from '#server/db/unit-of-work';
import { parseIndianPhone } from '#shared/phone';
import { WEEKDAYS, type AdminSiteSettings, type AdminUpdateSiteSettings, type StoreSiteSettings, type Weekday } from '#shared/schemas/site-settings';
import type { CacheBus } from '#server/shared-state/cache-bus';
import { KeptCopy } from '#server/shared-state/kept-copy';
import * as repo from './site-settings.repository.ts';

/**
 * How long this server keeps the contact details without reading them again. A save drops every
 * server's copy at once (the cache bus, docs/decisions/0032); this bounds a copy whose message was lost.
 */
const SETTINGS_TTL_MS = 60_000;

const days = (stored: string): Weekday[] => WEEKDAYS.filter((d) => stored.split(',').includes(d));

/**
 * The shop's public contact details (docs/product-rules.md 25) and its grievance officer
 * (docs/product-rules.md 52): set by the admin, shown by the footer and the contact page, and
 * left out until set, never replaced by placeholders.
 */
export class SiteSettingsService {
  readonly #forStore: KeptCopy<StoreSiteSettings>;

  constructor(
    private readonly work: UnitOfWork,
    private readonly bus: CacheBus,
    private readonly now: () => number,
  ) {
    this.#forStore = KeptCopy.on(bus, 'site-settings', () => this.readForStore(), SETTINGS_TTL_MS, now);
  }

  /**
   * "Site settings changed": `listener` runs on every app server after a save committed (on the
   * saving one at once, on the others when the cache bus's message arrives, and on each
   * (re)subscription to Redis, when a message may have been lost). Whatever keeps something made
   * from the contact details (a cache of rendered storefront pages, whose footer shows them)
   * drops it here.
   */
  onChanged(listener: () => void): void {
    this.bus.on('site-settings', listener);
  }

  /** What the storefront shows, read at most once a minute (and again after any save). */
  forStore(): Promise<StoreSiteSettings> {
    return this.#forStore.get();
  }

  private async readForStore(): Promise<StoreSiteSettings> {
    const row = await repo.findSiteSettings(this.work.db);
    const phone = row?.phone ? parseIndianPhone(row.phone) : undefined;
    const officerPhone = row?.grievance_phone ? parseIndianPhone(row.grievance_phone) : undefined;
    const open = days(row?.open_days ?? '');
    const settings: StoreSiteSettings = {
      phone: phone ? { dial: phone.dial, display: phone.display } : null,
      email: row?.email ?? null,
      address: row?.address_en ? { en: row.address_en, hi: row.address_hi, mr: row.address_mr } : null,
      hours: open.length > 0 && row?.opens_at && row.closes_at ? { days: open, opensAt: row.opens_at, closesAt: row.closes_at } : null,
      // Shown by name once named (docs/product-rules.md 52).
      grievanceOfficer: row?.grievance_name
        ? {
            name: row.grievance_name,
            designation: row.grievance_designation,
            phone: officerPhone ? { dial: officerPhone.dial, display: officerPhone.display } : null,
            email: row.grievance_email,
          }
        : null,
    };
    return settings;
  }

  async forAdmin(): Promise<AdminSiteSettings> {
    const row = await repo.findSiteSettings(this.work.db);
    return {
      phone: row?.phone ? (parseIndianPhone(row.phone)?.display ?? row.phone) : null,
      email: row?.email ?? null,
      addressEn: row?.address_en ?? null,
      addressHi: row?.address_hi ?? null,
      addressMr: row?.address_mr ?? null,
      openDays: days(row?.open_days ?? ''),
      opensAt: row?.opens_at ?? null,
      closesAt: row?.closes_at ?? null,
      grievanceName: row?.grievance_name ?? null,
      grievanceDesignation: row?.grievance_designation ?? null,
      grievancePhone: row?.grievance_phone ? (parseIndianPhone(row.grievance_phone)?.display ?? row.grievance_phone) : null,
      grievanceEmail: row?.grievance_email ?? null,
      updatedAt: row?.updated_at ?? '',
    };
  }

  /** Whether the owner has given the shop's phone or e-mail (the dashboard's setup checklist). */
  async hasContactDetails(): Promise<boolean> {
    const settings = await this.forStore();
    return settings.phone !== null || settings.email !== null;
  }

  /** Saves every field (the schema checked them: a real Indian number, an e-mail address), then tells every server. */
  async save(input: AdminUpdateSiteSettings, adminId: string): Promise<AdminSiteSettings> {
    // The schema accepted the phone, so it parses: stored as dialled, shown formatted.
    const phone = input.phone === null ? null : (parseIndianPhone(input.phone)?.dial ?? null);
    const row = {
      phone,
      email: input.email,
      address_en: input.addressEn,
      address_hi: input.addressHi,
      address_mr: input.addressMr,
      open_days: WEEKDAYS.filter((d) => input.openDays.includes(d)).join(','),
      opens_at: input.openDays.length > 0 ? input.opensAt : null,
      closes_at: input.openDays.length > 0 ? input.closesAt : null,
      grievance_name: input.grievanceName,
      grievance_designation: input.grievanceDesignation,
      grievance_phone: input.grievancePhone === null ? null : (parseIndianPhone(input.grievancePhone)?.dial ?? null),
      grievance_email: input.grievanceEmail,
      updated_at: new Date(this.now()).toISOString(),
      updated_by: adminId,
    };
    await this.work.transaction(async () => {
      const before = await repo.findSiteSettings(this.work.db);
      await repo.saveSiteSettings(this.work.db, row);
      await this.work.recordChange({ action: 'site_settings.update', entity: 'site_settings', entityId: null, before: before ?? null, after: row });
    });
    await this.bus.changed('site-settings');
    return this.forAdmin();
  }
}
