import { BUSINESS_GROUPS, CUSTOMER_GROUPS, GROUP_REQUEST_STATUSES } from '#shared/price-lists';
import { z } from 'zod';
import { LANGUAGES } from '#shared/languages';
import { SIGN_IN_CODE_DIGITS, TEXT_CHANNELS } from './mobile-sign-in.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus } from './orders.ts';

// A farmer's personal data as India's Digital Personal Data Protection Act, 2023 asks the shop to
// handle it: marketing only with his own consent, a copy of what the shop keeps, and his account
// erased on request (docs/product-rules.md 37).

/** Where a yes or no to offers and crop tips was given: at sign-up, in Profile, or by a WhatsApp reply. */
export const MARKETING_CONSENT_SOURCES = ['sign_up', 'profile', 'whatsapp_stop', 'whatsapp_start'] as const;
export type MarketingConsentSource = (typeof MARKETING_CONSENT_SOURCES)[number];

/** An order still on its way: an account with one cannot be deleted until it is delivered or cancelled. */
export type OpenOrderStatus = Extract<OrderStatus, 'pending' | 'processing' | 'shipped'>;

/** PUT /api/auth/marketing: offers and crop tips, yes or no; order messages are not asked (they are the service). */
export const MarketingChoice = z.object({ optIn: z.boolean('required') });
export type MarketingChoice = z.infer<typeof MarketingChoice>;

const ConsentChange = z.object({ given: z.boolean(), source: z.enum(MARKETING_CONSENT_SOURCES), at: z.string() });

/**
 * GET /api/auth/my-data: everything the shop keeps of the signed-in account, as a JSON download
 * (docs/product-rules.md 37). No password hash, session or code, and nothing of another account.
 */
export const MyAccountData = z.object({
  exportedAt: z.string(),
  account: z.object({
    name: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    /** The contact number typed in a form (not a sign-in). */
    phone: z.string().nullable(),
    language: z.enum(LANGUAGES).nullable(),
    textChannel: z.enum(TEXT_CHANNELS),
    joinedAt: z.string(),
    marketing: z.object({ optIn: z.boolean(), history: z.array(ConsentChange) }),
    customerGroup: z.enum(CUSTOMER_GROUPS),
    businessRequest: z.object({ group: z.enum(BUSINESS_GROUPS), businessName: z.string(), gstin: z.string().nullable(), status: z.enum(GROUP_REQUEST_STATUSES), requestedAt: z.string() }).nullable(),
  }),
  savedAddresses: z.array(
    z.object({ label: z.string().nullable(), fullName: z.string(), phone: z.string(), address: z.string(), city: z.string(), state: z.string(), pincode: z.string(), isDefault: z.boolean(), createdAt: z.string() }),
  ),
  orders: z.array(
    z.object({
      number: z.string(),
      placedAt: z.string(),
      status: z.enum(ORDER_STATUSES),
      paymentMethod: z.enum(PAYMENT_METHODS),
      lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), unitPricePaise: z.number().int(), lineTotalPaise: z.number().int(), unitPriceRupees: z.string(), lineTotalRupees: z.string() })),
      subtotalPaise: z.number().int(),
      /** What the coupon took off (0 without one), and its code; total = subtotal - discount + GST (docs/product-rules.md 43). */
      discountPaise: z.number().int(),
      couponCode: z.string().nullable(),
      gstPaise: z.number().int(),
      totalPaise: z.number().int(),
      totalRupees: z.string(),
      shipping: z.object({ fullName: z.string(), email: z.string(), phone: z.string(), address: z.string(), city: z.string(), state: z.string(), pincode: z.string() }),
    }),
  ),
  /** The crops recorded on My farm (docs/product-rules.md 42). */
  farmCrops: z.array(z.object({ crop: z.string(), acres: z.number(), sownOn: z.string(), state: z.string(), district: z.string(), createdAt: z.string() })),
  /** Messages the shop sent to the account's e-mail address or mobile number (not their texts: what they said is in the orders). */
  messages: z.array(z.object({ channel: z.enum(['email', 'sms', 'whatsapp']), kind: z.string(), to: z.string(), createdAt: z.string(), status: z.enum(['pending', 'sent', 'failed']) })),
});
export type MyAccountData = z.infer<typeof MyAccountData>;

/**
 * POST /api/auth/delete-account: an account with a mobile number proves it with the code sent to
 * it (POST /api/auth/delete-account/code); one with an e-mail address only, with its password.
 */
export const DeleteAccount = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{${SIGN_IN_CODE_DIGITS}}$`), 'code')
    .optional(),
  currentPassword: z.string().min(1, 'required').max(128, 'passwordTooLong').optional(),
});
export type DeleteAccount = z.infer<typeof DeleteAccount>;
