import '#client/i18n/on-demand/privacy.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** Said on the home page right after the account was deleted (docs/product-rules.md 37). */
export function AccountDeletedNotice() {
  const { t } = useTranslation('privacy');
  return <p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">{t('deleted')}</p>;
}
