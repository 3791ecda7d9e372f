import { useTranslation } from '#client/i18n/use-translation.ts';

/** Dates and times in the reader's language (English as used in India: 21 Nov 2026). */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-IN' : i18n.language;
  return {
    date: (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' }),
    dateTime: (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
