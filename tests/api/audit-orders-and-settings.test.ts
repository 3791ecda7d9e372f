import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminHsnCode } from '../../src/shared/schemas/gst.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { AdminReview } from '../../src/shared/schemas/reviews.ts';
import type { StoreReturn } from '../../src/shared/schemas/returns.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { openGatewayShop, payOnline, type GatewayShop } from '../helpers/gateway-shop.ts';
import { withoutIds } from '../helpers/without-ids.ts';

const KEYS = { keyId: 'rzp_test_AuditTrail0001', keySecret: 'Gateway-key-s3cret-AUDIT-4471', webhookSecret: 'Webhook-s3cret-AUDIT-4471' };
const SHOP_ACCOUNT = '301245678901';
const BUYER_ACCOUNT = { accountHolderName: 'Ganesh Shinde', accountNumber: '1234 5678 9012', ifscCode: 'sbin0001234' };
const PAYOUT_NUMBER = '602310045127';
const PAYOUT = { accountHolderName: 'Ravi Patil', accountNumber: PAYOUT_NUMBER, confirmAccountNumber: PAYOUT_NUMBER, ifscCode: 'SBIN0001234', bankName: 'State Bank of India', upiId: '', currentPassword: 'seed-drill-2026' };
/** 20 June 2026, 11:30 in India. */
const START = Date.parse('2026-06-20T06:00:00Z');

/** The staff write routes these services record, each with the action it must be logged as (never the route itself). */
const ACTIONS: Record<string, string> = {
  'PATCH /api/admin/orders/:id/status': 'order.status',
  'POST /api/admin/orders/:id/payment': 'order.payment',
  'POST /api/admin/orders/:id/refunds': 'order.refund',
  'POST /api/admin/orders/:id/line-refunds': 'order.line_refund',
  'POST /api/admin/returns/:id/received': 'return.received',
  'POST /api/admin/returns/:id/decision': 'return.decide',
  'POST /api/admin/returns/:id/refund': 'return.refund',
  'POST /api/admin/einvoices/:documentId/retry': 'einvoice.retry',
  'PUT /api/admin/business-settings/e-invoicing': 'einvoicing.settings',
  'POST /api/admin/hsn-codes': 'hsn_code.create',
  'POST /api/admin/hsn-codes/:code/rates': 'hsn_code.rate',
  'POST /api/admin/hsn-codes/:code/classes': 'hsn_code.class',
  'POST /api/admin/gst-classes/:id/rates': 'gst_class.rate',
  'PUT /api/admin/business-settings': 'business_settings.update',
  'PUT /api/admin/payment-settings': 'payment_settings.update',
  'POST /api/admin/vendors/:userId/approve': 'vendor.approve',
  'POST /api/admin/vendors/:userId/reject': 'vendor.reject',
  'POST /api/admin/vendors/:userId/payout-account/reveal': 'vendor_payout.reveal',
  'PUT /api/admin/delivery': 'delivery.update',
  'PATCH /api/admin/contact-messages/:id': 'contact_message.handled',
  'POST /api/admin/reviews/:id/hide': 'review.hide',
  'POST /api/admin/reviews/:id/show': 'review.show',
  'POST /api/admin/mail/:id/retry': 'mail.retry',
};

interface Change {
  field: string;
  from?: unknown;
  to?: unknown;
}

/**
 * The audit log of orders, returns, tax, payments, vendors and the shop's settings
 * (docs/product-rules.md 50, docs/decisions/0065): each staff write is logged as its own action on
 * the thing it changed, by who made it, with what changed; secrets only as masked.
 */
describeEachDialect('the audit log of orders, returns and the settings', (dialect) => {
  let shop: GatewayShop;
  let now = START;
  const owner = { cookie: '', email: '', id: '' };
  let buyer: string;
  let drill: string;
  const t = () => shop.t;
  const call = (method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, body?: unknown, cookie = owner.cookie) => shop.http.call(method, url, { cookie, body });
  const ok = async (method: 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown, status = 200) => {
    const res = await call(method, url, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res;
  };

  /** The newest entry of `action` on `entityId`, by the owner through `route`, with its changes read. */
  const entry = async (route: string, entity: string, entityId: string | null) => {
    const action = ACTIONS[route]!;
    let query = t().db.selectFrom('audit_log').selectAll().where('action', '=', action).where('outcome', '=', 'done');
    query = entityId === null ? query.where('entity_id', 'is', null) : query.where('entity_id', '=', entityId);
    const row = await query.orderBy('id', 'desc').executeTakeFirst();
    expect(row, `${action} ${entityId}`).toBeDefined();
    expect(row).toMatchObject({ actor_id: owner.id, actor_label: owner.email, actor_role: 'owner', route, entity, entity_id: entityId });
    const changes = row!.changes ? (JSON.parse(row!.changes) as Change[]) : [];
    return { changes, field: (name: string) => changes.find((c) => c.field === name) };
  };
  const auditText = async () => JSON.stringify(await t().db.selectFrom('audit_log').selectAll().execute());

  const place = async (paymentMethod: 'cod' | 'online', quantity = 1) => {
    const res = await shop.http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: drill, quantity }], shipping, paymentMethod } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StoreOrder>();
  };
  const setStatus = (id: string, body: Record<string, unknown>) => ok('PATCH', `/api/admin/orders/${id}/status`, body);

  beforeAll(async () => {
    shop = await openGatewayShop(dialect, KEYS, { clock: () => now, signupRateLimit: 1000 });
    // The shop's legal details, for its tax invoices (a line refund credits them).
    await t().db.updateTable('business_settings').set({ legal_name: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' }).execute();
    const signedIn = await signInAsAdmin(t(), 'Audit Owner');
    Object.assign(owner, signedIn, { id: (await t().db.selectFrom('users').select('id').where('email', '=', signedIn.email).executeTakeFirstOrThrow()).id });
    buyer = sessionCookie(await shop.http.register(customer({ name: 'Ganesh Shinde' })));
    drill = (await createProduct(t().db, { name: 'Seed Drill', category: 'equipment', hsn_code: '8432', price_paise: 10_000_00, stock: 50 })).id;
  });
  afterAll(async () => {
    await shop?.close();
  });

  let delivered: StoreOrder;

  it("logs each status change of an order from and to, with its shipment, and the cash collected", async () => {
    delivered = await place('cod', 2);
    await setStatus(delivered.id, { status: 'processing' });
    expect((await entry('PATCH /api/admin/orders/:id/status', 'order', delivered.id)).changes).toEqual([{ field: 'status', from: 'pending', to: 'processing' }]);
    await setStatus(delivered.id, { status: 'shipped', carrier: 'India Post', trackingNumber: 'EK123456789IN' });
    const shipped = await entry('PATCH /api/admin/orders/:id/status', 'order', delivered.id);
    expect(shipped.field('status')).toEqual({ field: 'status', from: 'processing', to: 'shipped' });
    expect(shipped.field('carrier')).toEqual({ field: 'carrier', from: null, to: 'India Post' });
    expect(shipped.field('tracking_number')).toEqual({ field: 'tracking_number', from: null, to: 'EK123456789IN' });
    await setStatus(delivered.id, { status: 'delivered' });
    expect((await entry('PATCH /api/admin/orders/:id/status', 'order', delivered.id)).field('status')).toEqual({ field: 'status', from: 'shipped', to: 'delivered' });

    await ok('POST', `/api/admin/orders/${delivered.id}/payment`, { action: 'cod_collected' });
    const paid = await entry('POST /api/admin/orders/:id/payment', 'order', delivered.id);
    expect(paid.field('payment_status')).toEqual({ field: 'payment_status', from: 'cod_due', to: 'cod_collected' });
    expect(paid.field('payment_settled_by')).toEqual({ field: 'payment_settled_by', from: null, to: owner.id });
  });

  it('logs a return decided, received (its refund recorded) and refunded by bank transfer', async () => {
    const asked = await shop.http.call('POST', `/api/store/orders/${delivered.id}/returns`, { cookie: buyer, body: { lines: [{ productId: drill, quantity: 1 }], reason: 'damaged', bankAccount: BUYER_ACCOUNT } });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json<StoreReturn>().id;

    await ok('POST', `/api/admin/returns/${returnId}/decision`, { decision: 'approve' });
    expect((await entry('POST /api/admin/returns/:id/decision', 'return', returnId)).changes).toEqual([{ field: 'status', from: 'requested', to: 'approved' }]);

    await ok('POST', `/api/admin/returns/${returnId}/received`);
    const received = await entry('POST /api/admin/returns/:id/received', 'return', returnId);
    expect(received.field('status')).toEqual({ field: 'status', from: 'approved', to: 'received' });
    expect(received.field('refund_method')).toEqual({ field: 'refund_method', from: null, to: 'bank' });
    expect(received.field('refund_paise')?.to).toBeGreaterThan(0);

    await ok('POST', `/api/admin/returns/${returnId}/refund`, { utr: 'sbin 2026 0620 1234' });
    const refunded = await entry('POST /api/admin/returns/:id/refund', 'return', returnId);
    expect(refunded.field('status')).toEqual({ field: 'status', from: 'received', to: 'refunded' });
    expect(refunded.field('refund_reference')).toEqual({ field: 'refund_reference', from: null, to: 'SBIN202606201234' });
    expect(refunded.field('order_payment_status')).toEqual({ field: 'order_payment_status', from: 'cod_collected', to: 'partially_refunded' });
    // The buyer's bank account is sealed with the return, and never in the log.
    expect(await auditText()).not.toContain('123456789012');
  });

  it("logs a cancellation by the shop, and the cash it gave back by hand", async () => {
    const order = await place('cod');
    await ok('POST', `/api/admin/orders/${order.id}/payment`, { action: 'cod_collected' });
    await setStatus(order.id, { status: 'cancelled' });
    expect((await entry('PATCH /api/admin/orders/:id/status', 'order', order.id)).field('status')).toEqual({ field: 'status', from: 'pending', to: 'cancelled' });

    await ok('POST', `/api/admin/orders/${order.id}/refunds`, { method: 'cash', amountPaise: order.totalPaise, reference: 'Handed back at the shop counter' });
    const refund = await entry('POST /api/admin/orders/:id/refunds', 'order', order.id);
    expect(refund.field('payment_status')).toEqual({ field: 'payment_status', from: 'cod_collected', to: 'refunded' });
    expect(refund.field('refunded_paise')).toEqual({ field: 'refunded_paise', from: 0, to: order.totalPaise });
    expect(refund.field('refund_reference')).toEqual({ field: 'refund_reference', from: null, to: 'Handed back at the shop counter' });
  });

  it("logs a paid online order's lines refunded through the gateway", async () => {
    const order = await place('online', 2);
    const { back } = await payOnline(t().app, shop.gateway, order.id, buyer);
    expect(back.headers.location).toContain('payment=paid');
    await ok('POST', `/api/admin/orders/${order.id}/line-refunds`, { lines: [{ productId: drill, quantity: 1 }] });
    const refund = await entry('POST /api/admin/orders/:id/line-refunds', 'order', order.id);
    const amount = refund.field('refunded_paise');
    expect(amount?.from).toBe(0);
    expect(amount?.to).toBe((await t().db.selectFrom('refunds').select('amount_paise').where('order_id', '=', order.id).executeTakeFirstOrThrow()).amount_paise);
    expect(refund.field('refund_method')?.to).toBe('gateway');
    expect(refund.field('refund_lines')?.to).toEqual([{ productId: drill, quantity: 1 }]);
  });

  it('logs a failed e-invoice sent again, and e-invoicing switched off', async () => {
    const documentId = randomUUID();
    const at = new Date(now).toISOString();
    await t().db
      .insertInto('einvoices')
      .values({ document_id: documentId, order_id: delivered.id, refers_to: null, status: 'failed', irn: null, ack_no: null, ack_date: null, signed_qr_code: null, reported_at: null, attempts: 3, next_attempt_at: at, claimed_until: null, last_error: '2228: Invalid HSN code', note: null, created_at: at, updated_at: at })
      .execute();
    now += 60_000;
    await ok('POST', `/api/admin/einvoices/${documentId}/retry`);
    const retried = await entry('POST /api/admin/einvoices/:documentId/retry', 'einvoice', documentId);
    expect(retried.field('status')).toEqual({ field: 'status', from: 'failed', to: 'pending' });
    expect(retried.field('attempts')).toEqual({ field: 'attempts', from: 3, to: 0 });

    await t().db.updateTable('business_settings').set({ einvoicing: 1 }).execute();
    await ok('PUT', '/api/admin/business-settings/e-invoicing', { eInvoicing: false });
    expect((await entry('PUT /api/admin/business-settings/e-invoicing', 'business_settings', null)).changes).toEqual([{ field: 'einvoicing', from: 1, to: 0 }]);
  });

  it("logs the tax table's codes, classes and rates by their code or class, and the business settings", async () => {
    await ok('POST', '/api/admin/hsn-codes', { code: '96089100', description: 'Plant labels', unit: 'NOS', rateBp: 1800, effectiveFrom: '2026-04-01' }, 201);
    const created = await entry('POST /api/admin/hsn-codes', 'hsn_code', '96089100');
    expect(created.changes).toContainEqual({ field: 'rate_bp', to: 1800 });
    expect(created.changes).toContainEqual({ field: 'description', to: 'Plant labels' });

    await ok('POST', '/api/admin/hsn-codes/96089100/rates', { rateBp: 1200, effectiveFrom: '2026-09-22' }, 201);
    expect((await entry('POST /api/admin/hsn-codes/:code/rates', 'hsn_code', '96089100')).changes).toEqual([
      { field: 'rate_bp', to: 1200 },
      { field: 'effective_from', to: '2026-09-22' },
    ]);

    const withClass = await ok('POST', '/api/admin/hsn-codes/96089100/classes', { description: 'Wooden labels', rateBp: 500, effectiveFrom: '2026-04-01' }, 201);
    const classId = withClass.json<AdminHsnCode>().classes.find((c) => c.description === 'Wooden labels')!.id;
    expect((await entry('POST /api/admin/hsn-codes/:code/classes', 'hsn_code', '96089100')).changes).toContainEqual({ field: 'class_id', to: classId });

    await ok('POST', `/api/admin/gst-classes/${classId}/rates`, { rateBp: 1200, effectiveFrom: '2026-10-01' }, 201);
    expect((await entry('POST /api/admin/gst-classes/:id/rates', 'gst_class', classId)).changes).toContainEqual({ field: 'rate_bp', to: 1200 });

    await ok('PUT', '/api/admin/business-settings', { legalName: 'Hariyali Agro Inputs Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' });
    expect((await entry('PUT /api/admin/business-settings', 'business_settings', null)).changes).toEqual([
      { field: 'legal_name', from: 'Hariyali Agro Private Limited', to: 'Hariyali Agro Inputs Private Limited' },
    ]);
  });

  it("logs a vendor approved and rejected, and its payout account shown without any of it", async () => {
    const signedUp = await shop.http.register(vendor({ businessName: 'Patil Agro Traders' }));
    const vendorId = signedUp.json().user.id as string;
    await ok('POST', `/api/admin/vendors/${vendorId}/approve`);
    expect((await entry('POST /api/admin/vendors/:userId/approve', 'vendor', vendorId)).changes).toEqual([{ field: 'status', from: 'pending', to: 'approved' }]);

    const saved = await shop.http.call('PUT', '/api/vendor/payout-account', { cookie: sessionCookie(signedUp), body: PAYOUT });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await ok('POST', `/api/admin/vendors/${vendorId}/payout-account/reveal`)).json().accountNumber).toBe(PAYOUT_NUMBER);
    expect((await entry('POST /api/admin/vendors/:userId/payout-account/reveal', 'vendor', vendorId)).changes).toEqual([]);
    expect(await auditText()).not.toContain(PAYOUT_NUMBER);
    // Not even its last four digits, in what is logged about this vendor: only there, as the whole
    // log's amounts and numbers may hold any four digits by chance.
    const aboutVendor = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', vendorId).execute();
    expect(aboutVendor.length).toBeGreaterThan(1);
    expect(withoutIds(JSON.stringify(aboutVendor))).not.toContain(PAYOUT_NUMBER.slice(-4));

    await ok('POST', `/api/admin/vendors/${vendorId}/reject`, { reason: 'The dealer licence has expired' });
    expect((await entry('POST /api/admin/vendors/:userId/reject', 'vendor', vendorId)).changes).toEqual([
      { field: 'status', from: 'approved', to: 'rejected' },
      { field: 'rejection_reason', from: null, to: 'The dealer licence has expired' },
    ]);
  });

  it('logs a contact message handled, and a review hidden and shown again', async () => {
    const sent = await shop.http.call('POST', '/api/store/contact-messages', {
      body: { name: 'Farmer One', email: 'farmer.one@example.in', phone: '+91 98220 12345', subject: 'Okra seeds', message: 'Do you deliver to Latur?', inquiryType: 'product' },
    });
    expect(sent.statusCode).toBe(201);
    const messageId = sent.json().id as string;
    await ok('PATCH', `/api/admin/contact-messages/${messageId}`, { handled: true });
    const handled = await entry('PATCH /api/admin/contact-messages/:id', 'contact_message', messageId);
    expect(handled.field('handled_by')).toEqual({ field: 'handled_by', from: null, to: owner.id });

    const reviewed = await shop.http.call('PUT', `/api/store/products/${drill}/review`, { cookie: buyer, body: { rating: 1, text: 'Abusive words here' } });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const reviewId = reviewed.json().id as string;
    expect((await ok('POST', `/api/admin/reviews/${reviewId}/hide`)).json<AdminReview>().hidden).toBe(true);
    const hidden = await entry('POST /api/admin/reviews/:id/hide', 'review', reviewId);
    expect(hidden.field('hidden')).toEqual({ field: 'hidden', from: 0, to: 1 });
    await ok('POST', `/api/admin/reviews/${reviewId}/show`);
    expect((await entry('POST /api/admin/reviews/:id/show', 'review', reviewId)).field('hidden')).toEqual({ field: 'hidden', from: 1, to: 0 });
  });

  it('logs a failed mail sent again', async () => {
    const id = randomUUID();
    const at = new Date(now).toISOString();
    await t().db
      .insertInto('message_outbox')
      .values({ id, event_key: `audit-test:${id}`, kind: 'order-placed', recipient: 'ganesh@example.in', language: 'en', subject: 'Your order', text_body: 'Thank you', html_body: '<p>Thank you</p>', status: 'failed', attempts: 5, next_attempt_at: at, last_error: '550 mailbox unavailable', created_at: at })
      .execute();
    now += 60_000;
    await ok('POST', `/api/admin/mail/${id}/retry`);
    expect((await entry('POST /api/admin/mail/:id/retry', 'mail', id)).field('status')).toEqual({ field: 'status', from: 'failed', to: 'pending' });
  });

  it('logs the delivery areas changed', async () => {
    await ok('PUT', '/api/admin/delivery', {
      areas: [{ state: 'Maharashtra', district: 'pune', cod: true }, { state: 'Delhi', district: null, cod: false }],
      codPincodes: [{ pincode: '411001', cod: false }],
      bands: { sameState: { minDays: 2, maxDays: 3 }, otherStates: { minDays: 5, maxDays: 7 } },
    });
    const saved = await entry('PUT /api/admin/delivery', 'delivery_settings', null);
    expect(saved.field('areas')?.to).toEqual(['Delhi: no cash on delivery', 'Maharashtra / Pune: cash on delivery']);
    expect(saved.field('cod_pincodes')).toEqual({ field: 'cod_pincodes', from: [], to: ['411001: no cash on delivery'] });
    expect(saved.field('same_state_min_days')).toEqual({ field: 'same_state_min_days', from: 3, to: 2 });
    // The bands left as they were are not repeated.
    expect(saved.field('other_state_min_days')).toBeUndefined();
  });

  it("logs the payment settings with the gateway's secrets and the account number masked, their values nowhere in the log", async () => {
    await ok('PUT', '/api/admin/payment-settings', {
      gateway: { ...KEYS, isActive: true },
      bank: { bankName: 'State Bank of India', accountHolderName: 'Hariyali Agro', accountNumber: SHOP_ACCOUNT, ifscCode: 'SBIN0001234', isActive: true },
    });
    const saved = await entry('PUT /api/admin/payment-settings', 'payment_settings', null);
    expect(saved.field('gateway_key_secret_enc')).toEqual({ field: 'gateway_key_secret_enc', from: '[masked]', to: '[masked]' });
    expect(saved.field('gateway_webhook_secret_enc')).toEqual({ field: 'gateway_webhook_secret_enc', from: '[masked]', to: '[masked]' });
    expect(saved.field('bank_account_number')).toEqual({ field: 'bank_account_number', from: null, to: '[masked]' });
    expect(saved.field('bank_active')).toEqual({ field: 'bank_active', from: 0, to: 1 });

    // Nowhere in the table: not the secrets as typed (this save's nor the first one's), not as sealed, not the account.
    const sealed = await t().db.selectFrom('payment_settings').select(['gateway_key_secret_enc', 'gateway_webhook_secret_enc']).executeTakeFirstOrThrow();
    const text = await auditText();
    for (const secret of [KEYS.keySecret, KEYS.webhookSecret, sealed.gateway_key_secret_enc!, sealed.gateway_webhook_secret_enc!, SHOP_ACCOUNT]) expect(text).not.toContain(secret);
  });

  it('logs every one of these routes as its own action, none as the route itself', async () => {
    const rows = await t().db.selectFrom('audit_log').select(['route', 'action']).where('outcome', '=', 'done').execute();
    expect(rows.filter((r) => r.action === r.route || /^(POST|PUT|PATCH|DELETE) /.test(r.action))).toEqual([]);
    const logged = new Map(rows.map((r) => [r.route, r.action]));
    for (const [route, action] of Object.entries(ACTIONS)) expect(`${route} -> ${logged.get(route)}`).toBe(`${route} -> ${action}`);
  });
});
