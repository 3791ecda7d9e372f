import type { Kysely } from 'kysely';
import { RECENT_ORDERS_LIMIT, type AdminDashboard } from '#shared/schemas/admin-dashboard';
import type { Database } from '#server/db/schema';
import { formatOrderNumber } from '#shared/order-number';
import { countVendorsWithStatus } from '#server/modules/vendors/vendors.repository';
import * as repo from './dashboard.repository.ts';

/** The admin dashboard's figures, each an aggregate query; no rows are loaded to be counted. */
export class DashboardService {
  constructor(private readonly db: Kysely<Database>) {}

  async figures(): Promise<AdminDashboard> {
    const [customers, products, orderFigures, pendingVendors, recent] = await Promise.all([
      repo.countActiveCustomers(this.db),
      repo.countProductsInShop(this.db),
      repo.orderFigures(this.db),
      countVendorsWithStatus(this.db, 'pending'),
      repo.latestOrders(this.db, RECENT_ORDERS_LIMIT),
    ]);
    return {
      customers,
      products,
      orders: orderFigures.orders,
      revenuePaise: orderFigures.revenuePaise,
      pendingVendors,
      recentOrders: recent.map((o) => ({
        id: o.id,
        number: formatOrderNumber(o.number),
        customerName: o.customer_name,
        orderDate: o.created_at,
        totalPaise: Number(o.total_paise),
        status: o.status,
      })),
    };
  }
}
