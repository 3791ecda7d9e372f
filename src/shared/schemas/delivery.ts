import { z } from 'zod';
import { INDIAN_STATES_AND_UTS } from '#shared/india';

/**
 * Delivery by pincode (docs/product-rules.md 29): where the shop delivers, where it
 * takes cash on delivery, and how long delivery takes, in business days (Monday to Saturday).
 */

/** The longest delivery-time band the admin can set, in business days. */
export const MAX_DELIVERY_DAYS = 30;
/** How many areas and cash-on-delivery pincodes the settings hold at most (every district of India is about 780). */
export const MAX_DELIVERY_AREAS = 800;
export const MAX_COD_PINCODES = 2000;

const pincodeField = z.string('pincode').trim().regex(/^[0-9]{6}$/, 'pincode');
const daysField = z.number('deliveryDays').int('deliveryDays').min(1, 'deliveryDays').max(MAX_DELIVERY_DAYS, 'deliveryDays');

/** A delivery-time band: at least minDays, at most maxDays business days. */
export const DeliveryBandSchema = z
  .object({ minDays: daysField, maxDays: daysField })
  .refine((b) => b.minDays <= b.maxDays, { message: 'deliveryBand', path: ['maxDays'] });

export const DeliveryBands = z.object({
  /** To the shop's own dispatch state (its business settings' state): 3-5 unless changed. */
  sameState: DeliveryBandSchema,
  /** To every other state: 5-7 unless changed (the figure the shop's pages give). */
  otherStates: DeliveryBandSchema,
});
export type DeliveryBands = z.infer<typeof DeliveryBands>;

/** One served area: a whole state or union territory (district null), or one district of it as India Post names it. */
export const DeliveryArea = z.object({
  state: z.enum(INDIAN_STATES_AND_UTS, 'state'),
  district: z.string('required').trim().min(1, 'required').max(100, 'tooLong100').nullable(),
  /** Whether cash on delivery is taken in this area (a pincode rule below can say otherwise for one pincode). */
  cod: z.boolean('trueOrFalse'),
});
export type DeliveryArea = z.infer<typeof DeliveryArea>;

/**
 * A pincode whose cash on delivery differs from its area's: `cod: false` refuses it there (one
 * village of a district that takes cash), `cod: true` allows it (one town of an area that does
 * not). The rule is simple: a pincode listed here follows its line, any other its area.
 */
export const CodPincodeRule = z.object({ pincode: pincodeField, cod: z.boolean('trueOrFalse') });
export type CodPincodeRule = z.infer<typeof CodPincodeRule>;

/**
 * PUT /api/admin/delivery. A state is served whole or by chosen districts, not both; each area
 * and each pincode once. The server also checks every district against India Post's directory
 * and every pincode exists (400 naming the line).
 */
export const AdminUpdateDeliverySettings = z
  .object({
    areas: z.array(DeliveryArea, 'required').min(1, 'deliveryAreasEmpty').max(MAX_DELIVERY_AREAS, 'tooManyAreas'),
    codPincodes: z.array(CodPincodeRule, 'required').max(MAX_COD_PINCODES, 'tooManyPincodes'),
    bands: DeliveryBands,
  })
  .superRefine((settings, ctx) => {
    const seen = new Set<string>();
    const wholeStates = new Set(settings.areas.filter((a) => a.district === null).map((a) => a.state));
    settings.areas.forEach((area, i) => {
      const key = `${area.state}|${area.district?.toLowerCase() ?? ''}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['areas', i, 'district'], message: 'duplicateArea' });
      else if (area.district !== null && wholeStates.has(area.state)) ctx.addIssue({ code: 'custom', path: ['areas', i, 'district'], message: 'wholeStateAndDistricts' });
      seen.add(key);
    });
    const pincodes = new Set<string>();
    settings.codPincodes.forEach((rule, i) => {
      if (pincodes.has(rule.pincode)) ctx.addIssue({ code: 'custom', path: ['codPincodes', i, 'pincode'], message: 'duplicatePincode' });
      pincodes.add(rule.pincode);
    });
  });
export type AdminUpdateDeliverySettings = z.infer<typeof AdminUpdateDeliverySettings>;

/** GET /api/admin/delivery: the settings, and the dispatch state the bands are measured from. */
export const AdminDeliverySettings = z.object({
  areas: z.array(DeliveryArea),
  codPincodes: z.array(CodPincodeRule),
  bands: DeliveryBands,
  /** The shop's state (Tax & Business): a delivery there takes the same-state band; null until set. */
  dispatchState: z.enum(INDIAN_STATES_AND_UTS).nullable(),
  updatedAt: z.string(),
});
export type AdminDeliverySettings = z.infer<typeof AdminDeliverySettings>;

/** GET /api/admin/delivery/districts?state=…: a state's districts in India Post's directory, for choosing. */
export const AdminDistrictsQuery = z.object({ state: z.enum(INDIAN_STATES_AND_UTS, 'state') });
export type AdminDistrictsQuery = z.infer<typeof AdminDistrictsQuery>;
export const AdminDistricts = z.object({ state: z.enum(INDIAN_STATES_AND_UTS), districts: z.array(z.string()) });
export type AdminDistricts = z.infer<typeof AdminDistricts>;

/** GET /api/store/delivery/:pincode. */
export const DeliveryPincodeParams = z.object({ pincode: pincodeField });

/**
 * Whether the shop delivers to a pincode, and how: `known` false is a pincode India Post does not
 * have ("we could not find this pincode"); `deliverable` false one the shop does not serve yet.
 * A served pincode has its place, whether cash on delivery is taken there, and the delivery
 * window as calendar days in India ('YYYY-MM-DD'): "Delivery by <by>".
 */
export const StoreDeliveryCheck = z.object({
  pincode: z.string(),
  known: z.boolean(),
  deliverable: z.boolean(),
  district: z.string().nullable(),
  state: z.enum(INDIAN_STATES_AND_UTS).nullable(),
  cod: z.boolean(),
  /** The first and last day of the delivery window; null when not deliverable. */
  from: z.string().nullable(),
  by: z.string().nullable(),
});
export type StoreDeliveryCheck = z.infer<typeof StoreDeliveryCheck>;
