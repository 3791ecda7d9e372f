import { z } from 'zod';
import { adminPageOf, adminPaging } from './admin-common.ts';

/**
 * Returns within 14 days of delivery (docs/product-rules.md 24). A return moves
 * requested -> approved | rejected (the admin, or the vendor when every line is its own), then
 * approved -> received (the admin: goods back in stock, the credit note issued, the refund
 * started), then received -> refunded. An online-paid order's refund goes to the gateway as the
 * goods are received, so its return is refunded at once (the gateway's answer shows on the
 * refund); a cash or bank order's waits for the admin to record the bank transfer's UTR.
 * rejected and refunded are final.
 */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** Returns still holding their units: a second request for the same units is refused. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved'];

/** Why the buyer returns the goods; 'other' needs a note. */
export const RETURN_REASONS = ['damaged', 'wrong_item', 'not_as_described', 'no_longer_needed', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** The refund policy's period: 14 calendar days, counted as 14 × 24 hours from the delivery recorded in the order's history. */
export const RETURN_WINDOW_DAYS = 14;
export const RETURN_WINDOW_MS = RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** IFSC: 4 letters (the bank), a 0, 6 letters or digits (the branch), as payment-settings' IFSC_FORMAT. */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** The account a cash or bank-transfer order's refund is sent to (the refund policy asks for these three). */
export const RefundBankAccount = z.object({
  accountHolderName: z.string('required').trim().min(1, 'required').max(100, 'tooLong100'),
  accountNumber: z
    .string('required')
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().min(1, 'required').regex(/^[0-9]{9,18}$/, 'accountNumber')),
  ifscCode: z
    .string('required')
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().min(1, 'required').regex(IFSC, 'ifsc')),
});
export type RefundBankAccount = z.infer<typeof RefundBankAccount>;

/**
 * POST /api/store/orders/:id/returns. Seed lines must say whether the packet was opened (the
 * server knows which lines are seeds and refuses an opened one, as the refund policy says).
 * A cash or bank-transfer order must give the account to refund to.
 */
export const StoreReturnRequest = z
  .object({
    lines: z
      .array(
        z.object({
          productId: z.string('required').min(1, 'required').max(64, 'unknownProduct'),
          quantity: z.number('quantity').int('quantity').min(1, 'quantity').max(999, 'quantityTooLarge'),
          openedSeedPacket: z.boolean('trueOrFalse').optional(),
        }),
        'returnLines',
      )
      .min(1, 'returnLines')
      .max(50, 'tooManyLines')
      .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, 'duplicateLines'),
    reason: z.enum(RETURN_REASONS, 'returnReason'),
    note: z
      .string()
      .trim()
      .max(500, 'tooLong500')
      .optional()
      .transform((v) => v || undefined),
    bankAccount: RefundBankAccount.optional(),
  })
  .superRefine(
    (r, ctx) => {
      if (r.reason === 'other' && !r.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'required' });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type StoreReturnRequest = z.infer<typeof StoreReturnRequest>;
export type StoreReturnRequestInput = z.input<typeof StoreReturnRequest>;

export const ReturnLine = z.object({
  productId: z.string(),
  name: z.string(),
  otherNames: z.object({ hi: z.string().optional(), mr: z.string().optional() }),
  quantity: z.number().int(),
  /** A seed line: the buyer's word that its packet is unopened (false), or null for other goods. */
  openedSeedPacket: z.boolean().nullable(),
});
export type ReturnLine = z.infer<typeof ReturnLine>;

/** The refund a received return started (as the order's refunds list it). */
export const ReturnRefund = z.object({
  amountPaise: z.number().int(),
  method: z.enum(['gateway', 'cash', 'bank']),
  status: z.enum(['pending', 'processed', 'failed']),
});

/** A return as its buyer sees it. The bank account shows only its last 4 digits. */
export const StoreReturn = z.object({
  id: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The reason given with a rejection (or an approval's remark). */
  decisionReason: z.string().nullable(),
  receivedAt: z.string().nullable(),
  lines: z.array(ReturnLine),
  refund: ReturnRefund.nullable(),
  refundAccountLast4: z.string().nullable(),
});
export type StoreReturn = z.infer<typeof StoreReturn>;

/** Whether the buyer may still ask for a return, until when, and how much of each line. */
export const ReturnWindow = z.object({
  /** Delivered, within the 14 days, and something left to return. */
  open: z.boolean(),
  /** When the 14 days end (ISO time); null while the order is not delivered. */
  until: z.string().nullable(),
  /** A cash or bank-transfer order: the form asks for the account to refund to. */
  needsBankAccount: z.boolean(),
  lines: z.array(z.object({ productId: z.string(), returnable: z.number().int(), seed: z.boolean() })),
});
export type ReturnWindow = z.infer<typeof ReturnWindow>;

/** POST /api/admin/returns/:id/decision and POST /api/vendor/returns/:id/decision: a rejection needs its reason. */
export const ReturnDecisionInput = z
  .object({
    decision: z.enum(['approve', 'reject'], 'required'),
    reason: z
      .string()
      .trim()
      .max(500, 'tooLong500')
      .optional()
      .transform((v) => v || undefined),
  })
  .superRefine(
    (d, ctx) => {
      if (d.decision === 'reject' && !d.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type ReturnDecisionInput = z.infer<typeof ReturnDecisionInput>;
export type ReturnDecisionBody = z.input<typeof ReturnDecisionInput>;

/** POST /api/admin/returns/:id/refund: the bank transfer that paid a cash or bank order's return back, by its UTR. */
export const ReturnRefundRecorded = z.object({
  utr: z
    .string('utr')
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6,30}$/, 'utr')),
});
export type ReturnRefundRecorded = z.infer<typeof ReturnRefundRecorded>;

/** A return as the admin sees it: who decided and received it, and the account to refund to in full. */
export const AdminReturn = StoreReturn.extend({
  orderId: z.string(),
  /** HY-000123 (src/shared/order-number.ts). */
  orderNumber: z.string(),
  customerName: z.string(),
  decidedByName: z.string().nullable(),
  receivedByName: z.string().nullable(),
  /** Cash and bank orders: where the refund goes (the admin alone reads it). */
  refundAccount: RefundBankAccount.nullable(),
  /** The credit notes issued on receipt, by number. */
  creditNoteNumbers: z.array(z.string()),
  /** The refund is the admin's to send by bank transfer and record with its UTR. */
  awaitingBankRefund: z.boolean(),
  refundReference: z.string().nullable(),
});
export type AdminReturn = z.infer<typeof AdminReturn>;

/** GET /api/admin/returns: returns of every order, newest first, optionally of one status. */
export const AdminReturnListQuery = z.object({
  ...adminPaging,
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(RETURN_STATUSES, 'returnStatus').optional()),
});
export type AdminReturnListQuery = z.infer<typeof AdminReturnListQuery>;
export const AdminReturnList = adminPageOf(AdminReturn);
export type AdminReturnList = z.infer<typeof AdminReturnList>;
export const AdminOrderReturns = z.object({ items: z.array(AdminReturn) });
export type AdminOrderReturns = z.infer<typeof AdminOrderReturns>;

/** A return as the vendor sees it: its lines, the buyer's name and city only, and whether it may decide it. */
export const VendorReturn = StoreReturn.omit({ refundAccountLast4: true }).extend({
  orderId: z.string(),
  orderNumber: z.string(),
  buyerName: z.string(),
  shipCity: z.string(),
  /** Every line of the return is this vendor's: it approves or rejects it. */
  decidable: z.boolean(),
});
export type VendorReturn = z.infer<typeof VendorReturn>;
export const VendorReturnList = z.object({ items: z.array(VendorReturn) });
export type VendorReturnList = z.infer<typeof VendorReturnList>;
