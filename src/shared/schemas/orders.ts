import { z } from 'zod';
import { gstinField } from './gst.ts';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { emailField, phoneField } from './fields.ts';

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** In the order checkout offers them; the first one active is the default (cod, as specified). */
export const PAYMENT_METHODS = ['cod', 'card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 999;

/** Luhn checksum, which every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** MM/YY that has not passed (a card is valid through the last day of its month). */
export function expiryIsCurrent(expiry: string, now = new Date()): boolean {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

const requiredText = (max: number, tooLong: string) => z.string().trim().min(1, 'required').max(max, tooLong);

export const ShippingAddress = z.object({
  fullName: requiredText(100, 'tooLong100'),
  email: emailField,
  phone: phoneField,
  address: requiredText(300, 'tooLong300'),
  city: requiredText(100, 'tooLong100'),
  state: z.enum(INDIAN_STATES_AND_UTS, 'state'),
  pincode: z.string().trim().regex(/^[0-9]{6}$/, 'pincode'),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

export const CardDetails = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, 'required').regex(/^[0-9]{12,19}$/, 'cardNumber').refine(passesLuhn, 'cardNumber')),
  expiry: z.string().trim().min(1, 'required').regex(/^(0[1-9]|1[0-2])\/[0-9]{2}$/, 'cardExpiry').refine((v) => expiryIsCurrent(v), 'cardExpired'),
  cvv: z.string().trim().min(1, 'required').regex(/^[0-9]{3,4}$/, 'cvv'),
});

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

/**
 * POST /api/store/orders. Only product ids and quantities: prices, totals and discounts the
 * browser might send are not part of the shape and are dropped (docs/product-rules.md 3).
 */
export const StoreCreateOrder = z
  .object({
    items: OrderItems,
    shipping: ShippingAddress,
    paymentMethod: z.enum(PAYMENT_METHODS, 'paymentMethod').default('cod'),
    card: CardDetails.optional(),
    /** A business purchase: the buyer's GSTIN, printed on its tax invoices. Blank means none. */
    buyerGstin: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(gstinField.optional()),
  })
  .superRefine(
    (order, ctx) => {
      if (order.paymentMethod === 'card' && !order.card) ctx.addIssue({ code: 'custom', path: ['card'], message: 'cardRequired' });
    },
    // Checked even when other fields are wrong, so every message shows at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  // Card details of an order paid otherwise are not kept even in memory longer than needed.
  .transform((order) => (order.paymentMethod !== 'card' ? { ...order, card: undefined } : order));
export type StoreCreateOrder = z.infer<typeof StoreCreateOrder>;
export type StoreCreateOrderInput = z.input<typeof StoreCreateOrder>;

export const StoreOrderLine = z.object({
  productId: z.string(),
  /** The product's name as sold, in English (the shop's own fields). */
  name: z.string(),
  /** Its Hindi and Marathi names as sold, where it had them (issue 14): the page shows its language's. */
  otherNames: z.object({ hi: z.string().optional(), mr: z.string().optional() }),
  unitPricePaise: z.number().int(),
  quantity: z.number().int(),
  /** The line's taxable value. */
  lineTotalPaise: z.number().int(),
  /** HSN code and GST rate (basis points) as sold; null on orders placed before GST invoices. */
  hsnCode: z.string().nullable(),
  gstRateBp: z.number().int().nullable(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
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

export const StoreOrder = z.object({
  id: z.string(),
  orderDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(StoreOrderLine),
  subtotalPaise: z.number().int(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  cardLast4: z.string().nullable(),
  shipping: ShippingAddress,
  /** The state the tax was charged for; null: placed before GST invoices (its amounts stand). */
  placeOfSupply: z.enum(INDIAN_STATES_AND_UTS).nullable(),
  buyerGstin: z.string().nullable(),
  taxSplit: z.array(TaxSplitRow),
  /** Its tax documents; none on orders placed before GST invoices. */
  documents: z.array(OrderDocument),
  /** Bank-transfer orders only: where to pay. */
  bankTransfer: BankTransferDetails.optional(),
});
export type StoreOrder = z.infer<typeof StoreOrder>;
export type StoreOrderLine = z.infer<typeof StoreOrderLine>;

/**
 * POST /api/store/orders/quote: what an order of these lines would cost delivered to this state
 * and pincode, computed by the server as the order would be (the checkout's summary shows it).
 */
export const StoreOrderQuoteInput = z.object({ items: OrderItems, shipping: ShippingAddress.pick({ state: true, pincode: true }) });
export type StoreOrderQuoteInput = z.infer<typeof StoreOrderQuoteInput>;
export const StoreOrderQuote = z.object({
  subtotalPaise: z.number().int(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
  placeOfSupply: z.enum(INDIAN_STATES_AND_UTS),
  taxSplit: z.array(TaxSplitRow),
});
export type StoreOrderQuote = z.infer<typeof StoreOrderQuote>;

/** GET /api/store/orders: My Orders, newest first. */
export const StoreOrderList = z.object({ items: z.array(StoreOrder) });
export type StoreOrderList = z.infer<typeof StoreOrderList>;
