import { z } from 'zod';
import { CROP_STAGES, isCalendarDay } from '#shared/crop-calendar';
import { DOSE_BASES, DOSE_UNITS, parseAcres } from '#shared/dose';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { MAX_DISTRICT } from '#shared/farm';
import { PACK_UNITS } from '#shared/pack';

/**
 * "My farm" (docs/product-rules.md 42, docs/decisions/0057): a signed-in farmer's own crops, each
 * with its land, sowing day and district, and the dashboard of what each needs this week and next.
 */

export { FARM_CROP_FIELDS, MAX_DISTRICT, MAX_FARM_CROPS, SOWN_DAYS_AHEAD, SOWN_DAYS_BACK, type FarmCropFormValues } from '#shared/farm';

/** "2.5" or 2.5 -> 250 hundredths; anything else (no number, 0, negative, 3 decimals, over 1000) is refused. */
const acresField = z.union([z.string('acres'), z.number('acres')], 'acres').transform((v, ctx) => {
  const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v;
  const hundredths = text.length <= 12 ? parseAcres(text) : null;
  if (hundredths === null) ctx.addIssue({ code: 'custom', message: 'acres' });
  return hundredths ?? 0;
});

/** POST /api/farm/crops and PUT /api/farm/crops/:id: a crop as the farmer writes it. */
export const FarmCropInput = z.object({
  crop: z.string('required').trim().min(1, 'required').max(40, 'unknownCrop'),
  acres: acresField,
  /** A calendar day; how far back or ahead it may be is the service's check (it knows today). */
  sownOn: z.string('date').trim().refine(isCalendarDay, 'date'),
  state: z.enum(INDIAN_STATES_AND_UTS, 'state'),
  district: z.string('required').trim().min(1, 'required').max(MAX_DISTRICT, 'tooLong60'),
});
export type FarmCropInput = z.infer<typeof FarmCropInput>;

const Pack = z.object({ size: z.number().int(), unit: z.enum(PACK_UNITS) });

/** A product for a stage, with how much the farmer's acres need (per-acre doses only). */
export const FarmProduct = z.object({
  useId: z.string(),
  product: z.object({ id: z.string(), name: z.string(), pricePaise: z.number().int(), imageUrl: z.string().nullable(), inStock: z.boolean(), packSize: z.number().int().nullable(), packUnit: z.enum(PACK_UNITS).nullable() }),
  dose: z.object({ amount: z.number(), unit: z.enum(DOSE_UNITS), basis: z.enum(DOSE_BASES) }),
  /** Acres x dose per acre = needed -> packs x pack; null where the dose is not per acre or the pack is not measured against it. */
  forAcres: z
    .object({
      acres: z.number(),
      dosePerAcre: z.object({ amount: z.number(), unit: z.enum(DOSE_UNITS) }),
      needed: z.object({ amount: z.number(), unit: z.enum(DOSE_UNITS) }),
      pack: Pack,
      packs: z.number().int(),
      totalPaise: z.number().int(),
      tooMany: z.boolean(),
    })
    .nullable(),
});
export type FarmProduct = z.infer<typeof FarmProduct>;

export const FarmStage = z.object({ stage: z.enum(CROP_STAGES), name: z.string(), advice: z.string(), fromDay: z.number().int(), toDay: z.number().int(), products: z.array(FarmProduct) });
export type FarmStage = z.infer<typeof FarmStage>;

/** A week of the crop: its days, and the stages whose days after sowing fall in it. */
export const FarmWeek = z.object({ from: z.string(), to: z.string(), stages: z.array(FarmStage) });
export type FarmWeek = z.infer<typeof FarmWeek>;

export const FarmCrop = z.object({
  id: z.string(),
  crop: z.string(),
  cropName: z.string(),
  acres: z.number(),
  /** As the form holds it ("2.5"). */
  acresText: z.string(),
  sownOn: z.string(),
  state: z.enum(INDIAN_STATES_AND_UTS),
  district: z.string(),
  /** Days since sowing today (day 0 is the sowing day); negative before it. */
  day: z.number().int(),
  /** planned: not sown yet; growing: in a stage; harvested: past its last stage. */
  status: z.enum(['planned', 'growing', 'harvested']),
  stage: z.object({ stage: z.enum(CROP_STAGES), name: z.string() }).nullable(),
  thisWeek: FarmWeek,
  nextWeek: FarmWeek,
});
export type FarmCrop = z.infer<typeof FarmCrop>;

/** GET /api/farm: the farmer's crops, and what the add form offers. */
export const FarmDashboard = z.object({
  today: z.string(),
  max: z.number().int(),
  /** The state of his default address: the add form starts with it. */
  defaultState: z.enum(INDIAN_STATES_AND_UTS).nullable(),
  /** The crops he may record, named in his language. */
  choices: z.array(z.object({ slug: z.string(), name: z.string() })),
  items: z.array(FarmCrop),
});
export type FarmDashboard = z.infer<typeof FarmDashboard>;
