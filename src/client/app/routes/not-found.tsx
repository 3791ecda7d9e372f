import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';
import { buttonStyles, containerStyles } from '#client/components/ui/styles.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={`${containerStyles} py-20 text-center`}>
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-stone-700">{t('notFound.message')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonStyles.primary}>{t('notFound.backHome')}</Link>
        <Link to="/products" className={buttonStyles.secondary}>{t('notFound.browseProducts')}</Link>
      </div>
    </div>
  );
}
