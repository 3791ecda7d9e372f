/**
 * Staff roles and what each may do (docs/product-rules.md 49, docs/decisions/0067-staff-roles.md):
 * the one list the server's admin guard, the admin area's menu and docs/staff-permissions.md read.
 * A staff account is `users.type = 'admin'` with one of these roles; customers and vendors have none.
 */

/** Every permission a staff route may ask for, in the order the docs' table lists them. */
export const PERMISSIONS = [
  'dashboard.read',
  'users.read',
  'users.manage',
  'staff.roles',
  'catalog.read',
  'catalog.write',
  'prices.write',
  'seeds.lots',
  'discounts.read',
  'discounts.write',
  'crops.write',
  'orders.read',
  'orders.assist',
  'orders.status',
  'returns.decide',
  'payments.record',
  'orders.refund',
  'documents.read',
  'reports.gst',
  'einvoices.manage',
  'einvoicing.settings',
  'tax.settings',
  'payments.settings',
  'vendors.review',
  'vendors.payouts',
  'delivery.settings',
  'messages.manage',
  'callbacks.handle',
  'grievances.handle',
  'reviews.moderate',
  'mail.manage',
  'site.settings',
  'audit.read',
  'farmers.own',
  'commissions.settings',
  'commissions.payout',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The roles, the owner first. */
export const STAFF_ROLES = ['owner', 'manager', 'call_centre', 'dispatcher', 'accountant', 'agronomist', 'support', 'field_agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What only the owner may do: who is staff and with which role, the shop's payment, tax and
 * e-invoicing settings, and reading the audit log of what the staff did.
 */
const OWNER_ONLY: readonly Permission[] = ['staff.roles', 'payments.settings', 'tax.settings', 'einvoicing.settings', 'audit.read', 'commissions.settings'];

/**
 * What a manager may not do besides: a field agent's own farmers and commission are his own, and
 * paying an agent's commission out is the accountant's and the owner's (docs/product-rules.md 55).
 */
const NOT_MANAGER: readonly Permission[] = [...OWNER_ONLY, 'farmers.own', 'commissions.payout'];

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter((p) => !NOT_MANAGER.includes(p)),
  // Answers the phone: finds the caller's account and orders, sends a copy of an invoice, decides a return, reads the messages,
  // calls back the farmers who asked (docs/product-rules.md 51), takes complaints and answers them (docs/product-rules.md 54).
  call_centre: ['users.read', 'catalog.read', 'discounts.read', 'orders.read', 'orders.assist', 'returns.decide', 'documents.read', 'messages.manage', 'callbacks.handle', 'grievances.handle'],
  // Packs and ships: moves orders along, receives returned parcels, prints the papers, records the seed lots packed.
  dispatcher: ['catalog.read', 'seeds.lots', 'orders.read', 'orders.status', 'documents.read'],
  // The money: payments received, refunds, GST reports, tax documents and e-invoices, the tax table, vendors' payouts.
  accountant: ['dashboard.read', 'orders.read', 'payments.record', 'orders.refund', 'documents.read', 'reports.gst', 'einvoices.manage', 'tax.settings', 'vendors.payouts', 'commissions.payout'],
  // Crop content: the crop guide, product uses and label claims.
  agronomist: ['catalog.read', 'crops.write'],
  // Contact messages and grievances, returns asked for, reviews, mails that failed.
  support: ['users.read', 'orders.read', 'returns.decide', 'messages.manage', 'callbacks.handle', 'grievances.handle', 'reviews.moderate', 'mail.manage'],
  // A village entrepreneur who orders for the farmers around him (docs/product-rules.md 55): his own farmers, each added with the
  // farmer's code; orders for them only, through their consent (rule 53); their orders and his commission.
  field_agent: ['catalog.read', 'orders.assist', 'farmers.own'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** A staff account's permissions; none for a role that is not one (a customer's null). */
export function permissionsOf(role: string | null | undefined): readonly Permission[] {
  return isStaffRole(role) ? ROLE_PERMISSIONS[role] : [];
}

export function roleMay(role: string | null | undefined, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}
