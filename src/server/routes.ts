import type { FastifyInstance } from 'fastify';
import { Health } from '#shared/schemas/params';
import { requireAdmin, requireVendor } from './http/guards.ts';
import { openApiRoute } from './http/wire-schemas.ts';
import { adminUsersRoutes } from './modules/accounts/admin-users.routes.ts';
import { authRoutes } from './modules/accounts/auth.routes.ts';
import { addressRoutes } from './modules/addresses/addresses.routes.ts';
import { passwordResetRoutes } from './modules/accounts/password-reset.routes.ts';
import { adminMailRoutes } from './modules/mail/admin-mail.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { adminProductsRoutes } from './modules/catalog/admin-products.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { sitemapRoutes } from './modules/catalog/sitemap.routes.ts';
import { adminContactRoutes } from './modules/contact/admin-contact.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { adminDeliveryRoutes, deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { adminDocumentRoutes, buyerDocumentRoutes, gstReportRoutes, vendorDocumentRoutes } from './modules/documents/documents.routes.ts';
import { adminGstRoutes, gstRoutes } from './modules/gst/gst.routes.ts';
import { adminOrdersRoutes } from './modules/orders/admin-orders.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { customerCancellationRoutes } from './modules/orders/customer-cancellation.routes.ts';
import { adminPaymentsRoutes } from './modules/payments/admin-payments.routes.ts';
import { adminReturnRoutes, storeReturnRoutes, vendorReturnRoutes } from './modules/returns/returns.routes.ts';
import { adminReviewRoutes, storeReviewRoutes } from './modules/reviews/reviews.routes.ts';
import { storePaymentsRoutes } from './modules/payments/store-payments.routes.ts';
import { gatewayRoutes, storeOnlinePaymentRoutes } from './modules/payments/online-payments.routes.ts';
import { adminVendorsRoutes } from './modules/vendors/admin-vendors.routes.ts';
import { adminSeedLotRoutes, vendorSeedLotRoutes } from './modules/seeds/seed-lots.routes.ts';
import { vendorRoutes } from './modules/vendors/vendor.routes.ts';
import { productPhotosRoutes } from './modules/media/product-photos.routes.ts';
import { adminVendorPayoutRoutes, vendorPayoutRoutes } from './modules/vendors/vendor-payout.routes.ts';
import { adminSiteSettingsRoutes, siteSettingsRoutes } from './modules/site/site-settings.routes.ts';
import type { Services } from './services.ts';

/**
 * The API's URL tree: one prefix per audience, each with its guard in one place (ARCHITECTURE.md).
 * /api/admin is only a prefix and a guard: each module owns its admin routes.
 */
export async function registerApiRoutes(app: FastifyInstance, services: Services, options: { orderRateLimit: number; signupRateLimit: number; publicUrl: string }): Promise<void> {
  await app.register(
    async (store) => {
      await store.register(catalogRoutes(services.catalog));
      await store.register(cartRoutes(services.cart));
      await store.register(contactRoutes(services.contact));
      await store.register(storePaymentsRoutes(services.payments));
      await store.register(gstRoutes(services.gst));
      await store.register(deliveryRoutes(services.delivery));
      await store.register(buyerDocumentRoutes(services.documents));
      await store.register(orderRoutes(services.orders, { perMinute: options.orderRateLimit }));
      await store.register(customerCancellationRoutes(services.customerCancellation, services.orders));
      await store.register(storeOnlinePaymentRoutes(services.onlinePayments));
      await store.register(storeReturnRoutes(services.returns));
      await store.register(storeReviewRoutes(services.reviews));
      await store.register(siteSettingsRoutes(services.siteSettings));
    },
    { prefix: '/api/store' },
  );

  // What the payment gateway sends: signed, never session-bound (see gatewayRoutes).
  await app.register(gatewayRoutes(services.onlinePayments), { prefix: '/api/payments/razorpay' });

  await app.register(authRoutes(services.auth, services.sessions, services.cart, services.loginFailures, { signupsPerHour: options.signupRateLimit }), { prefix: '/api/auth' });
  await app.register(passwordResetRoutes(services.passwordResets, services.failureLimiters), { prefix: '/api/auth' });
  await app.register(addressRoutes(services.addresses), { prefix: '/api/auth' });

  // Signed-in vendors only (401 visitor, 403 anyone else), and only their own rows.
  await app.register(
    async (vendor) => {
      vendor.addHook('onRequest', async (request) => void requireVendor(request));
      await vendor.register(vendorRoutes(services));
      await vendor.register(vendorDocumentRoutes(services.documents));
      await vendor.register(vendorSeedLotRoutes(services.seedLots));
      await vendor.register(vendorReturnRoutes(services.returns));
      await vendor.register(productPhotosRoutes(services.productPhotos));
      await vendor.register(vendorPayoutRoutes(services.vendorPayout));
    },
    { prefix: '/api/vendor' },
  );

  // Admins only (401 signed out, 403 anyone else), for the whole subtree.
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request) => void requireAdmin(request));
      await admin.register(dashboardRoutes(services.dashboard));
      await admin.register(adminUsersRoutes(services.adminUsers));
      await admin.register(adminProductsRoutes(services.adminProducts));
      await admin.register(adminSeedLotRoutes(services.seedLots));
      await admin.register(adminOrdersRoutes(services.adminOrders));
      await admin.register(adminPaymentsRoutes(services.payments));
      await admin.register(adminVendorsRoutes(services.vendorReview));
      await admin.register(adminVendorPayoutRoutes(services.vendorPayout));
      await admin.register(adminContactRoutes(services.contact));
      await admin.register(adminMailRoutes(services.adminMail));
      await admin.register(adminDocumentRoutes(services.documents));
      await admin.register(adminGstRoutes(services.gst));
      await admin.register(adminDeliveryRoutes(services.delivery));
      await admin.register(gstReportRoutes(services.gstReport));
      await admin.register(adminReturnRoutes(services.returns));
      await admin.register(adminReviewRoutes(services.reviews));
      await admin.register(productPhotosRoutes(services.productPhotos));
      await admin.register(adminSiteSettingsRoutes(services.siteSettings));
    },
    { prefix: '/api/admin' },
  );

  // Files for search engines, at the site's root (not API: plain text and XML).
  await app.register(sitemapRoutes(services.sitemap, options.publicUrl));

  app.get('/api/health', { schema: { response: { 200: Health } } }, async () => ({ status: 'ok' as const }));
  openApiRoute(app);
}
