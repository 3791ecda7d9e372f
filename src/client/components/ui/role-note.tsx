import { useTranslation } from '#client/i18n/use-translation.ts';

/**
 * Said where the signed-in staff role may read but not change what is shown (docs/product-rules.md 49):
 * the controls it may not use are gone or disabled, and this says why. Admin area only (its texts: `admin`).
 */
export function RoleNote({ className = '' }: { className?: string }) {
  const { t } = useTranslation('admin');
  return <p className={`rounded-lg bg-stone-50 p-3 text-sm text-stone-700 ${className}`}>{t('readOnly')}</p>;
}
