import '#client/i18n/on-demand/my-farm.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';

/**
 * The account area's way to My farm (docs/product-rules.md 42). Its words are My farm's, loaded
 * with it after the dashboard's first paint: the storefront's own texts have no room left.
 */
export function FarmLink() {
  const { t } = useTranslation('my-farm');
  return (
    <Link to="/account/farm" className="inline-flex min-h-11 items-center rounded-lg bg-brand-50 px-4 font-semibold text-brand-900 underline">
      {t('title')}: {t('link')}
    </Link>
  );
}
