import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '#client/components/ui/states.tsx';
import { page } from '#client/app/lazy-page.ts';

import { useSession } from '#client/lib/session.ts';
import { safeReturnTo } from '#client/lib/safe-return-to.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useLogoutAndGoHome } from '#client/lib/logout.ts';

const LoginForm = lazy(() => import('#client/features/auth/components/login-form.tsx').then((m) => ({ default: m.LoginForm })));

/** /admin/login: a standalone page (no shop header), messages from the specification, section 8. */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Only pages of the admin area are remembered here.
  const returnTo = safeReturnTo(params.get('returnTo'));
  const target = returnTo?.startsWith('/admin/') ? returnTo : '/admin/dashboard';

  // An admin who is already signed in goes straight to the remembered page.
  if (session.data?.type === 'admin') return <Navigate to={target} replace />;
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-900 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl">
        <img src="/images/logo.svg" alt="" width="48" height="48" className="mb-4 size-12" />
        <h1 className="text-2xl font-bold">{t('login.title')}</h1>
        <p className="mb-6 text-stone-700">{t('login.subtitle')}</p>
        <Suspense fallback={<LoadingState />}>
          <LoginForm
            onSuccess={() => navigate(target, { replace: true })}
            messages={{
              invalid: t('login.failed'),
              unexpected: (err) => (err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('login.unexpected')),
            }}
          />
        </Suspense>
        <Link to="/" className="mt-6 inline-block font-medium text-brand-800 hover:underline">{t('login.backToShop')}</Link>
      </div>
    </main>
  );
}

/**
 * The admin guard (specification, section 4): waits for the session, sends visitors to log in
 * (remembering the page), and turns away signed-in non-admins with the specification's alert.
 * The server refuses every /api/admin call to them as well.
 */
function AdminGuard() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const user = session.data;
  const denied = !!user && user.type !== 'admin';
  const alerted = useRef(false);

  useEffect(() => {
    if (!denied || alerted.current) return;
    alerted.current = true;
    window.alert(t('accessDenied'));
    navigate('/', { replace: true });
  }, [denied, navigate, t]);

  if (session.isPending) return <p role="status" className="p-8 text-center text-stone-700">{t('loadingAuth')}</p>;
  if (!user) return <Navigate to={`/admin/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (denied) return null;
  return <AdminLayout />;
}

// Each section is a chunk of its own with its own text namespace, loaded when it is opened.
const SECTIONS = [
  ['dashboard', 'nav.dashboard', page(['admin-dashboard'], () => import('#client/app/routes/admin/dashboard.tsx'))],
  ['users', 'nav.users', page(['admin-users'], () => import('#client/app/routes/admin/users.tsx'))],
  ['products', 'nav.products', page(['admin-products'], () => import('#client/app/routes/admin/products.tsx'))],
  ['orders', 'nav.orders', page(['admin-orders', 'orders'], () => import('#client/app/routes/admin/orders.tsx'))],
  ['payment-settings', 'nav.paymentSettings', page(['admin-payments'], () => import('#client/app/routes/admin/payment-settings.tsx'))],
  ['vendors', 'nav.vendors', page(['admin-vendors'], () => import('#client/features/admin-vendors/components/vendors-list.tsx'))],
  ['messages', 'nav.messages', page(['admin-messages'], () => import('#client/features/admin-messages/components/messages-list.tsx'))],
] as const;

function AdminLayout() {
  const { t } = useTranslation('admin');
  const logout = useLogoutAndGoHome();
  // On a phone the sections are a sideways strip: keep the open one in view.
  const sections = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    sections.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col bg-stone-100 md:flex-row">
      <aside className="bg-brand-900 text-white md:w-64 md:shrink-0">
        <div className="flex items-center gap-2 px-5 py-4">
          <img src="/images/logo.svg" alt="" width="32" height="32" className="size-8" />
          <span className="text-lg font-bold">{t('nav.title')}</span>
        </div>
        <nav aria-label={t('nav.label')}>
          <ul ref={sections} className="flex gap-1 overflow-x-auto px-2 pb-3 md:flex-col md:overflow-visible">
            {SECTIONS.map(([path, key]) => (
              <li key={path} className="shrink-0">
                <NavLink
                  to={`/admin/${path}`}
                  className={({ isActive }) => `block rounded-lg px-3 py-2.5 font-medium ${isActive ? 'bg-white text-brand-900' : 'text-brand-50 hover:bg-white/10'}`}
                >
                  {t(key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex gap-1 px-2 pb-4 md:flex-col">
          <Link to="/" className="rounded-lg px-3 py-2 text-brand-50 hover:bg-white/10">{t('nav.backToShop')}</Link>
          <button type="button" className="rounded-lg px-3 py-2 text-left text-brand-50 hover:bg-white/10" disabled={logout.pending} onClick={logout.run}>
            {t('nav.logout')}
          </button>
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
        <Outlet />
      </main>
    </div>
  );
}


/** Everything under /admin except the login page. */
export function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminGuard />}>
        <Route index element={<Navigate to="/admin/dashboard" replace />} />
        {SECTIONS.map(([path, , Section]) => (
          // path/* lets a section nest its own routes (an order's page, a form).
          <Route key={path} path={`${path}/*`} element={<Suspense fallback={<LoadingState />}><Section /></Suspense>} />
        ))}
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Route>
    </Routes>
  );
}

