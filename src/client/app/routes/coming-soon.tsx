import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { buttonStyles, containerStyles } from '../../components/ui/styles.ts';

/**
 * Accounts, checkout and the admin area arrive in the next releases. Until then their routes say
 * so plainly instead of showing a form that cannot work.
 */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <div className={`${containerStyles} py-20 text-center`}>
      <h1 className="text-2xl font-bold">{t('brand.name')}</h1>
      <p className="mt-3 text-stone-700">{t('placeholderPage.comingSoon')}</p>
      <Link to="/" className={`${buttonStyles.primary} mt-6`}>{t('placeholderPage.backHome')}</Link>
    </div>
  );
}
