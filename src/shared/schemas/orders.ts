import { z } from 'zod';
import { optionalGstinField } from './gst.ts';
import { AppliedCoupon, couponCodeField } from './coupons.ts';
import { AppliedOffer } from './offers.ts';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { phoneField } from './fields.ts';
import { PickupPointSnapshot } from './pickup-points.ts';
import { ReturnWindow, StoreReturn } from './returns.ts';

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * In the order checkout offers them; the first one active is the default (cod, as specified).
 * 'online': UPI, cards, netbanking and wallets, all paid on the payment gateway's own page
 * (docs/decisions/0024-payments.md); the shop's pages never take card details.
 */
export const PAYMENT_METHODS = ['cod', 'online', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Where the money of an order stands, beside its order status (docs/product-rules.md 15, docs/decisions/0024):
 * - online: awaiting (the gateway's page not yet paid), paid, failed (the last attempt failed;
 *   still payable until the order's deadline), refunded, partially_refunded;
 * - cash on delivery: cod_due, cod_collected; bank transfer: bank_awaiting, bank_received.
 */
export const PAYMENT_STATUSES = ['awaiting', 'paid', 'failed', 'refunded', 'partially_refunded', 'cod_due', 'cod_collected', 'bank_awaiting', 'bank_received'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How an online order was paid, as the gateway reports it. */
export const ONLINE_INSTRUMENTS = ['upi', 'card', 'netbanking', 'wallet'] as const;
export type OnlineInstrument = (typeof ONLINE_INSTRUMENTS)[number];

/** Money given back: through the gateway, or by hand in cash or by bank transfer. */
export const REFUND_METHODS = ['gateway', 'cash', 'bank'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/** A gateway refund is pending until the gateway confirms it; refunds by hand are processed when recorded. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 999;

const requiredText = (max: number, tooLong: string) => z.string().trim().min(1, 'required').max(max, tooLong);

export const ShippingAddress = z.object({
  fullName: requiredText(100, 'tooLong100'),
  /**
   * Optional: a farmer who signed up with his mobile number may have no e-mail address; his order's
   * messages go to his mobile (docs/product-rules.md 36). Blank or absent is kept as ''.
   */
  email: z.string().trim().max(254, 'tooLong254').pipe(z.union([z.literal(''), z.email('email')])).optional().transform((v) => v ?? ''),
  phone: phoneField,
  address: requiredText(300, 'tooLong300'),
  city: requiredText(100, 'tooLong100'),
  state: z.enum(INDIAN_STATES_AND_UTS, 'state'),
  pincode: z.string().trim().regex(/^[0-9]{6}$/, 'pincode'),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/** A coupon's code, or nothing when left blank. */
export const optionalCouponCode = z
  .string('couponCode')
  .optional()
  .transform((v) => (v && v.trim() ? v : undefined))
  .pipe(couponCodeField.optional());

/** An order's lines: product ids and quantities, each product once. */
export const OrderItems = z
  .array(
    z.object({
      productId: z.string().min(1, 'required').max(64, 'unknownProduct'),
      quantity: z.number('quantity').int('quantity').min(1, 'quantity').max(MAX_LINE_QUANTITY, 'quantityTooLarge'),
    }),
    'emptyCart',
  )
  .min(1, 'emptyCart')
  .max(MAX_ORDER_LINES, 'tooManyLines')
  .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, 'duplicateLines');

/** An optional text, trimmed, its spaces folded; blank means none. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v.replace(/\s+/g, ' ') : undefined));

/**
 * POST /api/store/orders. Only product ids and quantities: prices, totals and discounts the
 * browser might send are not part of the shape and are dropped (docs/product-rules.md 3).
 * Card details are refused, not dropped: cards are paid on the gateway's page (0024-payments).
 */
export const StoreCreateOrder = z
  .object({
    items: OrderItems,
    shipping: ShippingAddress,
    paymentMethod: z.enum(PAYMENT_METHODS, 'paymentMethod').default('cod'),
    card: z.unknown().optional(),
    /** A business purchase: the buyer's GSTIN, printed on its tax invoices (docs/product-rules.md 44). */
    buyerGstin: optionalGstinField,
    /** The business's legal name as its GSTIN is registered, billed on its invoices: needed with a GSTIN, and only with one (docs/product-rules.md 44). */
    buyerLegalName: optionalText(100, 'legalNameTooLong'),
    /**
     * The business's registered address, billed on its invoices (docs/product-rules.md 44): all
     * three, or none when it is registered at the delivery address. Only with a GSTIN.
     */
    buyerAddress: optionalText(300, 'tooLong300'),
    buyerCity: optionalText(100, 'tooLong100'),
    buyerPincode: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.string().regex(/^[0-9]{6}$/, 'pincode').optional()),
    /** A coupon's code as the buyer typed it (docs/product-rules.md 43). Blank means none. */
    couponCode: optionalCouponCode,
    /**
     * Collected at this village point (its agent's account id) instead of delivered (docs/product-rules.md 56):
     * the server then ships to the point's own address, whatever the shipping address says.
     */
    pickupPointId: z.string().trim().max(64, 'pickupPoint').optional().transform((v) => v || undefined),
  })
  .superRefine(
    (order, ctx) => {
      if (order.card !== undefined) ctx.addIssue({ code: 'custom', path: ['card'], message: 'cardOnGateway' });
      if (order.buyerGstin && !order.buyerLegalName) ctx.addIssue({ code: 'custom', path: ['buyerLegalName'], message: 'legalNameRequired' });
      if (!order.buyerGstin && order.buyerLegalName) ctx.addIssue({ code: 'custom', path: ['buyerGstin'], message: 'gstinForLegalName' });
      const address = { buyerAddress: order.buyerAddress, buyerCity: order.buyerCity, buyerPincode: order.buyerPincode };
      if (Object.values(address).some(Boolean)) {
        if (!order.buyerGstin) ctx.addIssue({ code: 'custom', path: ['buyerGstin'], message: 'gstinForBusinessAddress' });
        for (const [field, value] of Object.entries(address)) if (!value) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
      }
    },
    // Checked even when other fields are wrong, so every message shows at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform(({ card: _card, ...order }) => order);
export type StoreCreateOrder = z.infer<typeof StoreCreateOrder>;
export type StoreCreateOrderInput = z.input<typeof StoreCreateOrder>;

export const StoreOrderLine = z.object({
  productId: z.string(),
  /** The product's name as sold, in English (the shop's own fields). */
  name: z.string(),
  /** Its Hindi and Marathi names as sold, where it had them (docs/product-rules.md 26): the page shows its language's. */
  otherNames: z.object({ hi: z.string().optional(), mr: z.string().optional() }),
  unitPricePaise: z.number().int(),
  quantity: z.number().int(),
  /** The line's taxable value: its price times its quantity, less its discount. */
  lineTotalPaise: z.number().int(),
  /** Its share of a coupon, known at the sale and taken off its taxable value (docs/product-rules.md 43). */
  discountPaise: z.number().int(),
  /** HSN code and GST rate (basis points) as sold; null on orders placed before GST invoices. */
  hsnCode: z.string().nullable(),
  gstRateBp: z.number().int().nullable(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  /** A kit's part (docs/product-rules.md 48): the kit as sold, which the page lists its parts under; absent on any other line. */
  kit: z.object({ productId: z.string(), name: z.string(), otherNames: z.object({ hi: z.string().optional(), mr: z.string().optional() }), quantity: z.number().int() }).nullable().optional(),
});

/** The order's tax by kind and rate: "CGST 2.5%", "SGST 2.5%", "IGST 18%". */
export const TaxSplitRow = z.object({
  kind: z.enum(['cgst', 'sgst', 'igst']),
  rateBp: z.number(),
  taxablePaise: z.number().int(),
  amountPaise: z.number().int(),
});
export type TaxSplitRow = z.infer<typeof TaxSplitRow>;

/** The account a bank-transfer order is paid to (the shop's current one, from its payment settings). */
export const BankTransferDetails = z.object({
  bankName: z.string(),
  accountHolderName: z.string(),
  accountNumber: z.string(),
  ifscCode: z.string(),
});
export type BankTransferDetails = z.infer<typeof BankTransferDetails>;

/** A tax invoice (taxable goods), a bill of supply (nil-rated goods), both in one, or a credit note. */
export const TAX_DOCUMENT_KINDS = ['tax_invoice', 'bill_of_supply', 'invoice_cum_bill', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** One of an order's tax documents, with the link that downloads its PDF (for the one asking). */
export const OrderDocument = z.object({
  id: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  supplierName: z.string(),
  /** A credit note: the number of the document it reverses. */
  refersToNumber: z.string().nullable(),
  url: z.string(),
});
export type OrderDocument = z.infer<typeof OrderDocument>;

/** An order on its way (docs/product-rules.md 29): the carrier and tracking number entered at Shipped, or the shop's own vehicle. */
export const OrderShipment = z.object({
  ownDelivery: z.boolean(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string(),
});
export type OrderShipment = z.infer<typeof OrderShipment>;

/** One status change of an order as its buyer sees it. */
export const OrderTimelineEntry = z.object({ status: z.enum(ORDER_STATUSES), at: z.string() });
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntry>;

export const StoreOrder = z.object({
  id: z.string(),
  /** The number people see, HY-000123 (src/shared/order-number.ts); the id stays in URLs and APIs. */
  number: z.string(),
  orderDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(StoreOrderLine),
  /** The lines' value before any discount. */
  subtotalPaise: z.number().int(),
  /** What the coupon took off; total = subtotal - discount + GST. */
  discountPaise: z.number().int(),
  couponCode: z.string().nullable(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Online orders: how the gateway says it was paid (upi, card...), null until paid. */
  paidWith: z.enum(ONLINE_INSTRUMENTS).nullable(),
  /** Online orders not yet paid: when the order is cancelled if still unpaid. */
  paymentDueAt: z.string().nullable(),
  /** When an online payment was confirmed. */
  paidAt: z.string().nullable(),
  /** The last four digits of the card, when the gateway reports a card payment (or the old card form took one). */
  cardLast4: z.string().nullable(),
  shipping: ShippingAddress,
  /** The village point it is collected at, its address the shipping address's (docs/product-rules.md 56); null: delivered there. */
  pickupPoint: PickupPointSnapshot.nullable().optional(),
  /** The state the tax was charged for; null: placed before GST invoices (its amounts stand). */
  placeOfSupply: z.enum(INDIAN_STATES_AND_UTS).nullable(),
  buyerGstin: z.string().nullable(),
  /** The business's legal name billed with its GSTIN; null without one (or on business orders from before it was asked). */
  buyerLegalName: z.string().nullable(),
  /** Its registered address as billed (the delivery address when it is registered there); null as the legal name. */
  buyerAddress: z.object({ address: z.string(), city: z.string(), pincode: z.string() }).nullable(),
  taxSplit: z.array(TaxSplitRow),
  /** Its tax documents; none on orders placed before GST invoices. */
  documents: z.array(OrderDocument),
  /** Bank-transfer orders only: where to pay (the account as it was when the order was placed). */
  bankTransfer: BankTransferDetails.optional(),
  /** Money given back, newest last. */
  refunds: z.array(
    z.object({
      amountPaise: z.number().int(),
      method: z.enum(REFUND_METHODS),
      status: z.enum(REFUND_STATUSES),
      createdAt: z.string(),
      /** A refund by hand: how the money went back (the bank's reference, who handed over the cash); null through the gateway. */
      reference: z.string().nullable(),
    }),
  ),
  /** The day delivery was promised by when it was placed (business days, Sundays skipped; docs/product-rules.md 29); null on older orders. */
  expectedDeliveryOn: z.string().nullable(),
  /** How it was sent, once shipped: a carrier and its tracking number, or the shop's own delivery (no number). */
  shipment: OrderShipment.nullable(),
  /** Every change of its status, oldest first: the status it took and when (who made it stays with the admin). */
  timeline: z.array(OrderTimelineEntry),
  /** Its returns, oldest first (one order's page only; docs/product-rules.md 24). */
  returns: z.array(StoreReturn).optional(),
  /** Whether a return may still be asked for, until when, and how much of each line (one order's page only). */
  returnWindow: ReturnWindow.optional(),
});
export type StoreOrder = z.infer<typeof StoreOrder>;

/**
 * POST /api/store/orders/:id/cancel: the order as it now stands, and whether the "order
 * cancelled" e-mail goes out (the shop has a mail server and the account an address), so the
 * page says it was sent only when it is.
 */
export const StoreCancelledOrder = StoreOrder.extend({ emailed: z.boolean() });
export type StoreCancelledOrder = z.infer<typeof StoreCancelledOrder>;
export type StoreOrderLine = z.infer<typeof StoreOrderLine>;

/**
 * POST /api/store/orders/quote: what an order of these lines would cost delivered to this state
 * and pincode, computed by the server as the order would be (the checkout's summary shows it).
 */
export const StoreOrderQuoteInput = z.object({
  items: OrderItems,
  shipping: ShippingAddress.pick({ state: true, pincode: true }),
  couponCode: optionalCouponCode,
  /** A business buyer's GSTIN: its state is the place of supply (docs/product-rules.md 44). */
  buyerGstin: optionalGstinField,
});
export type StoreOrderQuoteInput = z.infer<typeof StoreOrderQuoteInput>;
export const StoreOrderQuote = z.object({
  /** The lines' value before any discount. */
  subtotalPaise: z.number().int(),
  /** What the offers and the coupon take off (0 without any); the tax is on what is left. */
  discountPaise: z.number().int(),
  /** The automatic offers applied (docs/product-rules.md 47), each with what it took off. */
  offers: z.array(AppliedOffer),
  coupon: AppliedCoupon.nullable(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
  placeOfSupply: z.enum(INDIAN_STATES_AND_UTS),
  taxSplit: z.array(TaxSplitRow),
});
export type StoreOrderQuote = z.infer<typeof StoreOrderQuote>;

/**
 * POST /api/store/orders/coupon: what a coupon would take off these lines (the cart, before an
 * address is known): the coupon applied, or a 400 `coupon_refused` saying why.
 */
export const StoreCouponCheck = z.object({ items: OrderItems, couponCode: couponCodeField });
export type StoreCouponCheck = z.infer<typeof StoreCouponCheck>;

/** GET /api/store/orders: My Orders, newest first. */
export const StoreOrderList = z.object({ items: z.array(StoreOrder) });
export type StoreOrderList = z.infer<typeof StoreOrderList>;
