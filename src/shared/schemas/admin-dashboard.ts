import { z } from 'zod';
import { ORDER_STATUSES } from './orders.ts';

/** How many orders the dashboard's recent-orders table shows (newest first). */
export const RECENT_ORDERS_LIMIT = 10;

export const AdminRecentOrder = z.object({
  id: z.string(),
  /** HY-000123 (src/shared/order-number.ts). */
  number: z.string(),
  customerName: z.string(),
  orderDate: z.string(),
  totalPaise: z.number().int(),
  status: z.enum(ORDER_STATUSES),
});
export type AdminRecentOrder = z.infer<typeof AdminRecentOrder>;

/**
 * The steps that open the shop, in the order the dashboard lists them: the business's details
 * (tax invoices), its public contact details, its GSTIN, the payment methods, e-mail (the
 * server's, set up by whoever runs it) and where it delivers.
 */
export const SETUP_STEPS = ['business', 'contact', 'gstin', 'payments', 'mail', 'delivery'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
export const AdminSetupItem = z.object({ step: z.enum(SETUP_STEPS), done: z.boolean() });
export type AdminSetupItem = z.infer<typeof AdminSetupItem>;

/** GET /api/admin/dashboard: the four statistic cards, the vendors waiting for review and the latest orders. */
export const AdminDashboard = z.object({
  /** Active accounts of type user. */
  customers: z.number().int(),
  /** Products in the shop (not hidden). */
  products: z.number().int(),
  /** Every order, whatever its status. */
  orders: z.number().int(),
  /** Sum of the totals (with GST) of all orders that are not cancelled. */
  revenuePaise: z.number().int(),
  pendingVendors: z.number().int(),
  recentOrders: z.array(AdminRecentOrder),
  /** The setup checklist, from the shop's own settings: every step, done or not. */
  setup: z.array(AdminSetupItem),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;
