import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '#client/components/ui/states.tsx';
import { page } from './lazy-page.ts';
import { PublicLayout } from '#client/app/layouts/public-layout.tsx';

// Every page is its own chunk with its text namespaces (lazy-page.ts). Declarative routes, not
// the data router: it is 17 KB smaller gzipped, which the 120 KB first-load budget needs
// (docs/decisions/0002).

const legal = (which: 'TermsPage' | 'PrivacyPage' | 'RefundPage') =>
  page(['legal'], () => import('#client/app/routes/legal.tsx').then((m) => ({ default: m[which] })));

const HomePage = page(['home'], () => import('#client/app/routes/home.tsx'));
const AboutPage = page(['about'], () => import('#client/app/routes/about.tsx'));
const ContactPage = page(['contact'], () => import('#client/app/routes/contact.tsx'));
const ProductsPage = page(['catalog'], () => import('#client/app/routes/products.tsx'));
const ProductDetailPage = page(['catalog'], () => import('#client/app/routes/product-detail.tsx'));
const CartPage = page(['cart', 'orders'], () => import('#client/app/routes/cart.tsx'));
const TermsPage = legal('TermsPage');
const PrivacyPage = legal('PrivacyPage');
const RefundPage = legal('RefundPage');
const authPage = (which: 'UserLoginPage' | 'VendorLoginPage' | 'UserRegisterPage' | 'VendorRegisterPage') =>
  page(['auth'], () => import('#client/app/routes/auth-pages.tsx').then((m) => ({ default: m[which] })));
const UserLoginPage = authPage('UserLoginPage');
const VendorLoginPage = authPage('VendorLoginPage');
const UserRegisterPage = authPage('UserRegisterPage');
const VendorRegisterPage = authPage('VendorRegisterPage');
const UserDashboardPage = page(['dashboard', 'orders'], () => import('#client/app/routes/user-dashboard.tsx'));
const VendorDashboardPage = page(['dashboard', 'vendor', 'admin-products'], () => import('#client/app/routes/vendor-dashboard.tsx'));
const CheckoutPage = page(['checkout', 'orders'], () => import('#client/app/routes/checkout.tsx'));
const OrderConfirmationPage = page(['checkout', 'orders'], () => import('#client/app/routes/order-confirmation.tsx'));
const OrderDetailPage = page(['orders'], () => import('#client/app/routes/order-detail.tsx'));
// The admin area is one chunk of its own: shoppers never download it.
const admin = (which: 'AdminLoginPage' | 'AdminArea') =>
  page(['admin', 'auth'], () => import('#client/app/routes/admin-area.tsx').then((m) => ({ default: m[which] })));
const AdminLoginPage = admin('AdminLoginPage');
const AdminArea = admin('AdminArea');
const NotFoundPage = page([], () => import('#client/app/routes/not-found.tsx'));


export function AppRoutes() {
  return (
    <Routes>
      <Route path="admin/login" element={<Suspense fallback={<LoadingState />}><AdminLoginPage /></Suspense>} />
      <Route path="admin/*" element={<Suspense fallback={<LoadingState />}><AdminArea /></Suspense>} />
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="product/:id" element={<ProductDetailPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="user/login" element={<UserLoginPage />} />
        <Route path="user/register" element={<UserRegisterPage />} />
        <Route path="user/dashboard" element={<UserDashboardPage />} />
        <Route path="vendor/login" element={<VendorLoginPage />} />
        <Route path="vendor/register" element={<VendorRegisterPage />} />
        <Route path="vendor/dashboard" element={<VendorDashboardPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy-policy" element={<PrivacyPage />} />
        <Route path="refund-policy" element={<RefundPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="order-confirmation" element={<OrderConfirmationPage />} />
        <Route path="user/orders/:id" element={<OrderDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
