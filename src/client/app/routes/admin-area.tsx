import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, Navigate, Route, Routes, useLocation, useNavigate, useSearchParams } from '#client/lib/router.tsx';
import { AdminLayout } from '#client/app/layouts/admin-layout.tsx';
import { page } from '#client/app/lazy-page.ts';
import { LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { loadNamespaces, STAFF_NAMESPACE } from '#client/i18n/index.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
// The staff's text namespaces (i18n/staff-loaders.ts): listed only where staff pages are.
import '#client/i18n/staff-loaders.ts';
import { isClientError } from '#client/lib/api-client.ts';
import { safeReturnTo } from '#client/lib/safe-return-to.ts';
import { useSession } from '#client/lib/session.ts';
import { useMay } from '#client/lib/staff-access.ts';
import type { Permission } from '#shared/staff-roles';

/**
 * The staff's refusals' and form messages' words (3 KB in मराठी) load once the page is on the
 * screen, long before the first refusal can come: not in the admin area's first load
 * (docs/budgets-and-load.md).
 */
function useStaffTextsAfterPaint(): void {
  useEffect(() => void loadNamespaces(STAFF_NAMESPACE), []);
}

const LoginForm = lazy(() => import('#client/features/auth/components/login-form.tsx').then((m) => ({ default: m.LoginForm })));

/** /admin/login: a standalone page (no shop header), messages from the specification, section 8. */
export function AdminLoginPage() {
  useStaffTextsAfterPaint();
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
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
              unexpected: (err) => (isClientError(err) ? errorMessage(err) : t('login.unexpected')),
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
  const may = useMay();
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
  return <AdminLayout sections={SECTIONS.filter(({ anyOf }) => may(...anyOf))} />;
}

// A section the role may not open says so (docs/product-rules.md 49), in a chunk loaded only then.
const NotAllowedPage = page(['admin-roles'], () => import('#client/app/routes/admin/not-allowed.tsx'));
const NotAllowed = () => <Suspense fallback={<LoadingState />}><NotAllowedPage /></Suspense>;

/**
 * Each section is a chunk of its own with its own text namespace, loaded when it is opened, and
 * shown to the roles with one of its permissions (`anyOf`, src/shared/staff-roles.ts).
 */
const SECTIONS: ReadonlyArray<{ path: string; label: string; anyOf: readonly Permission[]; Section: ReturnType<typeof page> }> = [
  { path: 'dashboard', anyOf: ['dashboard.read'], label: 'nav.dashboard', Section: page(['admin-dashboard'], () => import('#client/app/routes/admin/dashboard.tsx')) },
  // The call centre's desk (docs/product-rules.md 51): first after the dashboard, where an agent's area opens.
  { path: 'call-backs', anyOf: ['callbacks.handle'], label: 'nav.callBacks', Section: page(['admin-call-backs', 'orders'], () => import('#client/app/routes/admin/call-backs.tsx')) },
  // Complaints with the rule's clocks (docs/product-rules.md 54): acknowledged within 48 hours, resolved within a month.
  { path: 'grievances', anyOf: ['grievances.handle'], label: 'nav.grievances', Section: page(['admin-grievances'], () => import('#client/app/routes/admin/grievances.tsx')) },
  // A field agent's own farmers and commission (docs/product-rules.md 55): where his area opens.
  { path: 'my-farmers', anyOf: ['farmers.own'], label: 'nav.myFarmers', Section: page(['admin-agents', 'orders'], () => import('#client/app/routes/admin/my-farmers.tsx')) },
  { path: 'users', anyOf: ['users.read'], label: 'nav.users', Section: page(['admin-users', 'admin-roles'], () => import('#client/app/routes/admin/users.tsx')) },
  { path: 'products', anyOf: ['catalog.read'], label: 'nav.products', Section: page(['admin-products', 'admin-product-uses'], () => import('#client/app/routes/admin/products.tsx')) },
  // Godowns in other states (docs/product-rules.md 59): seen by whoever reads the catalogue, registered by the tax settings' people.
  { path: 'stock-locations', anyOf: ['catalog.read'], label: 'nav.stockLocations', Section: page(['admin-stock-locations', 'orders'], () => import('#client/app/routes/admin/stock-locations.tsx')) },
  { path: 'phone-orders', anyOf: ['orders.assist'], label: 'nav.phoneOrders', Section: page(['admin-phone-orders', 'orders'], () => import('#client/app/routes/admin/phone-orders.tsx')) },
  { path: 'orders', anyOf: ['orders.read'], label: 'nav.orders', Section: page(['admin-orders', 'orders'], () => import('#client/app/routes/admin/orders.tsx')) },
  // What each place has to pack, its pick list and packing slips (docs/product-rules.md 61): the dispatcher's desk.
  { path: 'packing', anyOf: ['orders.read'], label: 'nav.packing', Section: page(['admin-packing'], () => import('#client/app/routes/admin/packing.tsx')) },
  { path: 'payment-settings', anyOf: ['payments.settings'], label: 'nav.paymentSettings', Section: page(['admin-payments'], () => import('#client/app/routes/admin/payment-settings.tsx')) },
  { path: 'tax', anyOf: ['tax.settings', 'site.settings'], label: 'nav.tax', Section: page(['admin-tax'], () => import('#client/app/routes/admin/tax.tsx')) },
  // The shop as an ONDC seller node (docs/product-rules.md 62): the owner's, beside the site's settings.
  { path: 'ondc', anyOf: ['site.settings'], label: 'nav.ondc', Section: page(['admin-ondc'], () => import('#client/app/routes/admin/ondc.tsx')) },
  { path: 'delivery', anyOf: ['delivery.settings'], label: 'nav.delivery', Section: page(['admin-delivery', 'orders'], () => import('#client/app/routes/admin/delivery.tsx')) },
  { path: 'reports', anyOf: ['reports.gst'], label: 'nav.reports', Section: page(['admin-reports'], () => import('#client/app/routes/admin/reports.tsx')) },
  // The courier's COD remittances matched to orders (docs/product-rules.md 60): whoever records payments.
  { path: 'cod-remittances', anyOf: ['payments.record'], label: 'nav.codRemittances', Section: page(['admin-cod-remittances'], () => import('#client/app/routes/admin/cod-remittances.tsx')) },
  { path: 'einvoices', anyOf: ['einvoices.manage'], label: 'nav.einvoices', Section: page(['admin-einvoices'], () => import('#client/app/routes/admin/einvoices.tsx')) },
  { path: 'vendors', anyOf: ['vendors.review'], label: 'nav.vendors', Section: page(['admin-vendors'], () => import('#client/app/routes/admin/vendors.tsx')) },
  { path: 'messages', anyOf: ['messages.manage'], label: 'nav.messages', Section: page(['admin-messages'], () => import('#client/app/routes/admin/messages.tsx')) },
  { path: 'mail', anyOf: ['mail.manage'], label: 'nav.mail', Section: page(['admin-mail'], () => import('#client/app/routes/admin/mail.tsx')) },
  { path: 'coupons', anyOf: ['discounts.read'], label: 'nav.coupons', Section: page(['admin-coupons'], () => import('#client/app/routes/admin/coupons.tsx')) },
  { path: 'offers', anyOf: ['discounts.read'], label: 'nav.offers', Section: page(['admin-offers'], () => import('#client/app/routes/admin/offers.tsx')) },
  { path: 'label-claims', anyOf: ['crops.write'], label: 'nav.labelClaims', Section: page(['admin-label-claims'], () => import('#client/app/routes/admin/label-claims.tsx')) },
  { path: 'reviews', anyOf: ['reviews.moderate'], label: 'nav.reviews', Section: page(['admin-reviews'], () => import('#client/app/routes/admin/reviews.tsx')) },
  { path: 'crops', anyOf: ['crops.write'], label: 'nav.crops', Section: page(['admin-crops'], () => import('#client/app/routes/admin/crops.tsx')) },
  { path: 'commissions', anyOf: ['commissions.settings', 'commissions.payout'], label: 'nav.commissions', Section: page(['admin-agents'], () => import('#client/app/routes/admin/commissions.tsx')) },
  { path: 'audit-log', anyOf: ['audit.read'], label: 'nav.auditLog', Section: page(['admin-audit', 'admin-roles'], () => import('#client/app/routes/admin/audit-log.tsx')) },
];

/** Everything under /admin except the login page. */
export function AdminArea() {
  useStaffTextsAfterPaint();
  const may = useMay();
  // Where the area opens: the dashboard, or the first section the role may use.
  const home = SECTIONS.find(({ anyOf }) => may(...anyOf));
  const landing = home ? <Navigate to={`/admin/${home.path}`} replace /> : <NotAllowed />;
  return (
    <Routes>
      <Route element={<AdminGuard />}>
        <Route index element={landing} />
        {SECTIONS.map(({ path, anyOf, Section }) => (
          // path/* lets a section nest its own routes (an order's page, a form).
          <Route
            key={path}
            path={`${path}/*`}
            element={may(...anyOf) ? <Suspense fallback={<LoadingState />}><Section /></Suspense> : path === 'dashboard' ? landing : <NotAllowed />}
          />
        ))}
        <Route path="*" element={landing} />
      </Route>
    </Routes>
  );
}

