import { z } from 'zod';
import { PAYMENT_METHODS } from './orders.ts';
import { pricePaiseField } from './admin-products.ts';

/** The largest order cash on delivery takes unless the owner sets another (docs/product-rules.md 20): ₹50,000. */
export const DEFAULT_COD_MAX_PAISE = 50_000_00;

/** IFSC: 4 letters (the bank), a 0 (reserved), 6 letters or digits (the branch), e.g. SBIN0001234. */
export const IFSC_FORMAT = /^[A-Z]{4}0[A-Z0-9]{6}$/;

const requiredText = (max: number, tooLong: string) => z.string().trim().min(1, 'required').max(max, tooLong);
const isActive = z.boolean('trueOrFalse');

/**
 * The payment gateway, Razorpay (specification, section 5: key id and key secret are required).
 * Both secrets are write-only: blank keeps the one already saved; the server refuses a blank key
 * secret when none is. The webhook secret is the one set for the shop's webhook in the gateway's
 * dashboard; until there is one, webhooks are refused and payments are confirmed by the return only.
 */
export const AdminPaymentGateway = z.object({
  keyId: requiredText(100, 'tooLong100').regex(/^\S+$/, 'noSpaces'),
  keySecret: z.string().trim().max(200, 'tooLong200').default(''),
  webhookSecret: z.string().trim().max(200, 'tooLong200').default(''),
  isActive,
});

/** Bank transfer: bank name, holder name, account number and IFSC code are required. */
export const AdminBankTransfer = z.object({
  bankName: requiredText(100, 'tooLong100'),
  accountHolderName: requiredText(100, 'tooLong100'),
  accountNumber: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().min(1, 'required').regex(/^[0-9]{9,18}$/, 'accountNumber')),
  ifscCode: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().min(1, 'required').regex(IFSC_FORMAT, 'ifsc')),
  isActive,
});

/** Cash on delivery: instructions are optional; blank means none. */
export const AdminCashOnDelivery = z.object({
  isActive,
  /** Orders above this total are not offered cash on delivery. */
  maxOrderPaise: pricePaiseField.default(DEFAULT_COD_MAX_PAISE),
  instructions: z
    .string()
    .trim()
    .max(500, 'tooLong500')
    .nullish()
    .transform((v) => v || null),
});

/**
 * PUT /api/admin/payment-settings: any of the three sections, each saved whole; a section left
 * out keeps what it had (the page saves one section at a time).
 */
export const AdminUpdatePaymentSettings = z
  .object({
    gateway: AdminPaymentGateway.optional(),
    bank: AdminBankTransfer.optional(),
    cod: AdminCashOnDelivery.optional(),
  })
  .refine((s) => s.gateway || s.bank || s.cod, 'required');
export type AdminUpdatePaymentSettings = z.infer<typeof AdminUpdatePaymentSettings>;
export type AdminPaymentGatewayInput = z.input<typeof AdminPaymentGateway>;
export type AdminBankTransferInput = z.input<typeof AdminBankTransfer>;
export type AdminCashOnDeliveryInput = z.input<typeof AdminCashOnDelivery>;
export type AdminPaymentGateway = z.infer<typeof AdminPaymentGateway>;
export type AdminBankTransfer = z.infer<typeof AdminBankTransfer>;
export type AdminCashOnDelivery = z.infer<typeof AdminCashOnDelivery>;

/** GET /api/admin/payment-settings: everything but the key secret, of which only its presence shows. */
export const AdminPaymentSettings = z.object({
  gateway: z.object({
    keyId: z.string().nullable(),
    /** The first 8 characters, as the summary shows them. */
    keyIdPreview: z.string().nullable(),
    hasKeySecret: z.boolean(),
    hasWebhookSecret: z.boolean(),
    isActive: z.boolean(),
  }),
  bank: z.object({
    bankName: z.string().nullable(),
    accountHolderName: z.string().nullable(),
    accountNumber: z.string().nullable(),
    accountNumberLast4: z.string().nullable(),
    ifscCode: z.string().nullable(),
    isActive: z.boolean(),
  }),
  cod: z.object({ isActive: z.boolean(), instructions: z.string().nullable(), maxOrderPaise: z.number().int() }),
  /** When an admin last saved them; null while the defaults apply. */
  updatedAt: z.string().nullable(),
});
export type AdminPaymentSettings = z.infer<typeof AdminPaymentSettings>;

/** GET /api/store/payment-methods: what checkout may offer now, in the order it offers them. */
export const StorePaymentMethods = z.object({
  methods: z.array(z.enum(PAYMENT_METHODS)),
  codInstructions: z.string().nullable(),
  /** Cash on delivery takes orders up to this total; checkout offers it only within it. */
  codMaxPaise: z.number().int(),
});
export type StorePaymentMethods = z.infer<typeof StorePaymentMethods>;
