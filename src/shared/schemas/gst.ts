import { z } from 'zod';
import { hasValidGstinCheck, GSTIN_PATTERN } from '#shared/gst';
import { INDIAN_STATES_AND_UTS } from '#shared/india';

/** An HSN code as products carry it: 4 to 8 digits. */
export const hsnCodeField = z.string().trim().regex(/^[0-9]{4,8}$/, 'hsnCode');

/**
 * A GSTIN: upper-cased, the 15-character format, then the check character (mod 36). Two
 * messages, so a typo in the last character is told apart from a malformed number.
 */
export const gstinField = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(GSTIN_PATTERN, 'gstin').refine(hasValidGstinCheck, 'gstinCheck'));

/** GET /api/store/pincodes/:pincode. */
export const PincodeParams = z.object({ pincode: z.string() });
export const StorePincode = z.object({
  pincode: z.string(),
  states: z.array(z.enum(INDIAN_STATES_AND_UTS)),
  districts: z.array(z.string()),
});
export type StorePincode = z.infer<typeof StorePincode>;

/** One HSN code with the rate in force today. */
export const HsnCode = z.object({
  code: z.string(),
  description: z.string(),
  unit: z.string(),
  /** Basis points: 500 is 5%. */
  rateBp: z.number().int(),
  effectiveFrom: z.string(),
});
export type HsnCode = z.infer<typeof HsnCode>;
export const HsnCodeList = z.object({ items: z.array(HsnCode) });
export type HsnCodeList = z.infer<typeof HsnCodeList>;
