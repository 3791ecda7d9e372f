import { z } from 'zod';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { LICENCE_KINDS, SEED_NET_UNITS } from '#shared/seeds';

/**
 * Seed labels, seed lots and dealer licences on the wire (docs/product-rules.md 28).
 * Germination is a whole percent and purity has at most one decimal, as seed-testing reports give
 * them (ISTA rules); the database keeps purity in tenths of a percent, an integer.
 */

/** A calendar day, YYYY-MM-DD, that exists. */
export const dayField = z
  .string('date')
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'date');

const blankIsNull = (max: number, tooLong: string) =>
  z
    .string('required')
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

export const MAX_LOT_STOCK = 1_000_000;

/** POST /api/admin/products/:id/lots and /api/vendor/products/:id/lots: a new lot, with its own stock. */
export const SeedLotInput = z
  .object({
    lotNumber: z.string('required').trim().min(1, 'required').max(100, 'tooLong100'),
    /** The day the lot's sample was tested (not after today: checked by the server). */
    testedOn: dayField,
    germinationPct: z.number('germinationPct').int('germinationPct').min(0, 'germinationPct').max(100, 'germinationPct'),
    purityPct: z
      .number('purityPct')
      .min(0, 'purityPct')
      .max(100, 'purityPct')
      .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'purityPct'),
    validUntil: dayField,
    stock: z.number('stock').int('stock').min(0, 'stock').max(MAX_LOT_STOCK, 'stock'),
    /** The shop's stock location it is kept at (docs/product-rules.md 59); absent or null: the principal place (a vendor's: its own). */
    locationId: z.string('unknownLocation').trim().min(1, 'unknownLocation').max(64, 'unknownLocation').nullish(),
  })
  .refine((lot) => lot.validUntil > lot.testedOn, { path: ['validUntil'], error: 'validAfterTest' });
export type SeedLotInput = z.infer<typeof SeedLotInput>;

/** A number typed in a form: blank is missing (undefined), anything else Number() of it (NaN fails the field's rule). */
export const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** The add-lot form (and a new seed product's first lot): each field as its input holds it. */
export const SeedLotFormFields = z.object({
  lotNumber: z.string(),
  testedOn: z.string(),
  germinationPct: z.string(),
  purityPct: z.string(),
  validUntil: z.string(),
  stock: z.string(),
  /** The place's id as the "Kept at" select holds it; '' (and a vendor's form, which has no select): the principal place. */
  locationId: z.string(),
});
export type SeedLotFormValues = z.infer<typeof SeedLotFormFields>;
const lotOfForm = (v: SeedLotFormValues) => ({
  lotNumber: v.lotNumber,
  testedOn: v.testedOn,
  germinationPct: typedNumber(v.germinationPct),
  purityPct: typedNumber(v.purityPct),
  validUntil: v.validUntil,
  stock: typedNumber(v.stock),
  // The principal place is sent as nothing: a vendor's lot never names a place (docs/product-rules.md 59).
  ...(v.locationId ? { locationId: v.locationId } : {}),
});
export const EMPTY_LOT_FORM: SeedLotFormValues = { lotNumber: '', testedOn: '', germinationPct: '', purityPct: '', validUntil: '', stock: '', locationId: '' };

/**
 * The label particulars of a seed product, in the product forms. Each may stay blank on a draft;
 * publishing needs them all, and at least one lot (the server names each one missing).
 * `lot`: a lot to add with this save (the first lot of a new product).
 */
export const SeedLabelInput = z.object({
  crop: blankIsNull(100, 'tooLong100'),
  variety: blankIsNull(100, 'tooLong100'),
  netQuantity: z.number('netQuantity').int('netQuantity').min(1, 'netQuantity').max(1_000_000, 'netQuantity').nullish().transform((v) => v ?? null),
  netUnit: z.enum(SEED_NET_UNITS, 'netUnit').nullish().transform((v) => v ?? null),
  treated: z.boolean('trueOrFalse').nullish().transform((v) => v ?? null),
  /** With what it is treated (the chemical's name); only a treated seed keeps it. */
  treatment: blankIsNull(200, 'tooLong200'),
  /** The same line for Hindi and Marathi pages (blank: those show the English line). */
  treatmentHi: blankIsNull(200, 'tooLong200'),
  treatmentMr: blankIsNull(200, 'tooLong200'),
  lot: SeedLotInput.optional(),
});
export type SeedLabelInput = z.infer<typeof SeedLabelInput>;

/** The add-lot form: its text turned into a SeedLotInput, checked by the same rules. */
export const SeedLotForm = SeedLotFormFields.transform((v) => lotOfForm(v) as z.input<typeof SeedLotInput>).pipe(SeedLotInput);

/** The product form's seed section: label particulars, and a first lot when the product has none. */
export const SeedLabelFormFields = z.object({
  crop: z.string(),
  variety: z.string(),
  netQuantity: z.string(),
  netUnit: z.string(),
  /** 'yes', 'no' or '' (not said yet). */
  treated: z.string(),
  treatment: z.string(),
  treatmentHi: z.string(),
  treatmentMr: z.string(),
  lot: SeedLotFormFields,
});
export type SeedLabelFormValues = z.infer<typeof SeedLabelFormFields>;
// The typed text goes to the API's schema as is (a wrong number fails its rule there), hence the casts.
export const SeedLabelForm = SeedLabelFormFields.transform((v) => ({
  crop: v.crop,
  variety: v.variety,
  netQuantity: typedNumber(v.netQuantity) ?? null,
  netUnit: v.netUnit || null,
  treated: v.treated === 'yes' ? true : v.treated === 'no' ? false : null,
  treatment: v.treatment,
  treatmentHi: v.treatmentHi,
  treatmentMr: v.treatmentMr,
  // A lot only when one of its boxes is filled in (a place chosen alone is no lot).
  lot: Object.entries(v.lot).some(([box, x]) => box !== 'locationId' && x.trim() !== '') ? lotOfForm(v.lot) : undefined,
}) as z.input<typeof SeedLabelInput>).pipe(SeedLabelInput);

/** The seed section's text for a product (edit: its particulars; the lot boxes start empty). */
export function toSeedLabelFormValues(label?: Partial<Omit<SeedLabelInput, 'lot'>> | null): SeedLabelFormValues {
  return {
    crop: label?.crop ?? '',
    variety: label?.variety ?? '',
    netQuantity: label?.netQuantity ? String(label.netQuantity) : '',
    netUnit: label?.netUnit ?? '',
    treated: label?.treated === true ? 'yes' : label?.treated === false ? 'no' : '',
    treatment: label?.treatment ?? '',
    treatmentHi: label?.treatmentHi ?? '',
    treatmentMr: label?.treatmentMr ?? '',
    lot: EMPTY_LOT_FORM,
  };
}

/** One lot as the admin and the vendor see it; `expired`: past its valid-until day (India), never sold again. */
export const SeedLot = z.object({
  id: z.string(),
  lotNumber: z.string(),
  testedOn: z.string(),
  germinationPct: z.number().int(),
  purityPct: z.number(),
  validUntil: z.string(),
  stock: z.number().int(),
  expired: z.boolean(),
  createdAt: z.string(),
  /** The stock location it is kept at; null: the principal place of business (or the vendor's). */
  locationId: z.string().nullable(),
});
export type SeedLot = z.infer<typeof SeedLot>;

/** A seed product's label particulars and its lots, newest validity first (null for other products). */
export const SeedLabel = z.object({
  crop: z.string().nullable(),
  variety: z.string().nullable(),
  netQuantity: z.number().int().nullable(),
  netUnit: z.enum(SEED_NET_UNITS).nullable(),
  treated: z.boolean().nullable(),
  treatment: z.string().nullable(),
  treatmentHi: z.string().nullable(),
  treatmentMr: z.string().nullable(),
  lots: z.array(SeedLot),
});
export type SeedLabel = z.infer<typeof SeedLabel>;

/**
 * The label as the product page shows it: the particulars and the lot now sold (the valid lot
 * that expires first and still has stock). The caution for treated seed is the page's own text.
 */
export const StoreSeedLabel = z.object({
  crop: z.string(),
  variety: z.string(),
  lotNumber: z.string(),
  testedOn: z.string(),
  germinationPct: z.number().int(),
  purityPct: z.number(),
  netQuantity: z.number().int(),
  netUnit: z.enum(SEED_NET_UNITS),
  validUntil: z.string(),
  treated: z.boolean(),
  treatment: z.string().nullable(),
});
export type StoreSeedLabel = z.infer<typeof StoreSeedLabel>;

/** GET .../reports/seed-lots.csv: orders placed from `from` to `to` (India's days, both included). */
export const SeedLotReportQuery = z
  .object({ from: dayField, to: dayField })
  .refine((q) => q.from <= q.to, { path: ['to'], error: 'dateRange' });
export type SeedLotReportQuery = z.infer<typeof SeedLotReportQuery>;

/** PUT /api/vendor/licences/:kind: the licence as issued. */
export const VendorLicenceInput = z.object({
  number: z.string('required').trim().min(1, 'required').max(100, 'tooLong100'),
  issuingState: z.enum(INDIAN_STATES_AND_UTS, 'state'),
  validUntil: dayField,
});
export type VendorLicenceInput = z.infer<typeof VendorLicenceInput>;

/** The licence form: the state as its select holds it (blank until chosen), then the API's rules. */
export const VendorLicenceForm = z
  .object({ number: z.string(), issuingState: z.string(), validUntil: z.string() })
  .transform((v) => v as z.input<typeof VendorLicenceInput>)
  .pipe(VendorLicenceInput);
export type VendorLicenceFormValues = z.input<typeof VendorLicenceForm>;

export const LicenceKindParams = z.object({ kind: z.enum(LICENCE_KINDS, 'licenceKind') });

export const VendorLicence = z.object({
  kind: z.enum(LICENCE_KINDS),
  number: z.string(),
  issuingState: z.enum(INDIAN_STATES_AND_UTS),
  validUntil: z.string(),
  /** Past its valid-until day (India): the listings it covers are out of the shop. */
  expired: z.boolean(),
  updatedAt: z.string(),
});
export type VendorLicence = z.infer<typeof VendorLicence>;

/**
 * GET /api/vendor/licences: the vendor's licences, the ones its listings need, and its published
 * listings kept out of the shop for a missing or expired licence (the dashboard's notice).
 */
export const VendorLicences = z.object({
  items: z.array(VendorLicence),
  needed: z.array(z.enum(LICENCE_KINDS)),
  hiddenListings: z.array(z.object({ id: z.string(), name: z.string(), licence: z.enum(LICENCE_KINDS) })),
});
export type VendorLicences = z.infer<typeof VendorLicences>;
