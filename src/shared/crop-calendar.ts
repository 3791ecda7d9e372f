/**
 * A crop's calendar (docs/product-rules.md 39, docs/decisions/0054): the dates of its stages from
 * a sowing window ('MM-DD' to 'MM-DD') or from the day it was sown, and the stage a crop sown on a
 * day is in today. Pure arithmetic on calendar days ('YYYY-MM-DD'), in UTC where a day has no time
 * zone or daylight saving; "today" is the caller's (the app's clock, in India: indianDate).
 * The server computes every date with it (the API's answer); the page shows those dates and takes
 * the seasons and stages from here, so the two cannot disagree.
 */
import { formatDay, parseDay } from './delivery-dates.ts';

export const CROP_SEASONS = ['kharif', 'rabi', 'zaid'] as const;
export type CropSeason = (typeof CROP_SEASONS)[number];
/** A crop's stages in order; "fruiting" is grain, pod, boll or fruit filling as the crop has it. */
export const CROP_STAGES = ['sowing', 'vegetative', 'flowering', 'fruiting', 'harvest'] as const;
export type CropStage = (typeof CROP_STAGES)[number];

/** A stage in days after sowing (day 0 is the sowing day), both ends included. */
export interface StageDays {
  stage: CropStage;
  fromDay: number;
  toDay: number;
}

/** A sowing window as month-day, both ends included, within one calendar year. */
export interface SowingWindow {
  from: string;
  to: string;
}

export interface StageDates {
  stage: CropStage;
  /** The first and last day the stage may fall on. */
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_DAY = /^(\d{2})-(\d{2})$/;

/** Whether `date` is a real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDay(date: string): boolean {
  try {
    parseDay(date);
    return true;
  } catch {
    return false;
  }
}

const day = parseDay;
const format = formatDay;

/** The day `days` days after `date`. */
export const addDays = (date: string, days: number): string => format(day(date) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((day(to) - day(from)) / DAY_MS);

/** The window's month-day in a year, 'YYYY-MM-DD'. */
function inYear(monthDay: string, year: number): string {
  const m = MONTH_DAY.exec(monthDay);
  if (!m) throw new RangeError(`Not a month-day: ${monthDay}`);
  return `${String(year).padStart(4, '0')}-${m[1]}-${m[2]}`;
}

/** How many days the crop lasts from sowing to the end of its last stage. */
export const cropDuration = (stages: readonly StageDays[]): number => Math.max(0, ...stages.map((s) => s.toDay));

/**
 * The season a farmer plans for on `today`: this year's window while a crop sown in it can still
 * be in the field (from its first sowing day to the end of the last stage of one sown on its last
 * day), or else the next window to come. The first and last sowing days of that season.
 */
export function seasonSowing(window: SowingWindow, stages: readonly StageDays[], today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const duration = cropDuration(stages);
  // Last year's season may still be in the field in January (wheat sown in November).
  for (const y of [year - 1, year, year + 1]) {
    const from = inYear(window.from, y);
    const to = inYear(window.to, y);
    if (daysBetween(today, addDays(to, duration)) >= 0) return { from, to };
  }
  return { from: inYear(window.from, year + 1), to: inYear(window.to, year + 1) };
}

/** Each stage's dates for a crop sown between `sownFrom` and `sownTo` (the same day when one sowing date is known). */
export function stageDates(stages: readonly StageDays[], sownFrom: string, sownTo: string = sownFrom): StageDates[] {
  return stages.map((s) => ({ stage: s.stage, from: addDays(sownFrom, s.fromDay), to: addDays(sownTo, s.toDay) }));
}

/**
 * Where a crop sown on `sown` is on `today`: its day after sowing and its stage; stage null once
 * past the last stage's last day (the harvest is over). `sown` must not be after `today`.
 */
export function currentStage(stages: readonly StageDays[], sown: string, today: string): { day: number; stage: CropStage | null } {
  const d = daysBetween(sown, today);
  if (d < 0) throw new RangeError(`Sown after today: ${sown}`);
  const found = stages.find((s) => d >= s.fromDay && d <= s.toDay);
  // Between two stages (a gap in the data): the stage that began last.
  const began = [...stages].filter((s) => s.fromDay <= d && d <= cropDuration(stages)).at(-1);
  return { day: d, stage: (found ?? began)?.stage ?? null };
}
