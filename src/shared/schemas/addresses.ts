import { z } from 'zod';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { ShippingAddress } from './orders.ts';

/** How many delivery addresses an account keeps (docs/product-rules.md 32): enough for home, farm and relatives. */
export const MAX_ADDRESSES = 10;

/**
 * A saved address as the customer writes it: the delivery fields of checkout's shipping address
 * (the same rules, reused: an address that saves is one checkout accepts), without the e-mail,
 * which is the account's, and an optional label ("Farm"). Blank label means none.
 */
export const AddressInput = ShippingAddress.omit({ email: true }).extend({
  label: z
    .string()
    .trim()
    .max(40, 'tooLong40')
    .optional()
    .transform((v) => v || undefined),
});
export type AddressInput = z.infer<typeof AddressInput>;
export type AddressFormValues = z.input<typeof AddressInput>;

export const SavedAddress = z.object({
  id: z.string(),
  label: z.string().nullable(),
  fullName: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.enum(INDIAN_STATES_AND_UTS),
  pincode: z.string(),
  /** Exactly one of an account's addresses is its default; checkout preselects it. */
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;

/** GET /api/auth/addresses: the default first, then the oldest first. */
export const SavedAddressList = z.object({
  addresses: z.array(SavedAddress),
  max: z.number().int(),
});
export type SavedAddressList = z.infer<typeof SavedAddressList>;
