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
