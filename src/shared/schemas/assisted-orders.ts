import { z } from 'zod';
import { LANGUAGES } from '#shared/languages';
import { codeField, mobileField } from './mobile-sign-in.ts';
import { optionalCouponCode, OrderItems, ShippingAddress, StoreOrderQuote } from './orders.ts';

/** How a farmer pays for an order the staff place for him: on delivery, or by bank transfer (no card over the phone). */
export const ASSISTED_PAYMENT_METHODS = ['cod', 'bank_transfer'] as const;

export const ASSISTED_ORDER_STATUSES = ['waiting', 'confirmed', 'cancelled', 'expired', 'refused'] as const;
export type AssistedOrderStatus = (typeof ASSISTED_ORDER_STATUSES)[number];

/**
 * POST /api/admin/assisted-orders: an agent's order for a farmer on the phone (docs/product-rules.md
 * 53): the farmer by his mobile (a new number needs his name, and takes his language), the lines,
 * where it goes and how he pays. Nothing is placed until he confirms it.
 */
export const AdminAssistedOrderInput = z.object({
  farmer: z.object({
    mobile: mobileField,
    name: z.string().trim().max(100, 'tooLong100').optional().transform((v) => v || undefined),
    language: z.enum(LANGUAGES, 'language'),
  }),
  items: OrderItems,
  shipping: ShippingAddress,
  paymentMethod: z.enum(ASSISTED_PAYMENT_METHODS, 'assistedPayment').default('cod'),
  couponCode: optionalCouponCode,
});
export type AdminAssistedOrderInput = z.infer<typeof AdminAssistedOrderInput>;

/** POST /api/admin/assisted-orders/:id/confirm: the code the farmer read back. */
export const AdminConfirmAssistedOrder = z.object({ code: codeField });

export const AdminAssistedOrder = z.object({
  id: z.string(),
  status: z.enum(ASSISTED_ORDER_STATUSES),
  farmer: z.object({ id: z.string(), name: z.string(), mobile: z.string(), isNew: z.boolean() }),
  /** What it came to when asked for; the order prices itself again when placed. */
  totalPaise: z.number().int(),
  /** The price's parts as checkout would show them: in the answer to the asking only. */
  quote: StoreOrderQuote.nullable(),
  expiresAt: z.string(),
  /** The order it became, once confirmed. */
  order: z.object({ id: z.string(), number: z.string() }).nullable(),
});
export type AdminAssistedOrder = z.infer<typeof AdminAssistedOrder>;

/** GET /api/store/order-consent/:token: what the farmer is asked to confirm, from his message's link. */
export const StoreOrderConsent = z.object({
  status: z.enum(ASSISTED_ORDER_STATUSES),
  lines: z.array(z.object({ name: z.string(), otherNames: z.object({ hi: z.string().optional(), mr: z.string().optional() }), quantity: z.number().int() })),
  totalPaise: z.number().int(),
  paymentMethod: z.enum(ASSISTED_PAYMENT_METHODS),
  shipping: z.object({ fullName: z.string(), city: z.string(), state: z.string(), pincode: z.string() }),
  expiresAt: z.string(),
  orderNumber: z.string().nullable(),
});
export type StoreOrderConsent = z.infer<typeof StoreOrderConsent>;
