import '#client/i18n/on-demand/complaints.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';

/** The account area's way to My complaints (docs/product-rules.md 54), in its own words, loaded after the dashboard's first paint. */
export function ComplaintsLink() {
  const { t } = useTranslation('complaints');
  return (
    <Link to="/account/complaints" className="inline-flex min-h-11 items-center rounded-lg bg-brand-50 px-4 font-semibold text-brand-900 underline">
      {t('title')}: {t('link')}
    </Link>
  );
}
