import { z } from 'zod';
import { parseIndianPhone } from '#shared/phone';
import { WEEKDAYS } from '#shared/weekdays';

export { WEEKDAYS, type Weekday } from '#shared/weekdays';

/** A time of day as HH:MM (24-hour), what <input type="time"> sends. */
const timeField = z.string().trim().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'time');
/** Blank (or left out) means "not given": the shop then shows nothing rather than a made-up value. */
const optional = <T extends z.ZodType<string | null>>(field: T) =>
  z.preprocess((v) => v ?? '', z.union([z.string().trim().length(0).transform(() => null), field]));

/**
 * PUT /api/admin/site-settings: the shop's public contact details (docs/product-rules.md 25).
 * Each may stay blank; the phone must be a real Indian number and the e-mail an address.
 * The address is written in English, and in Hindi and Marathi if the owner wants (else the
 * English shows); the hours are days and a time range, which each language words itself. The
 * grievance officer's details, each optional too, need the officer's name (docs/product-rules.md 52).
 */
export const AdminUpdateSiteSettings = z
  .object({
    phone: optional(z.string().trim().max(20, 'tooLong20').refine((v) => parseIndianPhone(v) !== undefined, 'indianPhone')),
    email: optional(z.string().trim().max(254, 'tooLong254').pipe(z.email('email'))),
    addressEn: optional(z.string().trim().max(300, 'tooLong300')),
    addressHi: optional(z.string().trim().max(300, 'tooLong300')),
    addressMr: optional(z.string().trim().max(300, 'tooLong300')),
    // A form's checkboxes send nothing (or false) when none is ticked, and a lone value when one is.
    openDays: z.preprocess(
      (v) => (v === undefined || v === null || v === false ? [] : typeof v === 'string' ? [v] : v),
      z.array(z.enum(WEEKDAYS, 'weekday')).max(7).refine((days) => new Set(days).size === days.length, 'weekday'),
    ),
    opensAt: optional(timeField),
    closesAt: optional(timeField),
    // The grievance officer (docs/product-rules.md 52): a name, a designation, a real Indian number and an e-mail.
    grievanceName: optional(z.string().trim().max(100, 'tooLong100')),
    grievanceDesignation: optional(z.string().trim().max(100, 'tooLong100')),
    grievancePhone: optional(z.string().trim().max(20, 'tooLong20').refine((v) => parseIndianPhone(v) !== undefined, 'indianPhone')),
    grievanceEmail: optional(z.string().trim().max(254, 'tooLong254').pipe(z.email('email'))),
  })
  .superRefine((v, ctx) => {
    // The officer is shown by name: the other details of one without a name would say nothing.
    if (!v.grievanceName && (v.grievanceDesignation || v.grievancePhone || v.grievanceEmail)) ctx.addIssue({ code: 'custom', path: ['grievanceName'], message: 'required' });
    if (!v.addressEn && (v.addressHi || v.addressMr)) ctx.addIssue({ code: 'custom', path: ['addressEn'], message: 'addressEnglishFirst' });
    if (v.openDays.length > 0 && !v.opensAt) ctx.addIssue({ code: 'custom', path: ['opensAt'], message: 'required' });
    if (v.openDays.length > 0 && !v.closesAt) ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'required' });
    if (v.openDays.length === 0 && (v.opensAt || v.closesAt)) ctx.addIssue({ code: 'custom', path: ['openDays'], message: 'openDaysRequired' });
    if (v.opensAt && v.closesAt && v.closesAt <= v.opensAt) ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'closesAfterOpens' });
  });
export type AdminUpdateSiteSettings = z.infer<typeof AdminUpdateSiteSettings>;
export type AdminUpdateSiteSettingsInput = z.input<typeof AdminUpdateSiteSettings>;

/** GET /api/admin/site-settings: what the form edits, the phone as the shop shows it. */
export const AdminSiteSettings = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  addressEn: z.string().nullable(),
  addressHi: z.string().nullable(),
  addressMr: z.string().nullable(),
  openDays: z.array(z.enum(WEEKDAYS)),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  grievanceName: z.string().nullable(),
  grievanceDesignation: z.string().nullable(),
  grievancePhone: z.string().nullable(),
  grievanceEmail: z.string().nullable(),
  /** Empty until the first save. */
  updatedAt: z.string(),
});
export type AdminSiteSettings = z.infer<typeof AdminSiteSettings>;

/**
 * GET /api/store/site-settings: what the footer and the contact page show. Each part is null
 * until the owner sets it, and the pages then leave it out (no placeholder contact details).
 */
export const StoreSiteSettings = z.object({
  phone: z.object({ dial: z.string(), display: z.string() }).nullable(),
  email: z.string().nullable(),
  /** In English, with the Hindi and Marathi versions when the owner wrote them. */
  address: z.object({ en: z.string(), hi: z.string().nullable(), mr: z.string().nullable() }).nullable(),
  hours: z.object({ days: z.array(z.enum(WEEKDAYS)).min(1), opensAt: z.string(), closesAt: z.string() }).nullable(),
  /**
   * The grievance officer (Consumer Protection (E-Commerce) Rules, 2020, rule 4(4); docs/product-rules.md 52):
   * null until the owner names one; each other detail null until given.
   */
  grievanceOfficer: z
    .object({
      name: z.string(),
      designation: z.string().nullable(),
      phone: z.object({ dial: z.string(), display: z.string() }).nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
});
export type StoreSiteSettings = z.infer<typeof StoreSiteSettings>;
