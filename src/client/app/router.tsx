import { Suspense } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from '#client/lib/router.tsx';
import { LoadingState } from '#client/components/ui/states.tsx';
import { page, type Page } from './lazy-page.ts';
import { PublicLayout } from '#client/app/layouts/public-layout.tsx';

// Every page is its own chunk with its text namespaces (lazy-page.ts). Declarative routes, not
// the data router: it is 17 KB smaller gzipped, which the 120 KB first-load budget needs
// (docs/decisions/0002).


const HomePage = page(['home', 'catalog', 'search'], () => import('#client/app/routes/home.tsx'));
const AboutPage = page(['about'], () => import('#client/app/routes/about.tsx'));
const ContactPage = page(['contact'], () => import('#client/app/routes/contact.tsx'));
const ProductsPage = page(['catalog'], () => import('#client/app/routes/products.tsx'));
const ProductDetailPage = page(['catalog'], () => import('#client/app/routes/product-detail.tsx'));
const CartPage = page(['cart', 'orders'], () => import('#client/app/routes/cart.tsx'));
const TermsPage = page(['legal-terms'], () => import('#client/app/routes/legal.tsx').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = page(['legal-privacy'], () => import('#client/app/routes/legal.tsx').then((m) => ({ default: m.PrivacyPage })));
const RefundPage = page(['legal-refund'], () => import('#client/app/routes/legal.tsx').then((m) => ({ default: m.RefundPage })));
const authPage = (which: 'UserLoginPage' | 'VendorLoginPage' | 'UserRegisterPage' | 'VendorRegisterPage') =>
  page(['auth'], () => import('#client/app/routes/auth-pages.tsx').then((m) => ({ default: m[which] })));
const UserLoginPage = authPage('UserLoginPage');
const VendorLoginPage = authPage('VendorLoginPage');
const UserRegisterPage = authPage('UserRegisterPage');
const VendorRegisterPage = authPage('VendorRegisterPage');
// Forgotten passwords (docs/product-rules.md 30): a page to ask for a link, and the page the link opens.
const passwordResetPage = (which: 'ForgotPasswordPage' | 'ResetPasswordPage') =>
  page(['password-reset'], () => import('#client/app/routes/password-reset.tsx').then((m) => ({ default: m[which] })));
const ForgotPasswordPage = passwordResetPage('ForgotPasswordPage');
const ResetPasswordPage = passwordResetPage('ResetPasswordPage');
const UserDashboardPage = page(['dashboard', 'orders'], () => import('#client/app/routes/user-dashboard.tsx'));
const VendorDashboardPage = page(['dashboard', 'vendor'], () => import('#client/app/routes/vendor-dashboard.tsx'));
const CheckoutPage = page(['checkout', 'orders'], () => import('#client/app/routes/checkout.tsx'));
const OrderConfirmationPage = page(['orders', 'confirmation'], () => import('#client/app/routes/order-confirmation.tsx'));
const OrderDetailPage = page(['orders'], () => import('#client/app/routes/order-detail.tsx'));
// The admin area is one chunk of its own: shoppers never download it. The staff's refusals'
// words (STAFF_NAMESPACE) follow its first paint (admin-area.tsx).
const admin = (which: 'AdminLoginPage' | 'AdminArea') =>
  page(['admin', 'auth'], () => import('#client/app/routes/admin-area.tsx').then((m) => ({ default: m[which] })));
const AdminLoginPage = admin('AdminLoginPage');
const AdminArea = admin('AdminArea');
// Crops, their calendars and problems (docs/product-rules.md 39): texts on demand (crops), state names (orders).
const CropsPage = page(['crops'], () => import('#client/app/routes/crops.tsx'));
const CropDetailPage = page(['crops', 'orders'], () => import('#client/app/routes/crop-detail.tsx'));
// A farmer's own crops (docs/product-rules.md 42): texts on demand (my-farm); its form brings the state names (orders).
const MyFarmPage = page(['my-farm'], () => import('#client/app/routes/my-farm.tsx'));
// Business prices (docs/product-rules.md 46): a dealer's, an FPO's or an institution's request; texts on demand.
const BusinessPricesPage = page(['business-account'], () => import('#client/app/routes/business-prices.tsx'));
// A farmer's consent to an order the shop's team prepared for him (docs/product-rules.md 53): texts on demand, state names (orders).
const OrderConsentPage = page(['order-consent', 'orders'], () => import('#client/app/routes/order-consent.tsx'));
// My complaints, or finding one by its number for a visitor (docs/product-rules.md 54): texts on demand (complaints).
const MyComplaintsPage = page(['complaints'], () => import('#client/app/routes/my-complaints.tsx'));
const NotFoundPage = page([], () => import('#client/app/routes/not-found.tsx'));


/** What the server needs to know of a route: its page, and whether it is the "not found" page. */
export interface RouteHandle {
  page: Page;
  notFound?: boolean;
}

const route = (path: string, Component: Page, handle: Partial<RouteHandle> = {}): RouteObject => ({
  path,
  element: <Component />,
  handle: { page: Component, ...handle } satisfies RouteHandle,
});
const suspended = (path: string, Component: Page): RouteObject => ({
  path,
  element: (
    <Suspense fallback={<LoadingState />}>
      <Component />
    </Suspense>
  ),
  handle: { page: Component } satisfies RouteHandle,
});

/** Every route of the app: rendered by useRoutes, matched by the server and before hydration. */
export const appRoutes: RouteObject[] = [
  suspended('admin/login', AdminLoginPage),
  suspended('admin/*', AdminArea),
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage />, handle: { page: HomePage } satisfies RouteHandle },
      route('about', AboutPage),
      route('contact', ContactPage),
      route('products', ProductsPage),
      route('product/:id', ProductDetailPage),
      route('cart', CartPage),
      route('user/login', UserLoginPage),
      route('user/register', UserRegisterPage),
      route('user/dashboard', UserDashboardPage),
      route('vendor/login', VendorLoginPage),
      route('vendor/register', VendorRegisterPage),
      route('forgot-password', ForgotPasswordPage),
      route('reset-password', ResetPasswordPage),
      route('vendor/dashboard', VendorDashboardPage),
      route('terms', TermsPage),
      route('privacy-policy', PrivacyPage),
      route('refund-policy', RefundPage),
      route('checkout', CheckoutPage),
      route('order-confirmation', OrderConfirmationPage),
      route('user/orders/:id', OrderDetailPage),
      route('account/farm', MyFarmPage),
      route('account/business', BusinessPricesPage),
      route('account/complaints', MyComplaintsPage),
      route('crops', CropsPage),
      route('crops/:slug', CropDetailPage),
      route('c/:token', OrderConsentPage),
      route('*', NotFoundPage, { notFound: true }),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}

/** The pages a location shows (its own, lazily loaded), for loading them before hydration. */
export function pagesAt(location: string): Page[] {
  return (matchRoutes(appRoutes, location) ?? []).flatMap((m) => {
    const handle = m.route.handle as RouteHandle | undefined;
    return handle ? [handle.page] : [];
  });
}
