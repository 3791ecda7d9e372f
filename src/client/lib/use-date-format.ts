import { useTranslation } from '#client/i18n/use-translation.ts';

/**
 * The Intl locale of a page language: Indian English (21 Nov 2026), हिन्दी and मराठी with the
 * digits 0-9 that prices, phone numbers and pincodes are written in (Marathi's own default is
 * Devanagari digits, which would put two kinds of digit on one page).
 */
export function intlLocale(language: string): string {
  return language === 'en' ? 'en-IN' : `${language}-IN-u-nu-latn`;
}

/** Dates, times and counts in the reader's language. */
export function useDateFormat() {
  const { language } = useTranslation();
  const locale = intlLocale(language);
  return {
    date: (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' }),
    longDate: (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'long' }),
    /** A calendar day ("2026-04-01") as the day it names, whatever the phone's time zone. */
    day: (date: string) => new Date(`${date}T00:00:00`).toLocaleDateString(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }),
    // Hindi and Marathi read the 24-hour clock (19:30): their Intl 12-hour times end in a Latin "am"/"pm".
    dateTime: (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', ...(language === 'en' ? {} : { hourCycle: 'h23' as const }) }),
    count: (n: number) => n.toLocaleString(locale),
  };
}
