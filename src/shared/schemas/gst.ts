import { z } from 'zod';
import { hasValidGstinCheck, GSTIN_PATTERN, stateOfGstin } from '#shared/gst';
import { INDIAN_STATES_AND_UTS } from '#shared/india';

/** A class of goods within an HSN code (gst_classes.id), as a product names it. */
export const gstClassIdField = z.string().trim().min(1, 'unknownGstClass').max(64, 'unknownGstClass');

/** An HSN code as products carry it: 4 to 8 digits. */
export const hsnCodeField = z.string().trim().regex(/^[0-9]{4,8}$/, 'hsnCode');

/**
 * A GSTIN: upper-cased, the 15-character format, a state's code in its first two digits, then the
 * check character (mod 36). Three messages, so a typo in the state code or the last character is
 * told apart from a malformed number; each judges only a number the one before let through.
 */
export const gstinField = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(
    z
      .string()
      .regex(GSTIN_PATTERN, 'gstin')
      .refine((v) => !GSTIN_PATTERN.test(v) || stateOfGstin(v) !== undefined, 'gstinStateCode')
      .refine((v) => !GSTIN_PATTERN.test(v) || stateOfGstin(v) === undefined || hasValidGstinCheck(v), 'gstinCheck'),
  );

/** An optional GSTIN (a vendor's, a business buyer's): blank means none; stored upper case. */
export const optionalGstinField = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .pipe(gstinField.optional());

/** GET /api/store/pincodes/:pincode. */
export const PincodeParams = z.object({ pincode: z.string() });
export const StorePincode = z.object({
  pincode: z.string(),
  states: z.array(z.enum(INDIAN_STATES_AND_UTS)),
  districts: z.array(z.string()),
});
export type StorePincode = z.infer<typeof StorePincode>;

/**
 * A described class of goods within an HSN heading with its own rate (docs/decisions/0035-uqc-and-gst-classes):
 * "Neem-based bio-pesticides" within 3808. `rateBp` is its rate in force today; null before its
 * first rate starts, when its goods take the HSN code's.
 */
export const GstClass = z.object({
  id: z.string(),
  description: z.string(),
  rateBp: z.number().int().nullable(),
  effectiveFrom: z.string().nullable(),
});
export type GstClass = z.infer<typeof GstClass>;

/** One HSN code with the rate in force today, and its classes (the product forms offer them). */
export const HsnCode = z.object({
  code: z.string(),
  description: z.string(),
  unit: z.string(),
  /** Basis points: 500 is 5%. */
  rateBp: z.number().int(),
  effectiveFrom: z.string(),
  classes: z.array(GstClass),
});
export type HsnCode = z.infer<typeof HsnCode>;
export const HsnCodeList = z.object({ items: z.array(HsnCode) });
export type HsnCodeList = z.infer<typeof HsnCodeList>;

/** The GST rates Indian law uses, in basis points (0%, 0.1%, 0.25%, 1.5%, 3%, 5%, 12%, 18%, 28%, 40%). */
export const GST_RATES_BP = [0, 10, 25, 150, 300, 500, 1200, 1800, 2800, 4000] as const;
const rateBpField = z.number('gstRate').int('gstRate').refine((v) => (GST_RATES_BP as readonly number[]).includes(v), 'gstRate');
/** A date as YYYY-MM-DD (India's calendar day on which a rate starts). */
export const dateField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date')
  // A day the calendar has: 2026-02-31 would otherwise sort as a date and never arrive.
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'date');
export const UNITS = ['KGS', 'NOS', 'LTR', 'PAC', 'MTR', 'SET', 'BAG'] as const;

const DatedRate = z.object({ rateBp: z.number().int(), effectiveFrom: z.string() });

/** A class with every rate it has had and will have (Admin -> Tax). */
export const AdminGstClass = GstClass.extend({ rates: z.array(DatedRate) });
export type AdminGstClass = z.infer<typeof AdminGstClass>;

/** An HSN code with every rate it has had and will have, and its classes with theirs (Admin -> Tax). */
export const AdminHsnCode = HsnCode.extend({
  rates: z.array(DatedRate),
  classes: z.array(AdminGstClass),
});
export type AdminHsnCode = z.infer<typeof AdminHsnCode>;
export const AdminHsnCodeList = z.object({ items: z.array(AdminHsnCode) });
export type AdminHsnCodeList = z.infer<typeof AdminHsnCodeList>;

/** POST /api/admin/hsn-codes: a new code with its first rate. */
export const AdminCreateHsnCode = z.object({
  code: hsnCodeField,
  description: z.string().trim().min(1, 'required').max(200, 'tooLong200'),
  unit: z.enum(UNITS, 'unit'),
  rateBp: rateBpField,
  effectiveFrom: dateField,
});
export type AdminCreateHsnCode = z.infer<typeof AdminCreateHsnCode>;

/** POST /api/admin/hsn-codes/:code/rates: a rate from a date on (orders placed before keep theirs). */
export const AdminAddGstRate = z.object({ rateBp: rateBpField, effectiveFrom: dateField });
export type AdminAddGstRate = z.infer<typeof AdminAddGstRate>;
export const HsnCodeParams = z.object({ code: z.string() });

/** POST /api/admin/hsn-codes/:code/classes: a class of goods within the code, with its first rate. */
export const AdminCreateGstClass = z.object({
  description: z.string().trim().min(1, 'required').max(200, 'tooLong200'),
  rateBp: rateBpField,
  effectiveFrom: dateField,
});
export type AdminCreateGstClass = z.infer<typeof AdminCreateGstClass>;

/** POST /api/admin/gst-classes/:id/rates: a class's rate from a date on. */
export const GstClassParams = z.object({ id: z.string().max(64) });

/** The shop as a supplier: printed on its tax documents; its state decides CGST + SGST or IGST. */
export const BusinessSettings = z.object({
  legalName: z.string().nullable(),
  address: z.string().nullable(),
  state: z.enum(INDIAN_STATES_AND_UTS).nullable(),
  gstin: z.string().nullable(),
  /** E-invoicing applies (turnover above ₹5 crore): the shop's invoices to business buyers are reported to the IRP (docs/product-rules.md 45). */
  eInvoicing: z.boolean(),
  /** Whether the e-invoicing provider (a GSP: EINVOICE_* on the server) is set up; without it e-invoicing cannot be turned on. */
  eInvoicingProvider: z.boolean(),
  updatedAt: z.string(),
});
export type BusinessSettings = z.infer<typeof BusinessSettings>;

/** PUT /api/admin/business-settings: all four, and the GSTIN must be registered in that state. */
export const AdminUpdateBusinessSettings = z.object({
  legalName: z.string().trim().min(1, 'required').max(200, 'tooLong200'),
  address: z.string().trim().min(1, 'required').max(300, 'tooLong300'),
  state: z.enum(INDIAN_STATES_AND_UTS, 'state'),
  gstin: gstinField,
});
export type AdminUpdateBusinessSettings = z.infer<typeof AdminUpdateBusinessSettings>;

/** PUT /api/admin/business-settings/e-invoicing: whether e-invoicing applies to the shop (docs/product-rules.md 45). */
export const AdminSetEInvoicing = z.object({ eInvoicing: z.boolean('trueOrFalse') });
export type AdminSetEInvoicing = z.infer<typeof AdminSetEInvoicing>;
