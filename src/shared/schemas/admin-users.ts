import { z } from 'zod';
import { CUSTOMER_GROUPS } from '#shared/price-lists';
import { adminPageOf, adminPaging, adminSearch } from './admin-common.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, USER_TYPES } from './auth.ts';
import { emailField } from './fields.ts';
import { STAFF_ROLES } from '#shared/staff-roles';

const userType = z.enum(USER_TYPES, 'userType');
const staffRole = z.enum(STAFF_ROLES, 'staffRole');

/** Manage Users list: newest first, searchable by name or email, optionally one type only. */
export const AdminUserListQuery = z.object({
  ...adminPaging,
  q: adminSearch,
  // A blank select ("All types") arrives as an empty string.
  type: z.preprocess((v) => (v === '' ? undefined : v), userType.optional()),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;

const userFields = {
  name: z.string().trim().min(1, 'required').max(100, 'tooLong100'),
  email: emailField,
  type: userType,
  /**
   * A staff account's role (docs/product-rules.md 49): needed to make an account staff; left out,
   * a staff account keeps its own. Ignored for customers and vendors, who have none.
   */
  staffRole: staffRole.optional(),
};

/** Edit user: what the admin may change (the password stays the account holder's). */
export const AdminUpdateUser = z.object(userFields);
export type AdminUpdateUser = z.infer<typeof AdminUpdateUser>;

/** Add user (specification, section 5): name, email, password and type, all required (and a staff account's role); password rules of sign-up. */
export const AdminCreateUser = z
  .object({
    ...userFields,
    password: z.string().min(1, 'required').min(MIN_PASSWORD_LENGTH, 'passwordTooShort').max(MAX_PASSWORD_LENGTH, 'passwordTooLong'),
  })
  .refine((v) => v.type !== 'admin' || v.staffRole !== undefined, { message: 'staffRole', path: ['staffRole'] });
export type AdminCreateUser = z.infer<typeof AdminCreateUser>;

/** PUT /api/admin/users/:id/staff-role: the owner gives a staff account another role (docs/product-rules.md 49). */
export const AdminSetStaffRole = z.object({ staffRole });
export type AdminSetStaffRole = z.infer<typeof AdminSetStaffRole>;

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
  /** A staff account's role (docs/product-rules.md 49); null for customers and vendors. */
  staffRole: z.enum(STAFF_ROLES).nullable(),
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
