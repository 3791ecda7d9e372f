/**
 * Delivery promises in business days (docs/product-rules.md 29): Monday to Saturday
 * are business days, Sundays are not. "N business days from today" counts from the next day
 * (today itself, whatever the hour, is the day the order is taken), skipping every Sunday, so a
 * promise never ends on a Sunday: a count that would reach one ends on the Monday after.
 *
 * Dates are calendar days in India as 'YYYY-MM-DD' (see indianDate in india.ts); the arithmetic
 * runs in UTC, where a calendar day has no time zone or daylight saving to trip over.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day ('YYYY-MM-DD') as UTC milliseconds; a RangeError for anything else (2026-02-30). */
export function parseDay(date: string): number {
  const m = DATE.exec(date);
  const at = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== date) throw new RangeError(`Not a calendar day: ${date}`);
  return at;
}

/** UTC milliseconds as the calendar day they fall on. */
export const formatDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Whether a calendar day is a business day (Monday to Saturday). */
export function isBusinessDay(date: string): boolean {
  return new Date(parseDay(date)).getUTCDay() !== 0;
}

/** The day `days` business days after `from` (0: `from` itself). */
export function addBusinessDays(from: string, days: number): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Business days must be a whole number of at least 0: ${days}`);
  let at = parseDay(from);
  for (let left = days; left > 0; ) {
    at += DAY_MS;
    if (new Date(at).getUTCDay() !== 0) left -= 1;
  }
  return formatDay(at);
}

/** A delivery-time band: at least `minDays` and at most `maxDays` business days. */
export interface DeliveryBand {
  minDays: number;
  maxDays: number;
}

/** The first and last day of a band counted from `today`: "Delivery by <by>". */
export function deliveryWindow(today: string, band: DeliveryBand): { from: string; by: string } {
  return { from: addBusinessDays(today, band.minDays), by: addBusinessDays(today, band.maxDays) };
}
