import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/connect.ts';
import { AdminUsersService, AuthService, SessionStore, PasswordResetService, AUTH_FAILURE_LIMIT, CurrentPasswordCheck } from '#server/modules/accounts';
import { AddressesService } from '#server/modules/addresses';
import { AdminProductsService, CatalogService, CatalogueState, Sitemap } from '#server/modules/catalog';
import { CartService } from '#server/modules/cart';
import { ContactService } from '#server/modules/contact';
import { DashboardService } from '#server/modules/dashboard';
import { DeliveryService } from '#server/modules/delivery';
import { DocumentsService, GstReportService } from '#server/modules/documents';
import { GstService } from '#server/modules/gst';
import { AdminOrdersService, OrdersService, type OrderHooks, UnpaidOrdersSweep, CustomerCancellationService } from '#server/modules/orders';
import { OnlinePaymentsService, type OnlinePaymentsOptions, PaymentSettingsService, type SecretBox } from '#server/modules/payments';
import { MailOutbox, AdminMailService, MailWorker, type MailSender } from '#server/modules/mail';
import { ReturnsService } from '#server/modules/returns';
import { ReviewsService } from '#server/modules/reviews';
import { VendorProductsService, VendorProfileService, VendorSalesService, VendorsService, VendorLicencesService, VendorPayoutService } from '#server/modules/vendors';
import { ShopVisibility } from '#server/modules/visibility';
import { SeedLotsService } from '#server/modules/seeds';
import { type PhotoQueue, PhotoStore, ProductPhotosService } from '#server/modules/media';
import type { FailureLimiters } from './shared-state/failure-limiter.ts';
import { SiteSettingsService } from '#server/modules/site';
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
  /** Uploaded product photos' files (docs/decisions/0028): one folder shared by every app server. */
  photoStore: PhotoStore;
  /** Uploaded photos decoded one at a time (photo-queue.ts); /metrics reads its counts. */
  photoQueue: PhotoQueue;
  /**
   * What the app servers share (docs/decisions/0032): the failure counters of logins and
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
  // Lots and licences are valid up to their day in India, by the app's clock (docs/product-rules.md 28).
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
  // Delivery promises count business days from today in India on the app's clock (docs/product-rules.md 29).
  const delivery = new DeliveryService(db, gst, payments, shared.cacheBus, mail.now);
  // Returns follow the app's clock (their 14 days), seal the buyer's bank account and queue their mail (docs/product-rules.md 24).
  const returns = new ReturnsService(db, documents, seedLots, onlinePayments, outbox, secretBox, paymentOptions.now);
  const siteSettings = new SiteSettingsService(db, shared.cacheBus, mail.now);
  const reviews = new ReviewsService(db, paymentOptions.now);
  const vendorReview = new VendorsService(db, visibility, outbox, vendorLicences);
  const cart = new CartService(db, gst);
  return {
    outbox,
    // Sends what the outbox holds through SMTP_URL's server; without one, messages wait (docs/decisions/0025).
    mailWorker: new MailWorker(db, mail.sender, log, mail.now),
    adminMail: new AdminMailService(db, mail.sender !== undefined, mail.now),
    passwordResets: new PasswordResetService(db, outbox, log, mail.now),
    returns,
    // Reviews are stamped with the app's clock (docs/product-rules.md 33).
    reviews,
    sessions: new SessionStore(db),
    // Refused sign-ups and reset requests, counted per address and e-mail.
    failureLimiters: shared.failureLimiters,
    loginFailures,
    auth,
    // Saved delivery addresses, checked against the pincode directory as checkout is (docs/product-rules.md 32).
    addresses: new AddressesService(db, gst, mail.now),
    // An e-mail changed by an admin is told to the owner too (docs/decisions/0038).
    adminUsers: new AdminUsersService(db, visibility, outbox, mail.now),
    catalog: new CatalogService(db, gst, new CatalogueState(db, database.catalogueChanges), reviews, seedLots),
    cart,
    sitemap: new Sitemap(db),
    adminProducts: new AdminProductsService(db, visibility, gst, seedLots),
    seedLots,
    vendorLicences,
    contact: new ContactService(db),
    payments,
    onlinePayments,
    unpaidOrders: new UnpaidOrdersSweep(db, documents, seedLots, onlinePayments, log, paymentOptions.now, outbox),
    gst,
    delivery,
    documents,
    gstReport: new GstReportService(db),
    orders: new OrdersService(db, payments, gst, documents, onlinePayments, delivery, outbox, seedLots, cart, orderHooks, returns, mail.now),
    adminOrders: new AdminOrdersService(db, documents, seedLots, onlinePayments, delivery, outbox, mail.now),
    // A buyer cancels its own order until it ships, by the admin's cancellation path (docs/product-rules.md 31).
    customerCancellation: new CustomerCancellationService(db, documents, seedLots, onlinePayments, outbox, mail.sender !== undefined, mail.now),
    vendorReview,
    vendorProfile: new VendorProfileService(db, auth, gst),
    vendorProducts: new VendorProductsService(db, visibility, gst, seedLots, vendorLicences),
    vendorSales: new VendorSalesService(db, documents),
    // The vendor's payout bank account, its number sealed like the gateway's key secret (docs/decisions/0030).
    // Saving one asks for the vendor's password and tells the vendor (docs/decisions/0038).
    vendorPayout: new VendorPayoutService(db, secretBox, currentPassword, outbox, mail.now),
    // The setup checklist asks each module for its settings: business (gst), the site, payments,
    // delivery, and mail (whether SMTP_URL is set); the vendors module counts those waiting for review.
    dashboard: new DashboardService(db, gst, payments, delivery, vendorReview, siteSettings, mail.sender !== undefined),
    // The shop's public contact details; onChanged() tells what keeps pages made from them.
    siteSettings,
    // Product photos uploaded by admins and vendors (docs/decisions/0028).
    // An upload by a vendor not approved is refused with the vendors module's words.
    productPhotos: new ProductPhotosService(db, photoStore, photoQueue, mail.now, vendorReview),
  };
}

export type Services = ReturnType<typeof buildServices>;
