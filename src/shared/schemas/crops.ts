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
const longText = z.string({ error: 'required' }).trim().min(1, 'required').max(5000, 'tooLong5000');
const Texts = inThree(z.string());
export type CropTexts = z.infer<typeof Texts>;

/** GET /api/admin/crops: every crop with its texts in every language, for the admin's corrections. */
export const AdminCrop = z.object({
  slug: z.string(),
  name: Texts,
  source: z.string(),
  seasons: z.array(z.object({ season: z.enum(CROP_SEASONS), state: z.string(), from: z.string(), to: z.string(), source: z.string() })),
  stages: z.array(z.object({ stage: z.enum(CROP_STAGES), fromDay: z.number().int(), toDay: z.number().int(), name: Texts, advice: Texts, source: z.string() })),
  problems: z.array(
    z.object({ slug: z.string(), kind: z.enum(CROP_PROBLEM_KINDS), image: z.string(), name: Texts, symptoms: Texts, alt: Texts, stages: z.array(z.enum(CROP_STAGES)), source: z.string() }),
  ),
});
export type AdminCrop = z.infer<typeof AdminCrop>;
export const AdminCropList = z.object({ items: z.array(AdminCrop) });
export type AdminCropList = z.infer<typeof AdminCropList>;


/**
 * The drawings the shop ships under public/images/problems/ (a unit test checks each is there):
 * a problem takes one of them, its own where the crop guide drew one, else a drawing of its kind
 * (a leaf with spots, with an insect, yellowing). An uploaded photo is not taken here
 * (docs/decisions/0058-editing-the-crop-guide.md).
 */
export const PROBLEM_DRAWINGS = [
  'leaf-spots.svg',
  'leaf-insect.svg',
  'leaf-yellowing.svg',
  'cotton-jassid.svg',
  'cotton-pink-bollworm.svg',
  'cotton-whitefly-leaf-curl.svg',
  'maize-fall-armyworm.svg',
  'maize-turcicum-leaf-blight.svg',
  'paddy-blast.svg',
  'paddy-stem-borer.svg',
  'soybean-girdle-beetle.svg',
  'soybean-yellow-mosaic.svg',
  'sunflower-alternaria-blight.svg',
  'sunflower-head-borer.svg',
  'tomato-early-blight.svg',
  'tomato-leaf-curl-virus.svg',
  'wheat-termites.svg',
  'wheat-yellow-rust.svg',
] as const;
export const PROBLEM_DRAWINGS_PATH = '/images/problems/';

/** The longest a crop lasts from sowing to the end of its harvest, in days (sugarcane's 18 months fit). */
export const MAX_CROP_DAYS = 550;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** 'MM-DD' of a day every year has (29 February is not one: a window must fall in every year). */
const isMonthDay = (v: string) => {
  const m = /^(\d{2})-(\d{2})$/.exec(v);
  return m !== null && Number(m[1]) >= 1 && Number(m[1]) <= 12 && Number(m[2]) >= 1 && Number(m[2]) <= DAYS_IN_MONTH[Number(m[1]) - 1]!;
};
const MonthDay = z.string({ error: 'monthDay' }).trim().refine(isMonthDay, 'monthDay');
const slugOf = (max: 40 | 60) => z.string({ error: 'required' }).trim().min(1, 'required').regex(/^[a-z][a-z0-9-]*$/, 'slug').max(max, max === 40 ? 'tooLong40' : 'tooLong60');
const sourceText = z.string({ error: 'required' }).trim().min(1, 'required').max(2000, 'tooLong2000');
const adminName = (max: 80 | 120) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, max === 80 ? 'tooLong80' : 'tooLong120');
const day = z.number({ error: 'cropDay' }).int('cropDay').min(0, 'cropDay').max(MAX_CROP_DAYS, 'cropDay');

/**
 * POST /api/admin/crops and PUT /api/admin/crops/:slug: a crop as the guide holds it, whole
 * (docs/product-rules.md 39): its names, its sowing windows by season and state (each season with
 * a national default, state ''), its five stages in days after sowing (from day 0, each starting
 * the day after the one before ends), and its problems with the stages they strike. Every row
 * names its source. A PUT replaces the crop's windows, stages and problems in one transaction.
 */
const CropFields = z.object({
    name: inThree(adminName(80)),
    source: sourceText,
    seasons: z
      .array(
        z.object({
          season: z.enum(CROP_SEASONS, { error: 'cropSeason' }),
          state: z.union([z.literal(''), z.enum(INDIAN_STATES_AND_UTS)], { error: 'state' }),
          from: MonthDay,
          to: MonthDay,
          source: sourceText,
        }),
      )
      .min(1, 'cropSeasons')
      .max(60, 'cropSeasons'),
    stages: z
      .array(z.object({ stage: z.enum(CROP_STAGES, { error: 'cropStages' }), fromDay: day, toDay: day, name: inThree(adminName(120)), advice: inThree(longText), source: sourceText }))
      .length(CROP_STAGES.length, 'cropStages'),
    problems: z
      .array(
        z.object({
          slug: slugOf(60),
          kind: z.enum(CROP_PROBLEM_KINDS, { error: 'problemKind' }),
          name: inThree(adminName(120)),
          symptoms: inThree(longText),
          image: z.enum(PROBLEM_DRAWINGS, { error: 'problemDrawing' }),
          alt: inThree(z.string({ error: 'required' }).trim().min(1, 'required').max(300, 'tooLong300')),
          stages: z.array(z.enum(CROP_STAGES, { error: 'cropStages' })).min(1, 'problemStages').max(CROP_STAGES.length, 'problemStages'),
          source: sourceText,
        }),
      )
      .max(20, 'cropProblems'),
  });

function checkCrop(crop: z.infer<typeof CropFields>, ctx: z.RefinementCtx): void {
    crop.stages.forEach((s, i) => {
      if (s.stage !== CROP_STAGES[i]) ctx.addIssue({ code: 'custom', path: ['stages', i, 'stage'], message: 'cropStages' });
      const starts = i === 0 ? 0 : crop.stages[i - 1]!.toDay + 1;
      if (s.fromDay !== starts) ctx.addIssue({ code: 'custom', path: ['stages', i, 'fromDay'], message: i === 0 ? 'stageStartsAtSowing' : 'stageFollows' });
      if (s.toDay < s.fromDay) ctx.addIssue({ code: 'custom', path: ['stages', i, 'toDay'], message: 'stageEndsAfterStart' });
    });
    const seen = new Set<string>();
    crop.seasons.forEach((s, i) => {
      if (isMonthDay(s.from) && isMonthDay(s.to) && s.to < s.from) ctx.addIssue({ code: 'custom', path: ['seasons', i, 'to'], message: 'windowEndsAfterStart' });
      const key = `${s.season}/${s.state}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['seasons', i, 'state'], message: 'windowTwice' });
      seen.add(key);
    });
    for (const season of new Set(crop.seasons.map((s) => s.season))) {
      if (!crop.seasons.some((s) => s.season === season && s.state === '')) {
        ctx.addIssue({ code: 'custom', path: ['seasons', crop.seasons.findIndex((s) => s.season === season), 'state'], message: 'nationalWindow' });
      }
    }
    const slugs = new Set<string>();
    crop.problems.forEach((p, i) => {
      if (slugs.has(p.slug)) ctx.addIssue({ code: 'custom', path: ['problems', i, 'slug'], message: 'problemTwice' });
      slugs.add(p.slug);
      if (new Set(p.stages).size !== p.stages.length) ctx.addIssue({ code: 'custom', path: ['problems', i, 'stages'], message: 'problemStages' });
    });
}

export const AdminCropInput = CropFields.superRefine(checkCrop);
export type AdminCropInput = z.infer<typeof AdminCropInput>;

/** POST /api/admin/crops: a new crop, with the slug its address takes (/crops/<slug>), never changed after. */
export const AdminNewCrop = CropFields.extend({ slug: slugOf(40) }).superRefine(checkCrop);
export type AdminNewCrop = z.infer<typeof AdminNewCrop>;
