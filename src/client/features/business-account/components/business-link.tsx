import '#client/i18n/on-demand/business-account.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline';

/**
 * The ways to business prices (docs/product-rules.md 46), in the page's words: loaded after the first
 * paint of the account area and the sign-up page, as the storefront's own texts have no room left.
 */
export function BusinessLink() {
  const { t } = useTranslation('business-account');
  return <Link to="/account/business" className={linkClass}>{t('link')}</Link>;
}

/** Sign-up first, then the request: whichever way the account is made (a mobile number or e-mail), it lands on the request's page. */
export function BusinessSignUpLink() {
  const { t } = useTranslation('business-account');
  return (
    <p>
      {t('signUp')}{' '}
      <Link to={`/user/register?returnTo=${encodeURIComponent('/account/business')}`} className={linkClass}>{t('signUpLink')}</Link>
    </p>
  );
}
