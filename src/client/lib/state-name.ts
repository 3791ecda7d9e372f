import { GST_STATE_CODES } from '#shared/gst';
import type { IndianStateOrUt } from '#shared/india';
import { useTranslation } from '#client/i18n/use-translation.ts';

/**
 * A state's (or union territory's) name in the page's language (docs/product-rules.md 26). Orders and the
 * checkout keep the English name; the catalogue has the names under their GST state codes
 * (orders:stateNames), which the law fixes and which are shorter to ship than the names.
 */
export function useStateName(): (state: string) => string {
  const { t } = useTranslation('orders');
  return (state) => {
    const code = (GST_STATE_CODES as Partial<Record<string, string>>)[state as IndianStateOrUt];
    return code ? t(`stateNames.${code}`) : state;
  };
}
