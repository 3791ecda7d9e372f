import { z } from 'zod';
import { adminPageOf, adminPaging, adminSearch } from './admin-common.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, StoreOrder, StoreOrderLine } from './orders.ts';

/** Delivered and cancelled orders can no longer change status (docs/product-rules.md 18): the order machine says so. */
export { FINAL_ORDER_STATUSES, isFinalOrderStatus } from '#shared/order-states';

const orderStatus = z.enum(ORDER_STATUSES, 'orderStatus');

/** Where an order was placed: on the shop's own pages, or through an ONDC buyer app (docs/product-rules.md 62). */
export const PLACED_THROUGH = ['shop', 'ondc'] as const;
export type PlacedThrough = (typeof PLACED_THROUGH)[number];

/** GET /api/admin/orders: a page of orders, optionally of one status and matching a search. */
export const AdminOrderListQuery = z.object({
  ...adminPaging,
  // `?status=` (the "All" choice) means no filter.
  status: z.preprocess((v) => (v === '' ? undefined : v), orderStatus.optional()),
  /** `?paymentStatus=` (the "All" choice) means no filter. */
  paymentStatus: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PAYMENT_STATUSES, 'paymentStatus').optional()),
  /** `?courier=failed_attempt`: only orders whose courier reports a failed delivery attempt not answered yet (docs/product-rules.md 58). */
  courier: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['failed_attempt'], 'courierFilter').optional()),
  /** `?placedThrough=ondc`: only orders from ONDC buyer apps; `shop`: only those placed on the shop's own pages; `` (the "All" choice): both. */
  placedThrough: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PLACED_THROUGH, 'placedThrough').optional()),
  /** An order number (HY-000123, or its digits), the start of the order id, or part of the customer's name or email. */
  q: adminSearch,
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;

export const AdminOrderSummary = z.object({
  id: z.string(),
  /** HY-000123 (src/shared/order-number.ts). */
  number: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  orderDate: z.string(),
  totalPaise: z.number().int(),
  status: orderStatus,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Units ordered, all lines together. */
  itemCount: z.number().int(),
  /** The ONDC buyer app it was placed through (its subscriber id, e.g. "buyer.example.org"); null: on the shop's own pages (docs/product-rules.md 62). */
  networkApp: z.string().nullable(),
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
export const AdminOrderLine = StoreOrderLine.extend({
  vendorName: z.string().nullable(),
  /**
   * The place the shop's line is served from (docs/product-rules.md 59: id null, the principal
   * place of business), and where the dispatcher may move it before packing: places of the same
   * GST registration holding its units (none when it cannot move). Null for a vendor's line, and
   * in a shop with no godown.
   */
  shipsFrom: z.object({ id: z.string().nullable(), name: z.string(), choices: z.array(z.object({ id: z.string().nullable(), name: z.string() })) }).nullable(),
  /** Units credit notes have credited already (refunded lines, or the whole order cancelled): at most quantity minus this can still be refunded. */
  creditedQuantity: z.number().int(),
});
export type AdminOrderLine = z.infer<typeof AdminOrderLine>;

/** GET /api/admin/orders/:id: what the customer sees of the order, plus who ordered, who sells each line and its status history (oldest first). */
export const AdminOrder = StoreOrder.extend({
  items: z.array(AdminOrderLine),
  updatedAt: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** The staff account that placed it for the customer, with his code or link (docs/product-rules.md 53); null: he placed it himself. */
  placedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  history: z.array(AdminOrderStatusChange),
  /** A bank transfer's reference (UTR) once received. */
  bankUtr: z.string().nullable(),
  /** When cash was marked collected or a transfer received. */
  paymentSettledAt: z.string().nullable(),
  /** Cancelling refunds it through the gateway: a paid online order with a gateway payment (not the old card form's orders). */
  refundsThroughGateway: z.boolean(),
  /** The ONDC buyer app it was placed through (its subscriber id); null: on the shop's own pages (docs/product-rules.md 62). */
  networkApp: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

/** A tracking number as carriers print them: 4 to 40 letters and digits, with spaces, - or / between. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 /-]{2,38})[A-Za-z0-9]$/;

/**
 * PATCH /api/admin/orders/:id/status. Shipping says how the order goes (docs/product-rules.md 29):
 * a carrier and its tracking number, or the shop's own delivery (its
 * own vehicle, no number); a 400 names the missing field. Other statuses ignore these fields.
 */
export const AdminUpdateOrderStatus = z
  .object({
    status: orderStatus,
    ownDelivery: z.boolean('trueOrFalse').optional(),
    carrier: z.string('carrierRequired').trim().max(100, 'tooLong100').optional(),
    trackingNumber: z.string('trackingNumber').trim().max(40, 'trackingNumber').optional(),
  })
  .superRefine((change, ctx) => {
    if (change.status !== 'shipped' || change.ownDelivery) return;
    if (!change.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'carrierRequired' });
    if (!change.trackingNumber) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'trackingNumberRequired' });
    else if (!TRACKING_NUMBER_PATTERN.test(change.trackingNumber)) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'trackingNumber' });
  });
export type AdminUpdateOrderStatus = z.infer<typeof AdminUpdateOrderStatus>;

/**
 * POST /api/admin/orders/:id/payment: the admin records money that came in by hand: cash collected
 * on delivery, or a bank transfer received with the bank's reference (UTR).
 */
export const AdminRecordPayment = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('cod_collected') }),
    z.object({
      action: z.literal('bank_received'),
      utr: z
        .string('utr')
        .transform((v) => v.replace(/\s/g, '').toUpperCase())
        .pipe(z.string().regex(/^[A-Z0-9]{6,30}$/, 'utr')),
    }),
  ],
  'required',
);
export type AdminRecordPayment = z.infer<typeof AdminRecordPayment>;
export type AdminRecordPaymentInput = z.input<typeof AdminRecordPayment>;

/**
 * POST /api/admin/orders/:id/refunds: how the money of a cancelled cash or bank order went back
 * (in cash, or by a bank transfer with its reference). Online payments are refunded through the
 * gateway when the order is cancelled.
 */
export const AdminRecordRefund = z.object({
  method: z.enum(['cash', 'bank'], 'required'),
  amountPaise: z.number('pricePaise').int('pricePaise').min(1, 'pricePositive'),
  reference: z.string().trim().min(1, 'required').max(200, 'tooLong200'),
});
export type AdminRecordRefund = z.infer<typeof AdminRecordRefund>;

/** An order line as a refund names it: its product, and the kit it is a part of, if any. */
export const refundLineKey = (line: { productId: string; kitProductId?: string | null }) => `${line.kitProductId ?? ''}/${line.productId}`;

/**
 * POST /api/admin/orders/:id/line-refunds: a refund of chosen quantities of a paid online order's
 * lines through the payment gateway (goods returned or not supplied), with a credit note for them.
 */
export const AdminRefundLines = z.object({
  lines: z
    .array(
      z.object({
        productId: z.string().min(1, 'required').max(64, 'unknownProduct'),
        /** The kit a part's line is of (docs/product-rules.md 48): the same product may be a kit's part and a line of its own. */
        kitProductId: z.string().min(1, 'required').max(64, 'unknownProduct').nullable().optional(),
        quantity: z.number('quantity').int('quantity').min(1, 'quantity').max(999, 'quantityTooLarge'),
      }),
      'required',
    )
    .min(1, 'required')
    .max(50, 'tooManyLines')
    .refine((lines) => new Set(lines.map(refundLineKey)).size === lines.length, 'duplicateLines'),
});
export type AdminRefundLines = z.infer<typeof AdminRefundLines>;

/** PUT /api/admin/orders/:id/place: serve a product's lines of a pending or processing order from another place (docs/product-rules.md 59). */
export const AdminChangeLinePlace = z.object({
  productId: z.string().trim().min(1, 'required').max(64, 'required'),
  /** Null: the principal place of business. */
  locationId: z.string().trim().min(1, 'unknownLocation').max(64, 'unknownLocation').nullable(),
});
export type AdminChangeLinePlace = z.infer<typeof AdminChangeLinePlace>;
