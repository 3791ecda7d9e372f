import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles, containerStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link, useSearchParams } from '#client/lib/router.tsx';
import '#client/i18n/on-demand/password-reset.ts';

// The forms' validation code follows the page's first paint, as on the sign-in pages.
const ForgotPasswordForm = lazy(() => import('#client/features/auth/components/forgot-password-form.tsx').then((m) => ({ default: m.ForgotPasswordForm })));
const ResetPasswordForm = lazy(() => import('#client/features/auth/components/reset-password-form.tsx').then((m) => ({ default: m.ResetPasswordForm })));

const linkClass = 'font-semibold text-brand-800 underline-offset-4 hover:underline';

function Shell({ title, intro, children, footer }: { title: string; intro?: string; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation('password-reset');
  return (
    <div className={`${containerStyles} flex justify-center py-12`}>
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {intro && <p className="mt-1 mb-6 text-stone-700">{intro}</p>}
        <Suspense fallback={<LoadingState label={t('loading')} className="min-h-40" />}>{children}</Suspense>
        {footer && <div className="mt-6 border-t border-stone-200 pt-4 text-center text-stone-700">{footer}</div>}
      </div>
    </div>
  );
}

/** /forgot-password: asks for the account's e-mail and sends a link that works for 30 minutes (docs/product-rules.md 30). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('password-reset');
  return (
    <Shell title={t('forgot.title')} intro={t('forgot.intro')} footer={<Link to="/user/login" className={linkClass}>{t('backToLogin')}</Link>}>
      <ForgotPasswordForm />
    </Shell>
  );
}

/** /reset-password?token=...: the link from the e-mail; a new password, then sign in with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation('password-reset');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <Shell title={t('done.title')}>
        <div role="status" className="space-y-4">
          <p className="text-stone-800">{t('done.message')}</p>
          <Link to="/user/login" className={`${buttonStyles.primary} w-full`}>{t('done.signIn')}</Link>
        </div>
      </Shell>
    );
  }
  if (!token) {
    return (
      <Shell title={t('reset.title')}>
        <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-red-900">
          <p>{t('reset.noToken')}</p>
          <Link to="/forgot-password" className={linkClass}>{t('reset.askAgain')}</Link>
        </div>
      </Shell>
    );
  }
  return (
    <Shell title={t('reset.title')} intro={t('reset.intro')}>
      <ResetPasswordForm token={token} onDone={() => setDone(true)} />
    </Shell>
  );
}
