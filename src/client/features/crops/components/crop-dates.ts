import { intlLocale } from '#client/lib/use-date-format.ts';

/**
 * A calendar day ('2026-06-01') as "1 Jun" in the page's language (जून, जून), with the year when
 * asked. Formatted in UTC: the day it names, the same on the server and in any phone's time zone.
 */
export function dayMonth(date: string, language: string, withYear = false): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(intlLocale(language), { day: 'numeric', month: 'short', timeZone: 'UTC', ...(withYear ? { year: 'numeric' } : {}) });
}

/** A range of days, the year on its end (and on its start too when the range crosses a new year). */
export function dayRange(from: string, to: string, language: string): { from: string; to: string } {
  const crosses = from.slice(0, 4) !== to.slice(0, 4);
  return { from: dayMonth(from, language, crosses), to: dayMonth(to, language, true) };
}
