import { z } from 'zod';
import { CUSTOMER_GROUPS } from '#shared/price-lists';
import { adminPageOf, adminPaging, adminSearch } from './admin-common.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, USER_TYPES } from './auth.ts';
import { emailField } from './fields.ts';

const userType = z.enum(USER_TYPES, 'userType');

/** Manage Users list: newest first, searchable by name or email, optionally one type only. */
export const AdminUserListQuery = z.object({
  ...adminPaging,
  q: adminSearch,
  // A blank select ("All types") arrives as an empty string.
  type: z.preprocess((v) => (v === '' ? undefined : v), userType.optional()),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;

/** Edit user: what the admin may change (the password stays the account holder's). */
export const AdminUpdateUser = z.object({
  name: z.string().trim().min(1, 'required').max(100, 'tooLong100'),
  email: emailField,
  type: userType,
});
export type AdminUpdateUser = z.infer<typeof AdminUpdateUser>;

/** Add user (specification, section 5): name, email, password and type, all required; password rules of sign-up. */
export const AdminCreateUser = AdminUpdateUser.extend({
  password: z.string().min(1, 'required').min(MIN_PASSWORD_LENGTH, 'passwordTooShort').max(MAX_PASSWORD_LENGTH, 'passwordTooLong'),
});
export type AdminCreateUser = z.infer<typeof AdminCreateUser>;

/** Deactivate (cannot sign in, orders kept) or activate again. */
export const AdminSetUserActive = z.object({ active: z.boolean('trueOrFalse') });
export type AdminSetUserActive = z.infer<typeof AdminSetUserActive>;

export const AdminUser = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for an account made with a mobile number only. */
  email: z.string().nullable(),
  /** The verified mobile number it signs in with, if any. */
  mobile: z.string().nullable(),
  type: z.enum(USER_TYPES),
  joinedAt: z.string(),
  /** false: deactivated, cannot sign in. */
  active: z.boolean(),
  /** Its customer group, whose price list it buys at (docs/product-rules.md 46). */
  customerGroup: z.enum(CUSTOMER_GROUPS),
  orderCount: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserList = adminPageOf(AdminUser);
export type AdminUserList = z.infer<typeof AdminUserList>;

/** What DELETE did: an account with orders is deactivated instead, so its orders stay whole. */
export const AdminDeleteUserResult = z.object({ outcome: z.enum(['deleted', 'deactivated']) });
export type AdminDeleteUserResult = z.infer<typeof AdminDeleteUserResult>;
