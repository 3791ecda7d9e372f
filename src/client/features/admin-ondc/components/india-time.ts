import { useTranslation } from '#client/i18n/use-translation.ts';
import { intlLocale } from '#client/lib/use-date-format.ts';

/**
 * A time as Admin -> ONDC says it: India's, whatever the computer's clock says (the network's
 * calls and orders are the shop's day), in the reader's language, 24-hour in Hindi and Marathi.
 */
export function useIndiaTime() {
  const { language } = useTranslation('admin-ondc');
  return (iso: string) =>
    new Date(iso).toLocaleString(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata', ...(language === 'en' ? {} : { hourCycle: 'h23' as const }) });
}
