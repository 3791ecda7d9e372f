import { CUSTOMER_GROUPS } from '#shared/price-lists';
import { LANGUAGES } from '#shared/languages';
import { PERMISSIONS, STAFF_ROLES } from '#shared/staff-roles';
import { z } from 'zod';
import { emailField, phoneField } from './fields.ts';
import { optionalGstinField } from './gst.ts';

export const MIN_PASSWORD_LENGTH = 8;
// Long enough for any passphrase; short enough that hashing an attacker's 1 MB "password" is no DoS.
export const MAX_PASSWORD_LENGTH = 128;

/** The kinds of account; only the first two can be created by signing up (docs/product-rules.md 6). */
export const USER_TYPES = ['user', 'vendor', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const VENDOR_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

const email = emailField;
const phone = phoneField;
const newPassword = z.string().min(1, 'required').min(MIN_PASSWORD_LENGTH, 'passwordTooShort').max(MAX_PASSWORD_LENGTH, 'passwordTooLong');
const requiredText = (max: number, tooLong: string) => z.string().trim().min(1, 'required').max(max, tooLong);


const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { message: 'passwordsDoNotMatch', path: ['confirmPassword'] };

/** The customer sign-up form (specification, section 3); `type` may only ask for a customer. */
export const AuthRegisterCustomer = z
  .object({
    type: z.literal('user', 'accountType').default('user'),
    name: requiredText(100, 'tooLong100'),
    email,
    phone,
    password: newPassword,
    confirmPassword: z.string().min(1, 'required'),
    /** Offers and crop tips: an unticked box, its own consent apart from order messages (docs/product-rules.md 37). */
    marketingOptIn: z.boolean().optional(),
  })
  .refine(passwordsMatch, mismatch);

/** The vendor sign-up form: every field is kept in the vendor profile (docs/product-rules.md 9). */
export const AuthRegisterVendor = z
  .object({
    type: z.literal('vendor', 'accountType'),
    businessName: requiredText(200, 'tooLong200'),
    ownerName: requiredText(100, 'tooLong100'),
    email,
    phone,
    address: requiredText(300, 'tooLong300'),
    gstNumber: optionalGstinField,
    password: newPassword,
    confirmPassword: z.string().min(1, 'required'),
  })
  .refine(passwordsMatch, mismatch);

export type AuthRegisterCustomer = z.infer<typeof AuthRegisterCustomer>;
export type AuthRegisterVendor = z.infer<typeof AuthRegisterVendor>;
export type AuthRegister = z.infer<typeof AuthRegister>;

/**
 * POST /api/auth/register: the vendor form when `type` is "vendor", else the customer form, whose
 * `type` must be "user" or absent. So `type: "admin"` is a 400 naming the field, and unknown keys
 * such as `role` are dropped: no request can create an admin.
 */
export const AuthRegister = z.preprocess(
  (body) => (typeof body === 'object' && body !== null && !Array.isArray(body) && (body as { type?: unknown }).type === undefined ? { ...body, type: 'user' } : body),
  z.discriminatedUnion('type', [AuthRegisterCustomer, AuthRegisterVendor], { error: 'accountType' }),
);

export const AuthLogin = z.object({
  email: z.string().trim().min(1, 'required').max(254, 'tooLong254'),
  password: z.string().min(1, 'required').max(MAX_PASSWORD_LENGTH, 'passwordTooLong'),
});
export type AuthLogin = z.infer<typeof AuthLogin>;

/** The signed-in account as every page sees it (specification: session user). */
export const SessionUser = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for an account made with a mobile number only (docs/product-rules.md 36). */
  email: z.string().nullable(),
  /** The verified mobile number (+91 and 10 digits), null until one is verified. */
  mobile: z.string().nullable(),
  type: z.enum(USER_TYPES),
  /** The language the account chose, null until it chooses one (docs/product-rules.md 26). */
  language: z.enum(LANGUAGES).nullable(),
  /** The prices it buys at (docs/product-rules.md 46): a dealer's or an FPO's pages ask for its own. */
  customerGroup: z.enum(CUSTOMER_GROUPS),
  /** A staff account's role (docs/product-rules.md 49); absent for customers and vendors. */
  staffRole: z.enum(STAFF_ROLES).optional(),
  /** What that role may do (src/shared/staff-roles.ts), for the admin area's menu; absent for customers and vendors. */
  permissions: z.array(z.enum(PERMISSIONS)).optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** PUT /api/auth/language: the account's language from now on. */
export const AuthLanguage = z.object({ language: z.enum(LANGUAGES, { error: 'Language must be en, hi or mr' }) });
export type AuthLanguage = z.infer<typeof AuthLanguage>;

/** The answer of sign-up, login and GET /api/auth/me. */
export const AuthSession = z.object({ user: SessionUser });
export type AuthSession = z.infer<typeof AuthSession>;

/**
 * GET /api/auth/session: whoever the page is for, a visitor (null) as well as an account. The
 * header asks it once a page shared by every visitor is hydrated (docs/decisions/0040), where
 * /api/auth/me's 401 would be an error in every visitor's console.
 */
export const VisitorSession = z.object({ user: SessionUser.nullable() });
export type VisitorSession = z.infer<typeof VisitorSession>;

export const AuthUpdateProfile = z.object({
  name: requiredText(100, 'tooLong100'),
  phone,
});
export type AuthUpdateProfile = z.infer<typeof AuthUpdateProfile>;

/**
 * The account's password, asked again before a change that could hand the account or its money
 * to someone else (the password, the e-mail address, a vendor's payout bank account), so a
 * session alone cannot make it (docs/decisions/0038-account-changes.md).
 */
export const currentPasswordField = z.string('required').min(1, 'required').max(MAX_PASSWORD_LENGTH, 'passwordTooLong');

/** PUT /api/auth/email: a new sign-in address; the owner is told at the old one and the new one. */
export const AuthChangeEmail = z.object({ email, currentPassword: currentPasswordField });
export type AuthChangeEmail = z.infer<typeof AuthChangeEmail>;

export const AuthChangePassword = z
  .object({
    currentPassword: currentPasswordField,
    password: newPassword,
    confirmPassword: z.string().min(1, 'required'),
  })
  .refine(passwordsMatch, mismatch);
export type AuthChangePassword = z.infer<typeof AuthChangePassword>;

export const Profile = z.object({
  id: z.string(),
  name: z.string(),
  /** The sign-in e-mail; null for an account made with a mobile number only. */
  email: z.string().nullable(),
  type: z.enum(USER_TYPES),
  /** A contact number the account typed (a vendor's); not a sign-in. */
  phone: z.string().nullable(),
  /** The verified mobile number it signs in with (+91 and 10 digits); null until one is verified. */
  mobile: z.string().nullable(),
  /** Where order messages go to that mobile: SMS, or WhatsApp when the account chose it. */
  textChannel: z.enum(['sms', 'whatsapp']),
  /** Whether the account has a password (an account made with a mobile number has none). */
  hasPassword: z.boolean(),
  joinedAt: z.string(),
  /** Whether the account agreed to offers and crop tips (its newest choice; docs/product-rules.md 37). */
  marketingOptIn: z.boolean(),
  vendor: z
    .object({
      businessName: z.string(),
      ownerName: z.string(),
      phone: z.string(),
      address: z.string(),
      gstNumber: z.string().nullable(),
      status: z.enum(VENDOR_STATUSES),
      /** Why an admin rejected the application; null unless rejected. */
      rejectionReason: z.string().nullable(),
    })
    .nullable(),
});
export type Profile = z.infer<typeof Profile>;

/** How long a password-reset link works (docs/product-rules.md 30). */
export const PASSWORD_RESET_MINUTES = 30;

/** POST /api/auth/password-reset: the account's e-mail; the answer is the same whether it exists or not. */
export const AuthPasswordResetRequest = z.object({ email });
export type AuthPasswordResetRequest = z.infer<typeof AuthPasswordResetRequest>;

/** The answer to every well-formed reset request: a link is on its way if the account exists. */
export const AuthPasswordResetAccepted = z.object({ expiresInMinutes: z.number().int() });
export type AuthPasswordResetAccepted = z.infer<typeof AuthPasswordResetAccepted>;

/**
 * POST /api/auth/password-reset/confirm: the token from the link (sent in the body, never in an
 * address the request log records) and the new password, under the sign-up's rules.
 */
export const AuthPasswordResetConfirm = z
  .object({
    token: z.string().min(1, 'required').max(200, 'tooLong200'),
    password: newPassword,
    confirmPassword: z.string().min(1, 'required'),
  })
  .refine(passwordsMatch, mismatch);
export type AuthPasswordResetConfirm = z.infer<typeof AuthPasswordResetConfirm>;
