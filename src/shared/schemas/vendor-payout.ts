import { z } from 'zod';
import { currentPasswordField } from './auth.ts';
import { RefundBankAccount } from './returns.ts';

/**
 * UPI ID (a virtual payment address): a name of letters, digits, dots, hyphens or underscores, an
 * @, and the payment app's handle (9822012345@ybl, ravi.patil@oksbi). UPI reads it without case.
 */
export const UPI_ID_FORMAT = /^[a-z0-9][a-z0-9._-]{1,98}@[a-z][a-z0-9]{1,48}$/;

// The same holder, number and IFSC rules as a buyer's refund account (returns.ts): one set of
// messages for every bank account the shop takes.
const { accountHolderName, accountNumber, ifscCode } = RefundBankAccount.shape;

/** An optional text: blank means none (null). */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

/**
 * PUT /api/vendor/payout-account: the account the shop pays the vendor's sales into (docs/product-rules.md 35).
 * The number is typed twice, and both must match: a slip of one digit would send the money to a
 * stranger. The bank name is the vendor's own words (the shop looks nothing up from the IFSC). The
 * vendor's current password comes with it, checked by the server and never stored.
 */
export const VendorPayoutAccountInput = z
  .object({
    accountHolderName,
    accountNumber,
    confirmAccountNumber: z.string('required').transform((v) => v.replace(/\s/g, '')),
    ifscCode,
    bankName: optionalText(100, 'tooLong100'),
    upiId: z
      .string()
      .transform((v) => v.trim().toLowerCase())
      .pipe(z.union([z.literal(''), z.string().max(100, 'upiId').regex(UPI_ID_FORMAT, 'upiId')], 'upiId'))
      .nullish()
      .transform((v) => v || null),
    // Asked again on every save: a session alone must not redirect the vendor's money (docs/decisions/0038).
    currentPassword: currentPasswordField,
  })
  .refine((a) => a.confirmAccountNumber === a.accountNumber, {
    message: 'accountNumbersDoNotMatch',
    path: ['confirmAccountNumber'],
    // Checked even when another field is wrong, so every mistake shows at once.
    when: ({ value }) => {
      const v = value as { accountNumber?: unknown; confirmAccountNumber?: unknown };
      return typeof v.accountNumber === 'string' && typeof v.confirmAccountNumber === 'string';
    },
  });
export type VendorPayoutAccountInput = z.infer<typeof VendorPayoutAccountInput>;
/** The form's values, before the schema trims and uppercases them. */
export type VendorPayoutAccountFormValues = z.input<typeof VendorPayoutAccountInput>;

/** The account as the vendor (and the admin, until it asks for the number) sees it: the number only by its last 4 digits. */
export const VendorPayoutAccount = z.object({
  accountHolderName: z.string(),
  accountNumberLast4: z.string(),
  ifscCode: z.string(),
  bankName: z.string().nullable(),
  upiId: z.string().nullable(),
  updatedAt: z.string(),
});
export type VendorPayoutAccount = z.infer<typeof VendorPayoutAccount>;

/** GET, PUT and DELETE /api/vendor/payout-account, GET /api/admin/vendors/:userId/payout-account: null until one is saved. */
export const VendorPayoutAccountState = z.object({ account: VendorPayoutAccount.nullable() });
export type VendorPayoutAccountState = z.infer<typeof VendorPayoutAccountState>;

/** POST /api/admin/vendors/:userId/payout-account/reveal: the full number, which the admin needs to make a payout. */
export const AdminVendorPayoutAccount = VendorPayoutAccount.extend({ accountNumber: z.string() });
export type AdminVendorPayoutAccount = z.infer<typeof AdminVendorPayoutAccount>;
