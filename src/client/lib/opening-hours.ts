import { WEEKDAYS, type Weekday } from '#shared/weekdays';
import { intlLocale } from './use-date-format.ts';

// The contact page's words for the shop's hours (site settings), apart from site-settings.ts so
// that the footer on every page does not carry them.

// 2024-01-01 was a Monday: the weekday names come from Intl in the reader's language.
const dayName = (day: Weekday, locale: string) =>
  new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))).toLocaleDateString(locale, { weekday: 'long', timeZone: 'UTC' });

/**
 * The open days as people say them: runs of three or more days as a range ("Monday – Saturday"),
 * the rest listed ("Monday, Wednesday and Friday").
 */
export function openDaysText(days: readonly Weekday[], language: string): string {
  const locale = intlLocale(language);
  const runs: Weekday[][] = [];
  for (const day of WEEKDAYS.filter((d) => days.includes(d))) {
    const last = runs.at(-1);
    if (last && WEEKDAYS.indexOf(last.at(-1)!) === WEEKDAYS.indexOf(day) - 1) last.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) => (run.length >= 3 ? [`${dayName(run[0]!, locale)} – ${dayName(run.at(-1)!, locale)}`] : run.map((d) => dayName(d, locale))));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}

/** "9:30 am – 6:00 pm" in English; Hindi and Marathi read the 24-hour clock (as useDateFormat). */
export function openHoursText(opensAt: string, closesAt: string, language: string): string {
  const locale = intlLocale(language);
  const time = (hhmm: string) =>
    new Date(`1970-01-01T${hhmm}:00Z`).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', ...(language === 'en' ? {} : { hourCycle: 'h23' as const }) });
  return `${time(opensAt)} – ${time(closesAt)}`;
}
