import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link, Navigate, useNavigate, useSearchParams } from '#client/lib/router.tsx';
import type { SessionUser } from '#shared/schemas/auth';
import { LoadingState } from '#client/components/ui/states.tsx';
import { containerStyles } from '#client/components/ui/styles.ts';
import { dashboardPath, useSession } from '#client/lib/session.ts';
import { safeReturnTo } from '#client/lib/safe-return-to.ts';
import { useMobileChannels } from '#client/lib/mobile-channels.ts';
import { loadNamespaces } from '#client/i18n/index.ts';

// The forms' validation code follows the page's first paint (docs/decisions/0002).
const LoginForm = lazy(() => import('#client/features/auth/components/login-form.tsx').then((m) => ({ default: m.LoginForm })));
// The way for a dealer, an FPO or an institution (docs/product-rules.md 46), in its own words, after the first paint.
const BusinessSignUpLink = lazy(() =>
  import('#client/features/business-account/components/business-link.tsx').then((m) => loadNamespaces('business-account').then(() => ({ default: m.BusinessSignUpLink }))),
);
const RegisterForm = lazy(() => import('#client/features/auth/components/register-form.tsx').then((m) => ({ default: m.RegisterForm })));
// Mobile sign-in's forms and their texts (mobile-sign-in, mobile-errors) come together, and only where the shop sends codes.
const SignInWays = lazy(() =>
  Promise.all([import('#client/features/auth/components/sign-in-ways.tsx'), loadNamespaces('mobile-sign-in', 'mobile-errors')]).then(([m]) => ({ default: m.SignInWays })),
);
// What the shop keeps of a new account, why and for how long, with its texts (privacy), under the sign-up ways (docs/product-rules.md 37).
const SignUpPrivacyNotice = lazy(() =>
  Promise.all([import('#client/components/sign-up-privacy-notice.tsx'), loadNamespaces('privacy')]).then(([m]) => ({ default: m.SignUpPrivacyNotice })),
);

type Variant = 'user' | 'vendor';

function AuthShell({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className={`${containerStyles} flex justify-center py-12`}>
      <div className="w-full max-w-xl rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="mt-1 mb-6 text-stone-700">{subtitle}</p>
        <Suspense fallback={<LoadingState label={t('formLoading')} className="min-h-72" />}>{children}</Suspense>
        <div className="mt-6 space-y-2 border-t border-stone-200 pt-4 text-center text-stone-700">{footer}</div>
      </div>
    </div>
  );
}

const linkClass = 'font-semibold text-brand-800 underline-offset-4 hover:underline';

/** The current `?returnTo=` carried over to the sign-in/sign-up switch links. */
function useReturnQuery(): string {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  return returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
}

/** After signing in: back to the page that asked, else the account's dashboard. */
function useAfterSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  return (user: SessionUser) => navigate(returnTo ?? dashboardPath(user), { replace: true });
}

/** A signed-in visitor (also the moment sign-in succeeds) goes where useAfterSignIn would send them. */
function AlreadySignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.data) return <Navigate to={safeReturnTo(params.get('returnTo')) ?? dashboardPath(session.data)} replace />;
  return <>{children}</>;
}

type Mode = 'login' | 'register';

/**
 * A customer's page: the mobile number first and e-mail as the second way where the shop sends codes
 * (docs/product-rules.md 36); elsewhere (no channel, or a server that cannot say) the e-mail form alone, as before.
 */
function CustomerWays({ mode, email, onSuccess }: { mode: Mode; email: ReactNode; onSuccess: (user: SessionUser) => void }) {
  const { t } = useTranslation('auth');
  const { channels, isPending } = useMobileChannels();
  if (isPending) return <LoadingState label={t('formLoading')} className="min-h-72" />;
  if (channels.length === 0) return <>{email}</>;
  return <SignInWays mode={mode} channels={channels} onSuccess={onSuccess} email={email} />;
}

/** The first footer line: a way to the other mode for the same kind of account. */
const SWAP: Record<Mode, { text: string; to: Mode; link: Record<Variant, string> }> = {
  login: { text: 'login.noAccount', to: 'register', link: { user: 'login.registerUser', vendor: 'login.registerVendor' } },
  register: { text: 'register.haveAccount', to: 'login', link: { user: 'register.loginUser', vendor: 'register.loginVendor' } },
};

/** /user/login, /vendor/login, /user/register and /vendor/register: one layout, linked to each other. */
function AuthPage({ mode, variant }: { mode: Mode; variant: Variant }) {
  const { t } = useTranslation('auth');
  const afterSignIn = useAfterSignIn();
  const returnQuery = useReturnQuery();
  const other: Variant = variant === 'user' ? 'vendor' : 'user';
  const swap = SWAP[mode];
  const emailForm =
    mode === 'login' ? (
      <LoginForm onSuccess={afterSignIn} messages={{ invalid: t('login.invalid'), unexpected: () => t('errors.unexpected') }} />
    ) : (
      <RegisterForm variant={variant} onSuccess={afterSignIn} />
    );
  return (
    <AlreadySignedIn>
      <AuthShell
        title={t(`${mode}.${variant}Title`)}
        subtitle={t(`${mode}.${variant}Subtitle`)}
        footer={
          <>
            <p>
              {t(swap.text)}{' '}
              <Link to={`/${variant}/${swap.to}${returnQuery}`} className={linkClass}>{t(swap.link[variant])}</Link>
            </p>
            <p>
              {t(`${mode}.${other}Switch`)}{' '}
              <Link to={`/${other}/${mode}`} className={linkClass}>{t(`${mode}.${other}SwitchLink`)}</Link>
            </p>
            {mode === 'register' && variant === 'user' && !returnQuery && (
              <Suspense fallback={null}>
                <BusinessSignUpLink />
              </Suspense>
            )}
          </>
        }
      >
        {variant === 'user' ? <CustomerWays mode={mode} email={emailForm} onSuccess={afterSignIn} /> : emailForm}
        {mode === 'register' && variant === 'user' && (
          <div className="mt-6">
            <SignUpPrivacyNotice />
          </div>
        )}
      </AuthShell>
    </AlreadySignedIn>
  );
}

export const UserLoginPage = () => <AuthPage mode="login" variant="user" />;
export const VendorLoginPage = () => <AuthPage mode="login" variant="vendor" />;
export const UserRegisterPage = () => <AuthPage mode="register" variant="user" />;
export const VendorRegisterPage = () => <AuthPage mode="register" variant="vendor" />;
