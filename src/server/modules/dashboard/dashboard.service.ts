import { RECENT_ORDERS_LIMIT, type AdminDashboard, type AdminSetupItem } from '#shared/schemas/admin-dashboard';
import type { DeliveryService } from '#server/modules/delivery';
import type { GstService } from '#server/modules/gst';
import type { PaymentSettingsService } from '#server/modules/payments';
import type { SiteSettingsService } from '#server/modules/site';
import type { VendorsService } from '#server/modules/vendors';
import type { AdminOrdersService } from '#server/modules/orders';
import type { ProductReads } from '#server/modules/catalog';

/** How many customers' accounts are active: the accounts module answers (filled in services.ts). */
export interface ActiveCustomers {
  count(): Promise<number>;
}

/** The admin dashboard's figures, each asked of the module that owns it as an aggregate; no rows are loaded to be counted. */
export class DashboardService {
  constructor(
    /** Each step of the setup checklist is asked of the module that owns its settings. */
    private readonly gst: GstService,
    private readonly payments: PaymentSettingsService,
    private readonly delivery: DeliveryService,
    private readonly vendors: VendorsService,
    private readonly site: SiteSettingsService,
    /** The order figures and the newest orders: the orders module answers. */
    private readonly orders: AdminOrdersService,
    private readonly customers: ActiveCustomers,
    /** The products in the shop: the catalog answers. */
    private readonly products: ProductReads,
    /** Whether the server has a mail server to send through (SMTP_URL; docs/product-rules.md 30). */
    private readonly mailConfigured: boolean,
  ) {}

  /**
   * The setup checklist from the shop's own data: a step is done when its settings are saved
   * (payments and delivery: saved by an admin at least once, as the shop's defaults were nobody's
   * choice) and, for payments, when checkout offers a method.
   */
  async setup(): Promise<AdminSetupItem[]> {
    const [business, contact, paymentsChosen, offered, delivery] = await Promise.all([
      this.gst.businessSettingsSet(),
      this.site.hasContactDetails(),
      this.payments.methodsChosen(),
      this.payments.storeMethods(),
      this.delivery.isConfigured(),
    ]);
    return [
      { step: 'business', done: business.details },
      { step: 'contact', done: contact },
      { step: 'gstin', done: business.gstin },
      { step: 'payments', done: paymentsChosen && offered.methods.length > 0 },
      { step: 'mail', done: this.mailConfigured },
      { step: 'delivery', done: delivery },
    ];
  }

  async figures(): Promise<AdminDashboard> {
    const [customers, products, orders, pendingVendors, setup] = await Promise.all([
      this.customers.count(),
      this.products.countInShop(),
      this.orders.figures(RECENT_ORDERS_LIMIT),
      this.vendors.countWithStatus('pending'),
      this.setup(),
    ]);
    return { customers, products, orders: orders.orders, revenuePaise: orders.revenuePaise, pendingVendors, recentOrders: orders.recentOrders, setup };
  }
}
