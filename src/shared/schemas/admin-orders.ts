import { z } from 'zod';
import { adminPageOf, adminPaging, adminSearch } from './admin-common.ts';
import { ORDER_STATUSES, StoreOrder, StoreOrderLine, type OrderStatus } from './orders.ts';

/** Delivered and cancelled orders can no longer change status (docs/product-rules.md 18). */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled'];
export const isFinalOrderStatus = (status: OrderStatus): boolean => FINAL_ORDER_STATUSES.includes(status);

const orderStatus = z.enum(ORDER_STATUSES, 'orderStatus');

/** GET /api/admin/orders: a page of orders, optionally of one status and matching a search. */
export const AdminOrderListQuery = z.object({
  ...adminPaging,
  // `?status=` (the "All" choice) means no filter.
  status: z.preprocess((v) => (v === '' ? undefined : v), orderStatus.optional()),
  /** Part of the order id, or of the customer's name or email. */
  q: adminSearch,
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;

export const AdminOrderSummary = z.object({
  id: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  orderDate: z.string(),
  totalPaise: z.number().int(),
  status: orderStatus,
  /** Units ordered, all lines together. */
  itemCount: z.number().int(),
});
export const AdminOrderList = adminPageOf(AdminOrderSummary);
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;
export type AdminOrderList = z.infer<typeof AdminOrderList>;

export const AdminOrderStatusChange = z.object({
  id: z.string(),
  fromStatus: orderStatus,
  toStatus: orderStatus,
  changedAt: z.string(),
  /** The admin's id and name as they were at the time of the change. */
  changedById: z.string(),
  changedByName: z.string(),
});
export type AdminOrderStatusChange = z.infer<typeof AdminOrderStatusChange>;

/** An order line as the admin sees it: who sells its product (a vendor's business name; null: the shop). */
export const AdminOrderLine = StoreOrderLine.extend({ vendorName: z.string().nullable() });
export type AdminOrderLine = z.infer<typeof AdminOrderLine>;

/** GET /api/admin/orders/:id: what the customer sees of the order, plus who ordered, who sells each line and its status history (oldest first). */
export const AdminOrder = StoreOrder.extend({
  items: z.array(AdminOrderLine),
  updatedAt: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  history: z.array(AdminOrderStatusChange),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

/** PATCH /api/admin/orders/:id/status. */
export const AdminUpdateOrderStatus = z.object({ status: orderStatus });
export type AdminUpdateOrderStatus = z.infer<typeof AdminUpdateOrderStatus>;
