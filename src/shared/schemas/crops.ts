import { z } from 'zod';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { CROP_SEASONS, CROP_STAGES, isCalendarDay } from '#shared/crop-calendar';

export const CROP_PROBLEM_KINDS = ['pest', 'disease', 'deficiency'] as const;
export type CropProblemKind = (typeof CROP_PROBLEM_KINDS)[number];

/** A crop's slug in an address: /api/store/crops/:slug, /crops/:slug. */
export const CropParams = z.object({ slug: z.string().max(40) });

/** GET /api/store/crops: every crop, in the reader's language, with how much the page holds. */
export const StoreCropListItem = z.object({
  slug: z.string(),
  name: z.string(),
  seasons: z.array(z.enum(CROP_SEASONS)),
  stageCount: z.number().int(),
  problemCount: z.number().int(),
});
export type StoreCropListItem = z.infer<typeof StoreCropListItem>;
export const StoreCropList = z.object({ items: z.array(StoreCropListItem) });
export type StoreCropList = z.infer<typeof StoreCropList>;

/**
 * Query of GET /api/store/crops/:slug: the state and season whose sowing window the calendar
 * follows, and the day the farmer sowed (optional). Each left out: the signed-in customer's
 * default address's state (else the national default) and the crop's first season. The service
 * refuses a season the crop has no window in, and a sowing day in the future or over a year ago.
 */
export const StoreCropQuery = z.object({
  state: z.enum(INDIAN_STATES_AND_UTS, { error: 'state' }).optional(),
  season: z.enum(CROP_SEASONS, { error: 'Season must be kharif, rabi or zaid' }).optional(),
  sown: z
    .string({ error: 'Please give the sowing date as YYYY-MM-DD' })
    .refine(isCalendarDay, 'Please give the sowing date as YYYY-MM-DD')
    .optional(),
});
export type StoreCropQuery = z.infer<typeof StoreCropQuery>;

export const StoreCropStage = z.object({
  stage: z.enum(CROP_STAGES),
  name: z.string(),
  fromDay: z.number().int(),
  toDay: z.number().int(),
  /** Its first and last day this season (or from the sowing date given). */
  from: z.string(),
  to: z.string(),
  advice: z.string(),
  source: z.string(),
});
export type StoreCropStage = z.infer<typeof StoreCropStage>;

export const StoreCropProblem = z.object({
  slug: z.string(),
  kind: z.enum(CROP_PROBLEM_KINDS),
  name: z.string(),
  symptoms: z.string(),
  image: z.string(),
  alt: z.string(),
  stages: z.array(z.enum(CROP_STAGES)),
  source: z.string(),
});
export type StoreCropProblem = z.infer<typeof StoreCropProblem>;

/** GET /api/store/crops/:slug: the crop's calendar for a state and season, its stages and problems. */
export const StoreCrop = z.object({
  slug: z.string(),
  name: z.string(),
  source: z.string(),
  /** The seasons the crop has a sowing window in, in order. */
  seasons: z.array(z.enum(CROP_SEASONS)),
  /** The states with a window of their own in the chosen season (others follow the national default). */
  states: z.array(z.enum(INDIAN_STATES_AND_UTS)),
  season: z.enum(CROP_SEASONS),
  /** The state the calendar is for (asked, or the default address's), null for none. */
  state: z.enum(INDIAN_STATES_AND_UTS).nullable(),
  /** Whether the window is the state's own (false: the national default). */
  stateWindow: z.boolean(),
  /** The sowing window this season: its first and last day. */
  sowFrom: z.string(),
  sowTo: z.string(),
  today: z.string(),
  /** The sowing date given, its day after sowing today, and its stage (null: past the harvest). */
  sown: z.object({ date: z.string(), day: z.number().int(), stage: z.enum(CROP_STAGES).nullable() }).nullable(),
  stages: z.array(StoreCropStage),
  problems: z.array(StoreCropProblem),
});
export type StoreCrop = z.infer<typeof StoreCrop>;

/** A text in the shop's three languages. */
const inThree = <T extends z.ZodType>(field: T) => z.object({ en: field, hi: field, mr: field });
const adminText = (max: 200 | 5000) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, max === 200 ? 'tooLong200' : 'tooLong5000');
const Texts = inThree(z.string());
export type CropTexts = z.infer<typeof Texts>;

/** GET /api/admin/crops: every crop with its texts in every language, for the admin's corrections. */
export const AdminCrop = z.object({
  slug: z.string(),
  name: Texts,
  source: z.string(),
  stages: z.array(z.object({ stage: z.enum(CROP_STAGES), fromDay: z.number().int(), toDay: z.number().int(), name: Texts, advice: Texts, source: z.string() })),
  problems: z.array(z.object({ slug: z.string(), kind: z.enum(CROP_PROBLEM_KINDS), image: z.string(), name: Texts, symptoms: Texts, alt: Texts, source: z.string() })),
});
export type AdminCrop = z.infer<typeof AdminCrop>;
export const AdminCropList = z.object({ items: z.array(AdminCrop) });
export type AdminCropList = z.infer<typeof AdminCropList>;

/**
 * PUT /api/admin/crops/:slug/texts: corrected names, advice, symptoms and alt texts of a crop,
 * its stages and problems (each one listed is replaced; one not listed is left as it is). The
 * keys, days, windows and sources are not edited here: a correction of the agronomy itself is a
 * migration with its source (docs/decisions/0054).
 */
export const AdminUpdateCropTexts = z.object({
  name: inThree(adminText(200)),
  stages: z.array(z.object({ stage: z.enum(CROP_STAGES, { error: 'Stage must be one of the crop\'s stages' }), name: inThree(adminText(200)), advice: inThree(adminText(5000)) })).max(CROP_STAGES.length).default([]),
  problems: z.array(z.object({ slug: z.string().max(60), name: inThree(adminText(200)), symptoms: inThree(adminText(5000)), alt: inThree(adminText(200)) })).max(20).default([]),
});
export type AdminUpdateCropTexts = z.infer<typeof AdminUpdateCropTexts>;
