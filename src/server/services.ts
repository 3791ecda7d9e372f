import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/connect.ts';
import { AdminUsersService } from './modules/accounts/admin-users.service.ts';
import { AuthService } from './modules/accounts/auth.service.ts';
import { SessionStore } from './modules/accounts/sessions.ts';
import { AdminProductsService } from './modules/catalog/admin-products.service.ts';
import { CartService } from './modules/cart/cart.service.ts';
import { CatalogService } from './modules/catalog/catalog.service.ts';
import { CatalogueState } from './modules/catalog/catalogue-state.ts';
import { Sitemap } from './modules/catalog/sitemap.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { DashboardService } from './modules/dashboard/dashboard.service.ts';
import { DocumentsService } from './modules/documents/documents.service.ts';
import { GstReportService } from './modules/documents/gst-report.service.ts';
import { GstService } from './modules/gst/gst.service.ts';
import { AdminOrdersService } from './modules/orders/admin-orders.service.ts';
import { OrdersService, type OrderHooks } from './modules/orders/orders.service.ts';
import { UnpaidOrdersSweep } from './modules/orders/unpaid-orders.ts';
import { OnlinePaymentsService, type OnlinePaymentsOptions } from './modules/payments/online-payments.service.ts';
import { PaymentSettingsService } from './modules/payments/payment-settings.service.ts';
import type { SecretBox } from './modules/payments/secret-box.ts';
import { MailOutbox } from './modules/mail/outbox.ts';
import { VendorProductsService } from './modules/vendors/vendor-products.service.ts';
import { VendorProfileService } from './modules/vendors/vendor-profile.service.ts';
import { VendorSalesService } from './modules/vendors/vendor-sales.service.ts';
import { VendorsService } from './modules/vendors/vendors.service.ts';
import { ShopVisibility } from './modules/visibility/visibility.service.ts';

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
  mail: { publicUrl: string; now: () => number };
}

/**
 * The composition root: every service of the app, built once, in dependency order. Route plugins
 * receive these services and never the database. Repositories are plain functions that take the
 * database or a transaction as their first argument, so there is nothing of theirs to build.
 */
export function buildServices({ database, secretBox, log, orderHooks, payments: paymentOptions, mail }: ServiceOptions) {
  const { db } = database;
  const outbox = new MailOutbox(mail.publicUrl, mail.now);
  const visibility = new ShopVisibility(db);
  const gst = new GstService(db);
  const documents = new DocumentsService(db, gst);
  const auth = new AuthService(db);
  const payments = new PaymentSettingsService(db, secretBox, log);
  const onlinePayments = new OnlinePaymentsService(db, payments, log, paymentOptions);
  return {
    outbox,
    sessions: new SessionStore(db),
    auth,
    adminUsers: new AdminUsersService(db, visibility),
    catalog: new CatalogService(db, gst, new CatalogueState(db, database.catalogueChanges)),
    cart: new CartService(db, gst),
    sitemap: new Sitemap(db),
    adminProducts: new AdminProductsService(db, visibility, gst),
    contact: new ContactService(db),
    payments,
    onlinePayments,
    unpaidOrders: new UnpaidOrdersSweep(db, documents, onlinePayments, log, paymentOptions.now),
    gst,
    documents,
    gstReport: new GstReportService(db),
    orders: new OrdersService(db, payments, gst, documents, onlinePayments, orderHooks),
    adminOrders: new AdminOrdersService(db, documents, onlinePayments),
    vendorReview: new VendorsService(db, visibility),
    vendorProfile: new VendorProfileService(db, auth, gst),
    vendorProducts: new VendorProductsService(db, visibility, gst),
    vendorSales: new VendorSalesService(db, documents),
    dashboard: new DashboardService(db),
  };
}

export type Services = ReturnType<typeof buildServices>;
