import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/connect.ts';
import { AdminUsersService } from './modules/accounts/admin-users.service.ts';
import { AddressesService } from './modules/addresses/addresses.service.ts';
import { AuthService } from './modules/accounts/auth.service.ts';
import { SessionStore } from './modules/accounts/sessions.ts';
import { AdminProductsService } from './modules/catalog/admin-products.service.ts';
import { CartService } from './modules/cart/cart.service.ts';
import { CatalogService } from './modules/catalog/catalog.service.ts';
import { CatalogueState } from './modules/catalog/catalogue-state.ts';
import { Sitemap } from './modules/catalog/sitemap.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { DashboardService } from './modules/dashboard/dashboard.service.ts';
import { DeliveryService } from './modules/delivery/delivery.service.ts';
import { DocumentsService } from './modules/documents/documents.service.ts';
import { GstReportService } from './modules/documents/gst-report.service.ts';
import { GstService } from './modules/gst/gst.service.ts';
import { AdminOrdersService } from './modules/orders/admin-orders.service.ts';
import { OrdersService, type OrderHooks } from './modules/orders/orders.service.ts';
import { UnpaidOrdersSweep } from './modules/orders/unpaid-orders.ts';
import { CustomerCancellationService } from './modules/orders/customer-cancellation.ts';
import { OnlinePaymentsService, type OnlinePaymentsOptions } from './modules/payments/online-payments.service.ts';
import { PaymentSettingsService } from './modules/payments/payment-settings.service.ts';
import type { SecretBox } from './modules/payments/secret-box.ts';
import { MailOutbox } from './modules/mail/outbox.ts';
import { AdminMailService } from './modules/mail/admin-mail.service.ts';
import { MailWorker } from './modules/mail/mail-worker.ts';
import type { MailSender } from './modules/mail/smtp-sender.ts';
import { PasswordResetService } from './modules/accounts/password-reset.service.ts';
import { ReturnsService } from './modules/returns/returns.service.ts';
import { ReviewsService } from './modules/reviews/reviews.service.ts';
import { VendorProductsService } from './modules/vendors/vendor-products.service.ts';
import { VendorProfileService } from './modules/vendors/vendor-profile.service.ts';
import { VendorSalesService } from './modules/vendors/vendor-sales.service.ts';
import { VendorsService } from './modules/vendors/vendors.service.ts';
import { ShopVisibility } from './modules/visibility/visibility.service.ts';
import { SeedLotsService } from './modules/seeds/seed-lots.service.ts';
import { VendorLicencesService } from './modules/vendors/vendor-licences.service.ts';
import type { PhotoQueue } from './modules/media/photo-queue.ts';
import { PhotoStore } from './modules/media/photo-store.ts';
import { ProductPhotosService } from './modules/media/product-photos.service.ts';
import { VendorPayoutService } from './modules/vendors/vendor-payout.service.ts';
import { AUTH_FAILURE_LIMIT } from './modules/accounts/failure-limiter.ts';
import type { FailureLimiters } from './shared-state/failure-limiter.ts';
import { CurrentPasswordCheck } from './modules/accounts/current-password.ts';
import { SiteSettingsService } from './modules/site/site-settings.service.ts';
import type { CacheBus } from './shared-state/cache-bus.ts';

export interface ServiceOptions {
  database: Db;
  /** Seals the payment gateway's key secret. */
  secretBox: SecretBox;
  log: FastifyBaseLogger;
  /** Test seams of the order transaction (failure injection). */
  orderHooks?: OrderHooks;
  /** The payment gateway's addresses and the clock its deadlines follow. */
  payments: OnlinePaymentsOptions;
  /** The shop's address for links in e-mails, and the clock messages are stamped with. */
  mail: { publicUrl: string; now: () => number; sender?: MailSender };
  /** Uploaded product photos' files (issue 17): one folder shared by every app server. */
  photoStore: PhotoStore;
  /** Uploaded photos decoded one at a time (photo-queue.ts); /metrics reads its counts. */
  photoQueue: PhotoQueue;
  /**
   * What the app servers share (issue 18, docs/decisions/0032): the failure counters of logins and
   * reset requests, and the bus that drops every server's cached settings when one saves them. In
   * Redis with REDIS_URL, in this process without (shared-state/shared-state.ts).
   */
  shared: { failureLimiters: FailureLimiters; cacheBus: CacheBus };
}

/**
 * The composition root: every service of the app, built once, in dependency order. Route plugins
 * receive these services and never the database. Repositories are plain functions that take the
 * database or a transaction as their first argument, so there is nothing of theirs to build.
 */
export function buildServices({ database, secretBox, log, orderHooks, payments: paymentOptions, mail, photoStore, photoQueue, shared }: ServiceOptions) {
  const { db } = database;
  const outbox = new MailOutbox(mail.publicUrl, mail.now);
  // Lots and licences are valid up to their day in India, by the app's clock (issue 16).
  const visibility = new ShopVisibility(db, paymentOptions.now);
  const seedLots = new SeedLotsService(db, visibility);
  const vendorLicences = new VendorLicencesService(db, visibility);
  const gst = new GstService(db, shared.cacheBus);
  const documents = new DocumentsService(db, gst);
  // Wrong passwords, counted once for every door that takes one: the login, and the current
  // password asked again before a change of password, e-mail or payout account (docs/decisions/0038).
  const loginFailures = shared.failureLimiters('auth', AUTH_FAILURE_LIMIT);
  const currentPassword = new CurrentPasswordCheck(db, loginFailures);
  const auth = new AuthService(db, outbox, currentPassword, mail.now);
  const payments = new PaymentSettingsService(db, secretBox, log, shared.cacheBus);
  const onlinePayments = new OnlinePaymentsService(db, payments, log, paymentOptions, outbox);
  // Delivery promises count business days from today in India on the app's clock (issue 16).
  const delivery = new DeliveryService(db, gst, payments, shared.cacheBus, mail.now);
  // Returns follow the app's clock (their 14 days), seal the buyer's bank account and queue their mail (issue 16).
  const returns = new ReturnsService(db, documents, onlinePayments, outbox, secretBox, paymentOptions.now);
  const siteSettings = new SiteSettingsService(db, shared.cacheBus, mail.now);
  return {
    outbox,
    // Sends what the outbox holds through SMTP_URL's server; without one, messages wait (issue 16).
    mailWorker: new MailWorker(db, mail.sender, log, mail.now),
    adminMail: new AdminMailService(db, mail.sender !== undefined, mail.now),
    passwordResets: new PasswordResetService(db, outbox, log, mail.now),
    returns,
    // Reviews are stamped with the app's clock (issue 17).
    reviews: new ReviewsService(db, paymentOptions.now),
    sessions: new SessionStore(db),
    // Refused sign-ups and reset requests, counted per address and e-mail.
    failureLimiters: shared.failureLimiters,
    loginFailures,
    auth,
    // Saved delivery addresses, checked against the pincode directory as checkout is (issue 17).
    addresses: new AddressesService(db, gst, mail.now),
    // An e-mail changed by an admin is told to the owner too (docs/decisions/0038).
    adminUsers: new AdminUsersService(db, visibility, outbox, mail.now),
    catalog: new CatalogService(db, gst, new CatalogueState(db, database.catalogueChanges), seedLots),
    cart: new CartService(db, gst),
    sitemap: new Sitemap(db),
    adminProducts: new AdminProductsService(db, visibility, gst, seedLots),
    seedLots,
    vendorLicences,
    contact: new ContactService(db),
    payments,
    onlinePayments,
    unpaidOrders: new UnpaidOrdersSweep(db, documents, onlinePayments, log, paymentOptions.now, outbox),
    gst,
    delivery,
    documents,
    gstReport: new GstReportService(db),
    orders: new OrdersService(db, payments, gst, documents, onlinePayments, delivery, outbox, seedLots, orderHooks, returns, mail.now),
    adminOrders: new AdminOrdersService(db, documents, onlinePayments, delivery, outbox, mail.now),
    // A buyer cancels its own order until it ships, by the admin's cancellation path (issue 17).
    customerCancellation: new CustomerCancellationService(db, documents, onlinePayments, outbox, mail.sender !== undefined, mail.now),
    vendorReview: new VendorsService(db, visibility, outbox, vendorLicences),
    vendorProfile: new VendorProfileService(db, auth, gst),
    vendorProducts: new VendorProductsService(db, visibility, gst, seedLots, vendorLicences),
    vendorSales: new VendorSalesService(db, documents),
    // The vendor's payout bank account, its number sealed like the gateway's key secret (issue 17).
    // Saving one asks for the vendor's password and tells the vendor (docs/decisions/0038).
    vendorPayout: new VendorPayoutService(db, secretBox, currentPassword, outbox, mail.now),
    // The setup checklist reads the settings of payments, the site and mail (whether SMTP_URL is set).
    dashboard: new DashboardService(db, payments, siteSettings, mail.sender !== undefined),
    // The shop's public contact details; onChanged() tells what keeps pages made from them.
    siteSettings,
    // Product photos uploaded by admins and vendors (issue 17).
    productPhotos: new ProductPhotosService(db, photoStore, photoQueue, mail.now),
  };
}

export type Services = ReturnType<typeof buildServices>;
