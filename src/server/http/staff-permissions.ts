import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roleMay, type Permission, type StaffRole } from '#shared/staff-roles';
import { AppError } from '#server/errors';
import { requireAdmin } from './guards.ts';
import { auditStaffWrite, recordRefusal, type StaffAudit } from './staff-audit.ts';

/**
 * What each permission lets a staff account do, in the owner's words: the server's refusals and
 * docs/staff-permissions.md say it (docs/decisions/0067-staff-roles.md).
 */
export const PERMISSION_TEXTS: Readonly<Record<Permission, string>> = {
  'dashboard.read': "see the dashboard's sales figures",
  'users.read': 'look up accounts',
  'users.manage': "add, edit, deactivate or delete customers' and vendors' accounts, and set a customer's group",
  'staff.roles': 'make an account staff, or change a staff account or its role',
  'catalog.read': "read the admin's product list and a product's kit parts and quantity prices",
  'catalog.write': 'add, edit, hide or delete products, their kit parts and photos',
  'prices.write': "set a product's quantity prices and price lists",
  'seeds.lots': "record a seed product's lots and download the seed-lots report",
  'discounts.read': 'read the coupons and offers',
  'discounts.write': 'add, change or remove coupons and offers',
  'crops.write': 'edit the crop guide, product uses and label claims',
  'orders.read': 'read orders and returns',
  'orders.assist': "order for a farmer on the phone, placed only with his code or link",
  'orders.status': "change an order's status and receive a returned parcel",
  'returns.decide': 'accept or refuse a return',
  'payments.record': 'record a payment received for an order',
  'orders.refund': 'record refunds',
  'documents.read': 'open tax documents (invoices, credit notes)',
  'reports.gst': 'read the GST report',
  'einvoices.manage': 'see e-invoices that wait or failed and send one again',
  'einvoicing.settings': 'switch e-invoicing on or off',
  'tax.settings': "change the HSN codes, GST rates and the shop's business details",
  'payments.settings': 'change the payment methods and gateway',
  'vendors.review': "approve or reject vendors",
  'vendors.payouts': "see a vendor's payout bank account",
  'delivery.settings': 'change delivery charges and areas',
  'messages.manage': 'read and handle contact messages and grievances',
  'callbacks.handle': 'take and close the call-back requests of farmers who asked to be called',
  'grievances.handle': "enter customers' complaints, acknowledge, answer, resolve and close them",
  'reviews.moderate': 'hide or show reviews',
  'mail.manage': 'see the outgoing mail and send a failed one again',
  'site.settings': "change the shop's site settings",
  'audit.read': 'search the audit log of what the staff did',
  'farmers.own': "keep his own farmers (each added with the farmer's code), order for them, see their orders and his commission",
  'commissions.settings': "set the field agents' commission rate of each product category",
  'commissions.payout': "see the field agents' commission balances and record a payout",
};

/** The roles' names in English, for the server's refusals and the docs. */
export const ROLE_NAMES: Readonly<Record<StaffRole, string>> = {
  owner: 'Owner',
  manager: 'Manager',
  call_centre: 'Call-centre agent',
  dispatcher: 'Dispatcher',
  accountant: 'Accountant',
  agronomist: 'Agronomist',
  support: 'Support',
  field_agent: 'Field agent',
};

/**
 * Every route of the /api/admin subtree and the permission it needs, as "METHOD /api/admin/...":
 * one table, read at start-up (a route missing from it stops the server) and by the docs' script.
 */
export const STAFF_ROUTE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  'GET /api/admin/dashboard': 'dashboard.read',

  'GET /api/admin/users': 'users.read',
  'GET /api/admin/users/:id': 'users.read',
  'POST /api/admin/users': 'users.manage',
  'PUT /api/admin/users/:id': 'users.manage',
  'PATCH /api/admin/users/:id/active': 'users.manage',
  'PUT /api/admin/users/:id/group': 'users.manage',
  'DELETE /api/admin/users/:id': 'users.manage',
  'PUT /api/admin/users/:id/staff-role': 'staff.roles',
  'GET /api/admin/group-requests': 'users.read',
  'POST /api/admin/group-requests/:id/decision': 'users.manage',

  'GET /api/admin/products': 'catalog.read',
  'GET /api/admin/products/:id': 'catalog.read',
  'POST /api/admin/products': 'catalog.write',
  'PUT /api/admin/products/:id': 'catalog.write',
  'PATCH /api/admin/products/:id': 'catalog.write',
  'DELETE /api/admin/products/:id': 'catalog.write',
  'GET /api/admin/products/:id/kit-parts': 'catalog.read',
  'PUT /api/admin/products/:id/kit-parts': 'catalog.write',
  'POST /api/admin/product-photos': 'catalog.write',
  'GET /api/admin/products/:id/prices': 'catalog.read',
  'PUT /api/admin/products/:id/prices': 'prices.write',
  'POST /api/admin/products/:id/lots': 'seeds.lots',
  'GET /api/admin/reports/seed-lots.csv': 'seeds.lots',

  'GET /api/admin/coupons': 'discounts.read',
  'POST /api/admin/coupons': 'discounts.write',
  'PUT /api/admin/coupons/:id': 'discounts.write',
  'DELETE /api/admin/coupons/:id': 'discounts.write',
  'GET /api/admin/offers': 'discounts.read',
  'POST /api/admin/offers': 'discounts.write',
  'PUT /api/admin/offers/:id': 'discounts.write',
  'DELETE /api/admin/offers/:id': 'discounts.write',

  'GET /api/admin/crops': 'crops.write',
  'POST /api/admin/crops': 'crops.write',
  'PUT /api/admin/crops/:slug': 'crops.write',
  'DELETE /api/admin/crops/:slug': 'crops.write',
  'GET /api/admin/products/:id/uses': 'crops.write',
  'PUT /api/admin/products/:id/uses': 'crops.write',
  'POST /api/admin/products/:id/uses/approve': 'crops.write',
  'GET /api/admin/label-claims': 'crops.write',
  'POST /api/admin/label-claims': 'crops.write',
  'DELETE /api/admin/label-claims/:id': 'crops.write',

  'GET /api/admin/orders': 'orders.read',
  'GET /api/admin/orders/:id': 'orders.read',
  'GET /api/admin/orders/:id/returns': 'orders.read',
  'GET /api/admin/returns': 'orders.read',
  'PATCH /api/admin/orders/:id/status': 'orders.status',
  // Booking with the courier ships the order (docs/product-rules.md 58): the dispatcher's, as shipping is.
  'GET /api/admin/orders/:id/shipment': 'orders.read',
  'POST /api/admin/orders/:id/shipment': 'orders.status',
  // Which place a line leaves from, before packing (docs/product-rules.md 59): the dispatcher's.
  'PUT /api/admin/orders/:id/place': 'orders.status',
  'POST /api/admin/orders/:id/shipment/ndr': 'orders.status',
  'GET /api/admin/packing': 'orders.read',
  'GET /api/admin/orders/:id/packing-slip.pdf': 'orders.read',
  'POST /api/admin/returns/:id/received': 'orders.status',
  // E-way bills are the dispatcher's, with the shipping they allow (docs/product-rules.md 57).
  'GET /api/admin/orders/:id/eway-bill': 'orders.status',
  'GET /api/admin/orders/:id/eway-bill.json': 'orders.status',
  'POST /api/admin/orders/:id/eway-bill': 'orders.status',
  'POST /api/admin/orders/:id/eway-bill/generate': 'orders.status',
  'POST /api/admin/returns/:id/decision': 'returns.decide',
  'POST /api/admin/orders/:id/payment': 'payments.record',
  // The courier's COD remittances mark cash collected as the payment above does (docs/product-rules.md 60): the accountant's.
  'GET /api/admin/cod-remittances': 'payments.record',
  'GET /api/admin/cod-remittances/:id': 'payments.record',
  'POST /api/admin/cod-remittances': 'payments.record',
  'POST /api/admin/orders/:id/refunds': 'orders.refund',
  'POST /api/admin/orders/:id/line-refunds': 'orders.refund',
  'POST /api/admin/returns/:id/refund': 'orders.refund',

  'GET /api/admin/documents/:id/pdf': 'documents.read',
  'GET /api/admin/reports/gst': 'reports.gst',
  'GET /api/admin/reports/gst.csv': 'reports.gst',
  'GET /api/admin/einvoices': 'einvoices.manage',
  'POST /api/admin/einvoices/:documentId/retry': 'einvoices.manage',
  'PUT /api/admin/business-settings/e-invoicing': 'einvoicing.settings',
  'GET /api/admin/hsn-codes': 'tax.settings',
  'POST /api/admin/hsn-codes': 'tax.settings',
  'POST /api/admin/hsn-codes/:code/rates': 'tax.settings',
  'POST /api/admin/hsn-codes/:code/classes': 'tax.settings',
  'POST /api/admin/gst-classes/:id/rates': 'tax.settings',
  'GET /api/admin/business-settings': 'tax.settings',
  'PUT /api/admin/business-settings': 'tax.settings',
  'GET /api/admin/eway-bill-settings': 'tax.settings',
  'PUT /api/admin/eway-bill-settings': 'tax.settings',
  // Stock locations are GST registrations too (docs/product-rules.md 59): the tax settings' people set them.
  'GET /api/admin/stock-locations': 'catalog.read',
  'POST /api/admin/stock-locations': 'tax.settings',
  'PUT /api/admin/stock-locations/:id': 'tax.settings',
  'GET /api/admin/products/:id/location-stock': 'catalog.read',
  'PUT /api/admin/products/:id/location-stock': 'catalog.write',
  'GET /api/admin/payment-settings': 'payments.settings',
  'PUT /api/admin/payment-settings': 'payments.settings',

  'GET /api/admin/vendors': 'vendors.review',
  'POST /api/admin/vendors/:userId/approve': 'vendors.review',
  'POST /api/admin/vendors/:userId/reject': 'vendors.review',
  'GET /api/admin/vendors/:userId/payout-account': 'vendors.payouts',
  'POST /api/admin/vendors/:userId/payout-account/reveal': 'vendors.payouts',

  'GET /api/admin/delivery': 'delivery.settings',
  'PUT /api/admin/delivery': 'delivery.settings',
  'GET /api/admin/delivery/districts': 'delivery.settings',

  'GET /api/admin/contact-messages': 'messages.manage',
  'PATCH /api/admin/contact-messages/:id': 'messages.manage',
  'GET /api/admin/call-backs': 'callbacks.handle',
  'POST /api/admin/call-backs': 'callbacks.handle',
  'GET /api/admin/call-backs/current': 'callbacks.handle',
  'POST /api/admin/call-backs/take-next': 'callbacks.handle',
  'POST /api/admin/call-backs/:id/close': 'callbacks.handle',
  'GET /api/admin/grievances': 'grievances.handle',
  'POST /api/admin/grievances': 'grievances.handle',
  'GET /api/admin/grievances/:id': 'grievances.handle',
  'POST /api/admin/grievances/:id/acknowledge': 'grievances.handle',
  'POST /api/admin/grievances/:id/replies': 'grievances.handle',
  'POST /api/admin/grievances/:id/resolve': 'grievances.handle',
  'POST /api/admin/grievances/:id/close': 'grievances.handle',
  'GET /api/admin/reviews': 'reviews.moderate',
  'POST /api/admin/reviews/:id/hide': 'reviews.moderate',
  'POST /api/admin/reviews/:id/show': 'reviews.moderate',
  'GET /api/admin/mail': 'mail.manage',
  'POST /api/admin/mail/:id/retry': 'mail.manage',
  'GET /api/admin/site-settings': 'site.settings',
  'PUT /api/admin/site-settings': 'site.settings',
  // The shop on ONDC (docs/product-rules.md 62): its settings are the site's; which products it offers there, the catalogue's.
  'GET /api/admin/ondc': 'site.settings',
  'GET /api/admin/ondc/orders': 'site.settings',
  'PUT /api/admin/ondc/settings': 'site.settings',
  'PUT /api/admin/ondc/products/:id': 'catalog.write',
  'GET /api/admin/audit-log': 'audit.read',
  'DELETE /api/admin/audit-log/:id': 'audit.read',
  'POST /api/admin/assisted-orders': 'orders.assist',
  'GET /api/admin/assisted-orders/:id': 'orders.assist',
  'POST /api/admin/assisted-orders/:id/confirm': 'orders.assist',
  'POST /api/admin/assisted-orders/:id/resend': 'orders.assist',
  'POST /api/admin/assisted-orders/:id/cancel': 'orders.assist',

  'GET /api/admin/agent/farmers': 'farmers.own',
  'POST /api/admin/agent/farmers': 'farmers.own',
  'POST /api/admin/agent/farmers/confirm': 'farmers.own',
  'GET /api/admin/agent/commission': 'farmers.own',
  'GET /api/admin/agent/pickup-point': 'farmers.own',
  'PUT /api/admin/agent/pickup-point': 'farmers.own',
  'GET /api/admin/commission-rates': 'commissions.settings',
  'PUT /api/admin/commission-rates': 'commissions.settings',
  'GET /api/admin/commissions': 'commissions.payout',
  'GET /api/admin/commissions/:userId': 'commissions.payout',
  'POST /api/admin/commissions/:userId/payouts': 'commissions.payout',
};

/** A route's key in STAFF_ROUTE_PERMISSIONS (a HEAD is its GET's). */
const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

/**
 * The staff subtree's guard (docs/decisions/0067): at start-up every route must be in the table,
 * or the server does not start, so no route is ever left to any staff account; on each request
 * the account must be staff (requireAdmin: 401, 403) and its role must have the route's permission.
 * Every write and every refusal of a signed-in account goes to the audit log (docs/decisions/0065).
 */
export function guardStaffRoutes(admin: FastifyInstance, audit: StaffAudit): void {
  admin.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (!STAFF_ROUTE_PERMISSIONS[routeKey(method, route.url)]) {
        throw new Error(`${method} ${route.url} declares no staff permission: add it to STAFF_ROUTE_PERMISSIONS (src/server/http/staff-permissions.ts)`);
      }
    }
    auditStaffWrite(route, routeKey([route.method].flat()[0]!, route.url), audit);
  });
  admin.addHook('onRequest', async (request) => {
    const key = routeKey(request.method, request.routeOptions.url ?? '');
    try {
      requirePermission(request, STAFF_ROUTE_PERMISSIONS[key]);
    } catch (err) {
      // A URL no route has is named as asked (trimmed): the entry says what was tried.
      await recordRefusal(audit, request, request.routeOptions.url ? key : `${request.method} ${request.url}`.slice(0, 200), err);
      throw err;
    }
  });
}

function requirePermission(request: FastifyRequest, permission: Permission | undefined): void {
  const user = requireAdmin(request);
  // No permission: a URL no route has (the 404 follows); a real route always has one (onRoute above).
  if (!permission || roleMay(user.staff_role, permission)) return;
  const role = user.staff_role ?? 'none';
  const name = ROLE_NAMES[role as StaffRole] ?? 'A staff account without a role';
  throw new AppError(403, 'forbidden', `Your role (${name}) may not ${PERMISSION_TEXTS[permission]}: it needs the permission ${permission}.`, undefined, { role, permission });
}
