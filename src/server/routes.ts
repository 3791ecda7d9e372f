import type { FastifyInstance } from 'fastify';
import { Health } from '#shared/schemas/params';
import { requireVendor } from './http/guards.ts';
import { guardStaffRoutes } from './http/staff-permissions.ts';
import { openApiRoute } from './http/wire-schemas.ts';
import { adminGroupRequestRoutes, adminUsersRoutes, authRoutes, businessRequestRoutes, mobileSignInRoutes, passwordResetRoutes, privacyRoutes } from '#server/modules/accounts';
import { addressRoutes } from '#server/modules/addresses';
import { adminMailRoutes, textWebhookRoutes, type TextWebhookKeys } from '#server/modules/mail';
import { adminCallBackRoutes, storeCallBackRoutes, telephonyRoutes } from '#server/modules/callbacks';
import { adminAgentRoutes, storePickupPointRoutes } from '#server/modules/agents';
import { cartRoutes } from '#server/modules/cart';
import { adminKitPartsRoutes, adminProductsRoutes, adminProductUsesRoutes, catalogRoutes, sitemapRoutes, storeProductUsesRoutes, vendorProductUsesRoutes } from '#server/modules/catalog';
import { adminContactRoutes, contactRoutes } from '#server/modules/contact';
import { adminGrievanceRoutes, storeGrievanceRoutes } from '#server/modules/grievances';
import { adminCropRoutes, cropRoutes } from '#server/modules/crops';
import { adminCouponRoutes, adminOfferRoutes, adminPriceListRoutes, storePriceListRoutes } from '#server/modules/offers';
import { dashboardRoutes } from '#server/modules/dashboard';
import { farmRoutes } from '#server/modules/farm';
import { adminDeliveryRoutes, deliveryRoutes } from '#server/modules/delivery';
import { adminDocumentRoutes, buyerDocumentRoutes, gstReportRoutes, vendorDocumentRoutes } from '#server/modules/documents';
import { adminGstRoutes, gstRoutes } from '#server/modules/gst';
import { adminEInvoiceRoutes } from '#server/modules/einvoicing';
import { adminEWayBillRoutes } from '#server/modules/ewaybills';
import { adminShipmentRoutes, shiprocketWebhookRoutes, storeTrackingRoutes } from '#server/modules/couriers';
import { adminOndcRoutes } from '#server/modules/ondc';
import { adminStockLocationRoutes } from '#server/modules/locations';
import { adminPackingRoutes } from '#server/modules/packing';
import { adminCodRemittanceRoutes } from '#server/modules/remittances';
import { adminAssistedOrderRoutes, adminOrdersRoutes, orderRoutes, customerCancellationRoutes, storeOrderConsentRoutes } from '#server/modules/orders';
import { adminPaymentsRoutes, storePaymentsRoutes, gatewayRoutes, storeOnlinePaymentRoutes } from '#server/modules/payments';
import { adminReturnRoutes, storeReturnRoutes, vendorReturnRoutes } from '#server/modules/returns';
import { adminReviewRoutes, storeReviewRoutes } from '#server/modules/reviews';
import { adminVendorsRoutes, vendorRoutes, adminVendorPayoutRoutes, vendorPayoutRoutes } from '#server/modules/vendors';
import { adminSeedLotRoutes, vendorSeedLotRoutes } from '#server/modules/seeds';
import { productPhotosRoutes } from '#server/modules/media';
import { adminSiteSettingsRoutes, siteSettingsRoutes } from '#server/modules/site';
import { adminAuditRoutes } from '#server/modules/audit';
import type { Services } from './services.ts';

/**
 * The API's URL tree: one prefix per audience, each with its guard in one place (docs/architecture.md).
 * /api/admin is only a prefix and a guard: each module owns its admin routes.
 */
export async function registerApiRoutes(app: FastifyInstance, services: Services, options: { orderRateLimit: number; signupRateLimit: number; codeRequestsPerHour: number; publicUrl: string; webhooks: TextWebhookKeys; telephonyWebhookToken?: string; shiprocketWebhookToken?: string; now: () => number }): Promise<void> {
  await app.register(
    async (store) => {
      await store.register(catalogRoutes(services.catalog));
      await store.register(cartRoutes(services.cart));
      // A dealer's or an FPO's own prices, for the pages kept rendered with retail's (docs/product-rules.md 46).
      await store.register(storePriceListRoutes(services.priceLists));
      await store.register(contactRoutes(services.contact));
      // "Call me back" on the product and contact pages (docs/product-rules.md 51).
      await store.register(storeCallBackRoutes(services.callBacks, options.now));
      await store.register(storePaymentsRoutes(services.payments));
      await store.register(gstRoutes(services.gst));
      await store.register(deliveryRoutes(services.delivery));
      await store.register(buyerDocumentRoutes(services.documents));
      await store.register(orderRoutes(services.orders, services.placeOrder, { perMinute: options.orderRateLimit }));
      await store.register(customerCancellationRoutes(services.cancelOrder, services.orders, services.mailConfigured));
      // The courier's scans of the buyer's own order, on its timeline (docs/product-rules.md 58).
      await store.register(storeTrackingRoutes(services.courierShipments));
      await store.register(storeOnlinePaymentRoutes(services.onlinePayments));
      await store.register(storeReturnRoutes(services.returns));
      // "Report a problem" on the buyer's order and his own complaints (docs/product-rules.md 54).
      await store.register(storeGrievanceRoutes(services.grievances));
      await store.register(storeReviewRoutes(services.reviews));
      await store.register(siteSettingsRoutes(services.siteSettings));
      await store.register(cropRoutes(services.crops));
      await store.register(storeProductUsesRoutes(services.productUses));
      // A farmer's yes to an order the staff placed for him, by the link in his message (docs/product-rules.md 53).
      await store.register(storeOrderConsentRoutes(services.assistedOrders));
      await store.register(storePickupPointRoutes(services.pickupPoints));
    },
    { prefix: '/api/store' },
  );

  // What the payment gateway sends: signed, never session-bound (see gatewayRoutes).
  await app.register(gatewayRoutes(services.onlinePayments), { prefix: '/api/payments/razorpay' });

  await app.register(authRoutes(services.auth, services.sessions, services.cart, services.loginFailures, { signupsPerHour: options.signupRateLimit }), { prefix: '/api/auth' });
  await app.register(passwordResetRoutes(services.passwordResets, services.failureLimiters), { prefix: '/api/auth' });
  await app.register(mobileSignInRoutes(services.mobileSignIn, services.auth, services.sessions, services.cart, { codesPerHour: options.codeRequestsPerHour }), { prefix: '/api/auth' });
  // The text providers' delivery reports and WhatsApp's replies, each trusted by its token or signature only.
  // The account holder's consent to offers, his data's copy and his account's deletion (docs/product-rules.md 37).
  await app.register(privacyRoutes(services.auth, services.accountData, services.deleteAccount, { codesPerHour: options.codeRequestsPerHour }), { prefix: '/api/auth' });
  await app.register(textWebhookRoutes(services.textReports, options.webhooks, services.marketing), { prefix: '/api/webhooks' });
  // The courier's tracking updates (Shiprocket), trusted by the token in x-api-key only (docs/decisions/0072).
  await app.register(shiprocketWebhookRoutes(services.courierShipments, options.shiprocketWebhookToken), { prefix: '/api/webhooks' });
  // Missed calls from the telephony provider (Exotel's Passthru applet), trusted by the token in its address only (docs/decisions/0066).
  await app.register(telephonyRoutes(services.callBacks, options.telephonyWebhookToken, options.now), { prefix: '/api/telephony' });
  await app.register(addressRoutes(services.addresses), { prefix: '/api/auth' });
  // A business's request for its group's prices (docs/product-rules.md 46): its own account only.
  await app.register(businessRequestRoutes(services.groupRequests), { prefix: '/api/auth' });
  // A signed-in farmer's own crops (docs/product-rules.md 42): customers only, their own rows only.
  await app.register(farmRoutes(services.farm), { prefix: '/api/farm' });

  // Signed-in vendors only (401 visitor, 403 anyone else), and only their own rows.
  await app.register(
    async (vendor) => {
      vendor.addHook('onRequest', async (request) => void requireVendor(request));
      await vendor.register(vendorRoutes(services));
      await vendor.register(vendorDocumentRoutes(services.documents));
      await vendor.register(vendorSeedLotRoutes(services.seedLots));
      await vendor.register(vendorProductUsesRoutes(services.productUses));
      await vendor.register(vendorReturnRoutes(services.returns));
      await vendor.register(productPhotosRoutes(services.productPhotos));
      await vendor.register(vendorPayoutRoutes(services.vendorPayout));
    },
    { prefix: '/api/vendor' },
  );

  // Staff only (401 signed out, 403 anyone else), for the whole subtree, and each route only to the
  // roles with its permission (docs/product-rules.md 49): a route with none stops the start.
  await app.register(
    async (admin) => {
      guardStaffRoutes(admin, services.staffAudit);
      await admin.register(dashboardRoutes(services.dashboard));
      await admin.register(adminUsersRoutes(services.adminUsers));
      await admin.register(adminGroupRequestRoutes(services.groupRequests));
      await admin.register(adminProductsRoutes(services.adminProducts));
      await admin.register(adminSeedLotRoutes(services.seedLots));
      await admin.register(adminProductUsesRoutes(services.productUses));
      await admin.register(adminOrdersRoutes(services.adminOrders, services.refundOrder, services.linePlaces));
      // An order's e-way bill, and the limit within the shop's state (docs/product-rules.md 57).
      await admin.register(adminEWayBillRoutes(services.ewayBills));
      // An order booked with the courier (docs/product-rules.md 58).
      await admin.register(adminShipmentRoutes(services.courierShipments));
      await admin.register(adminStockLocationRoutes(services.stockLocations));
      // What each place has to pack, its pick list and packing slips (docs/product-rules.md 61).
      await admin.register(adminPackingRoutes(services.packing));
      // The courier's COD remittances matched to orders (docs/product-rules.md 60).
      await admin.register(adminCodRemittanceRoutes(services.codRemittances));
      await admin.register(adminPaymentsRoutes(services.payments));
      await admin.register(adminVendorsRoutes(services.vendorReview));
      await admin.register(adminVendorPayoutRoutes(services.vendorPayout));
      await admin.register(adminContactRoutes(services.contact));
      // The call-centre's desk: the call-back queue (docs/product-rules.md 51).
      await admin.register(adminCallBackRoutes(services.callBacks));
      // The grievance desk: complaints with the rule's clocks (docs/product-rules.md 54).
      await admin.register(adminGrievanceRoutes(services.grievances));
      await admin.register(adminMailRoutes(services.adminMail));
      await admin.register(adminDocumentRoutes(services.documents));
      await admin.register(adminGstRoutes(services.gst));
      // E-invoices that failed or wait, and a failed one sent again (docs/product-rules.md 45).
      await admin.register(adminEInvoiceRoutes(services.einvoicing));
      await admin.register(adminDeliveryRoutes(services.delivery));
      await admin.register(gstReportRoutes(services.gstReport));
      await admin.register(adminReturnRoutes(services.returns, services.receiveReturn));
      await admin.register(adminReviewRoutes(services.reviews));
      await admin.register(productPhotosRoutes(services.productPhotos));
      await admin.register(adminSiteSettingsRoutes(services.siteSettings));
      // The shop on ONDC: the node's state, its settings, the calls in and out, products kept off (docs/product-rules.md 62).
      await admin.register(adminOndcRoutes(services.ondcAdmin));
      await admin.register(adminCropRoutes(services.adminCrops));
      await admin.register(adminCouponRoutes(services.coupons));
      await admin.register(adminOfferRoutes(services.offers));
      await admin.register(adminPriceListRoutes(services.priceLists));
      await admin.register(adminKitPartsRoutes(services.kitParts));
      await admin.register(adminAuditRoutes(services.auditLog));
      await admin.register(adminAssistedOrderRoutes(services.assistedOrders));
      // Field agents' own farmers and commission, the rates and payouts (docs/product-rules.md 55).
      await admin.register(adminAgentRoutes(services.agentFarmers, services.commissions, services.pickupPoints));
    },
    { prefix: '/api/admin' },
  );

  // Files for search engines, at the site's root (not API: plain text and XML).
  await app.register(sitemapRoutes(services.sitemap, options.publicUrl));

  app.get('/api/health', { schema: { response: { 200: Health } } }, async () => ({ status: 'ok' as const }));
  openApiRoute(app);
}
