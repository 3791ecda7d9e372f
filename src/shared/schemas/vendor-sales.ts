import { z } from 'zod';
import { adminPageOf, AdminPageQuery } from './admin-common.ts';
import { VENDOR_STATUSES } from './auth.ts';
import { ORDER_STATUSES, OrderDocument, PAYMENT_METHODS, PAYMENT_STATUSES } from './orders.ts';

/** GET /api/vendor/overview: the vendor's review state and its own figures. */
export const VendorOverview = z.object({
  status: z.enum(VENDOR_STATUSES),
  /** The admin's reason, while the vendor stands rejected. */
  rejectionReason: z.string().nullable(),
  /** Listings the vendor has published (in the shop once approved, unless the shop hid them). */
  listedProducts: z.number().int(),
  drafts: z.number().int(),
  /** Listings (drafts too) with LOW_STOCK_THRESHOLD units or fewer. */
  lowStockProducts: z.number().int(),
  /** Orders holding its products, cancelled ones left out. */
  orders: z.number().int(),
  /** The sum of its order lines in those orders, in paise (GST not included). */
  revenuePaise: z.number().int(),
});
export type VendorOverview = z.infer<typeof VendorOverview>;

/**
 * One order line of the vendor's product. Only what the vendor needs about the buyer: the name
 * and city of the shipping address; never the email, phone or street address, nor other lines.
 */
export const VendorOrderLine = z.object({
  lineId: z.string(),
  orderId: z.string(),
  /** The order's number, HY-000123 (src/shared/order-number.ts). */
  orderNumber: z.string(),
  orderDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  productId: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPricePaise: z.number().int(),
  lineTotalPaise: z.number().int(),
  buyerName: z.string(),
  shipCity: z.string(),
});
export type VendorOrderLine = z.infer<typeof VendorOrderLine>;

/** GET /api/vendor/orders: newest orders first. */
export const VendorOrderLineQuery = AdminPageQuery;
export type VendorOrderLineQuery = z.infer<typeof VendorOrderLineQuery>;
export const VendorOrderLineList = adminPageOf(VendorOrderLine);
export type VendorOrderLineList = z.infer<typeof VendorOrderLineList>;

/** GET /api/vendor/orders/:orderId: the vendor's lines of one order and their total. */
export const VendorOrder = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  buyerName: z.string(),
  shipCity: z.string(),
  lines: z.array(VendorOrderLine),
  linesTotalPaise: z.number().int(),
  /** The tax documents this vendor issued for the order. */
  documents: z.array(OrderDocument),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /**
   * Every line of the order is this vendor's: it delivers the whole order and may collect its
   * cash on delivery. Then the order's total with GST, the sum to collect; otherwise null.
   */
  cashToCollectPaise: z.number().int().nullable(),
});
export type VendorOrder = z.infer<typeof VendorOrder>;
