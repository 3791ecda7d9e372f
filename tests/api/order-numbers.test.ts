import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderList } from '../../src/shared/schemas/admin-orders.ts';
import type { AdminDashboard } from '../../src/shared/schemas/admin-dashboard.ts';
import type { StoreOrder, StoreOrderList } from '../../src/shared/schemas/orders.ts';
import type { VendorOrder, VendorOrderLineList } from '../../src/shared/schemas/vendor-sales.ts';
import { formatOrderNumber, parseOrderNumber } from '../../src/shared/order-number.ts';
import * as orderNumbersMigration from '../../src/server/db/migrations/2026_11_26_102000_order_numbers.ts';
import { payOnline } from '../helpers/gateway-shop.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';
import { statusChange } from '../helpers/tracking.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/razorpay-stand-in.ts';

// Issue 17, docs/product-rules.md 31: every order has a short number (HY-000123), taken in its own
// transaction, shown the same to the buyer, the admin, the vendor and in the e-mails; the buyer
// may cancel its order until it ships, by the admin's cancellation path.

const KEYS = { keyId: 'rzp_test_Hariyali00017', keySecret: 'S3cret-key-of-the-gateway-0017', webhookSecret: 'Webhook-s3cret-0017' };

it('formats and reads order numbers', () => {
  expect(formatOrderNumber(123)).toBe('HY-000123');
  expect(formatOrderNumber(1)).toBe('HY-000001');
  expect(formatOrderNumber(1_234_567)).toBe('HY-1234567');
  expect(['HY-000123', 'hy-123', ' HY000123 ', '000123', '123'].map(parseOrderNumber)).toEqual([123, 123, 123, 123, 123]);
  expect(['', 'HY-', 'HY-12a', 'Sunil', '0', '8f3a2c1d'].map(parseOrderNumber)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
});

describeEachDialect('order numbers and cancelling by the customer', (dialect) => {
  let t: StoppableTestApp;
  let gateway: RazorpayStandIn;
  let http: ReturnType<typeof api>;
  let admin: string;
  let buyer: string;
  let buyerEmail: string;
  let other: string;
  let seller: string;

  beforeAll(async () => {
    gateway = await startRazorpayStandIn(KEYS);
    t = await createTestApp(dialect, { paymentGateway: { apiUrl: gateway.url, checkoutScriptUrl: gateway.checkoutScriptUrl } });
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
    expect((await http.call('PUT', '/api/admin/payment-settings', { cookie: admin, body: { gateway: { ...KEYS, isActive: true } } })).statusCode).toBe(200);
    const account = customer({ name: 'Sunil Jadhav' });
    buyerEmail = account.email;
    buyer = sessionCookie(await http.register(account));
    other = sessionCookie(await http.register(customer({ name: 'Someone Else' })));
    seller = sessionCookie(await http.register(vendor({ businessName: 'Patil Agro' })));
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  const place = async (productId: string, quantity = 1, paymentMethod = 'cod', cookie = buyer): Promise<StoreOrder> => {
    const res = await http.call('POST', '/api/store/orders', { cookie, body: { items: [{ productId, quantity }], shipping, paymentMethod } });
    expect(res.statusCode).toBe(201);
    return res.json<StoreOrder>();
  };
  const cancel = (id: string, cookie?: string) => http.call('POST', `/api/store/orders/${id}/cancel`, { cookie });
  const stockOf = async (id: string) => (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
  const numberOf = (text: string) => parseOrderNumber(text)!;

  it('numbers 20 concurrent checkouts one after another, each number once', async () => {
    const p = await createProduct(t.db, { stock: 100 });
    const before = (await http.call('GET', '/api/store/orders', { cookie: buyer })).json<StoreOrderList>().items.map((o) => numberOf(o.number));
    const placed = await Promise.all(Array.from({ length: 20 }, () => place(p.id)));
    const numbers = placed.map((o) => o.number);
    for (const n of numbers) expect(n).toMatch(/^HY-\d{6}$/);
    expect(new Set(numbers).size).toBe(20);
    const sorted = numbers.map(numberOf).sort((a, b) => a - b);
    const first = Math.max(0, ...before) + 1;
    expect(sorted).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    // The stored column matches what the answer said.
    const rows = await t.db.selectFrom('orders').select(['id', 'number']).where('id', 'in', placed.map((o) => o.id)).execute();
    for (const o of placed) expect(formatOrderNumber(rows.find((r) => r.id === o.id)!.number)).toBe(o.number);
  });

  it('shows the same number to the buyer, the admin, the vendor and in the placed e-mail', async () => {
    const sellerId = (await http.me(seller)).json<{ user: { id: string } }>().user.id;
    const p = await createProduct(t.db, { stock: 10, vendor_id: sellerId });
    const order = await place(p.id, 2);
    expect(order.number).toMatch(/^HY-\d{6}$/);
    expect((await http.call('GET', `/api/store/orders/${order.id}`, { cookie: buyer })).json<StoreOrder>().number).toBe(order.number);
    expect((await http.call('GET', '/api/store/orders', { cookie: buyer })).json<StoreOrderList>().items.find((o) => o.id === order.id)?.number).toBe(order.number);
    expect((await http.call('GET', `/api/admin/orders/${order.id}`, { cookie: admin })).json<AdminOrder>().number).toBe(order.number);
    // The admin finds it by its number, typed any way a customer reads it out.
    for (const q of [order.number, order.number.toLowerCase(), String(numberOf(order.number))]) {
      const list = (await http.call('GET', `/api/admin/orders?q=${encodeURIComponent(q)}`, { cookie: admin })).json<AdminOrderList>();
      expect(list.items.map((o) => [o.id, o.number])).toEqual([[order.id, order.number]]);
    }
    expect((await http.call('GET', '/api/admin/dashboard', { cookie: admin })).json<AdminDashboard>().recentOrders.find((o) => o.id === order.id)?.number).toBe(order.number);
    const lines = (await http.call('GET', '/api/vendor/orders', { cookie: seller })).json<VendorOrderLineList>();
    expect(lines.items.map((l) => [l.orderId, l.orderNumber])).toEqual([[order.id, order.number]]);
    expect((await http.call('GET', `/api/vendor/orders/${order.id}`, { cookie: seller })).json<VendorOrder>()).toMatchObject({ orderId: order.id, orderNumber: order.number });
    const mail = await t.db.selectFrom('message_outbox').selectAll().where('event_key', '=', `order-placed:${order.id}`).executeTakeFirstOrThrow();
    expect(mail.recipient).toBe(buyerEmail);
    expect(mail.subject).toContain(order.number);
    expect(mail.text_body).toContain(order.number);
    // The internal id is only in the link.
    expect(mail.text_body.replaceAll(`/user/orders/${order.id}`, '')).not.toContain(order.id.slice(0, 8));
  });

  it('numbers existing orders by when they were placed when the migration runs, and goes on after them', async () => {
    const p = await createProduct(t.db, { stock: 10 });
    const [a, b, c] = [await place(p.id), await place(p.id), await place(p.id)];
    // Placed in the order c, a, b: far in the past, so they come first of everything in this database.
    const times: Array<[string, string]> = [[c.id, '2020-01-01T00:00:00.000Z'], [a.id, '2020-01-02T00:00:00.000Z'], [b.id, '2020-01-03T00:00:00.000Z']];
    for (const [id, at] of times) await t.db.updateTable('orders').set({ created_at: at }).where('id', '=', id).execute();
    const count = Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    await orderNumbersMigration.down(t.db);
    await orderNumbersMigration.up(t.db);
    const numbers = new Map((await t.db.selectFrom('orders').select(['id', 'number']).execute()).map((r) => [r.id, r.number]));
    expect([numbers.get(c.id), numbers.get(a.id), numbers.get(b.id)]).toEqual([1, 2, 3]);
    expect([...numbers.values()].sort((x, y) => x - y)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect((await place(p.id)).number).toBe(formatOrderNumber(count + 1));
  });

  it('lets only the buyer cancel: another customer gets 404, a visitor 401', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const order = await place(p.id, 2);
    expect((await cancel(order.id, other)).statusCode).toBe(404);
    expect((await cancel(order.id)).statusCode).toBe(401);
    expect((await cancel('00000000-0000-4000-8000-000000000000', buyer)).statusCode).toBe(404);
    expect((await cancel('x'.repeat(65), buyer)).statusCode).toBe(404);
    expect(await stockOf(p.id)).toBe(3);
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('pending');
  });

  it('cancels a pending or processing order: stock back, history names the customer, credit notes and the cancelled e-mail', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const pending = await place(p.id, 2);
    const processing = await place(p.id, 1);
    expect((await http.call('PATCH', `/api/admin/orders/${processing.id}/status`, { cookie: admin, body: statusChange('processing') })).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(2);
    for (const order of [pending, processing]) {
      const res = await cancel(order.id, buyer);
      expect(res.statusCode).toBe(200);
      expect(res.json<StoreOrder>()).toMatchObject({ id: order.id, number: order.number, status: 'cancelled' });
      // The e-mail is queued, but this shop has no mail server: the page must not say it was sent.
      expect(res.json().emailed).toBe(false);
      const history = await t.db.selectFrom('order_status_changes').selectAll().where('order_id', '=', order.id).orderBy('changed_at').execute();
      expect(history.at(-1)).toMatchObject({ to_status: 'cancelled', changed_by_name: 'Sunil Jadhav (customer)' });
      const mail = await t.db.selectFrom('message_outbox').selectAll().where('event_key', '=', `order-cancelled:${order.id}`).executeTakeFirstOrThrow();
      expect(mail.text_body).toContain(`As you asked, your order ${order.number} has been cancelled.`);
      // Its tax documents are reversed, as when the shop cancels.
      const documents = res.json<StoreOrder>().documents;
      expect(documents.some((d) => d.kind === 'credit_note')).toBe(documents.length > 0);
    }
    expect(await stockOf(p.id)).toBe(5);
    // Twice is refused: it is cancelled already.
    expect((await cancel(pending.id, buyer)).json()).toMatchObject({ error: { code: 'order_not_cancellable' } });
  });

  it('refuses once the order has shipped (409), and leaves it and its stock alone', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const order = await place(p.id, 1);
    for (const status of ['processing', 'shipped'] as const) {
      expect((await http.call('PATCH', `/api/admin/orders/${order.id}/status`, { cookie: admin, body: statusChange(status) })).statusCode).toBe(200);
    }
    const res = await cancel(order.id, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'order_not_cancellable' } });
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('shipped');
    expect(await stockOf(p.id)).toBe(4);
  });

  it('refunds a paid online order in full through the gateway when the buyer cancels it', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const order = await place(p.id, 2, 'online');
    const { paid } = await payOnline(t.app, gateway, order.id, buyer);
    expect((await t.db.selectFrom('orders').select('payment_status').where('id', '=', order.id).executeTakeFirstOrThrow()).payment_status).toBe('paid');
    const res = await cancel(order.id, buyer);
    expect(res.statusCode).toBe(200);
    const refund = [...gateway.refunds.values()].find((r) => r.payment_id === paid.paymentId)!;
    expect(refund).toMatchObject({ amount: order.totalPaise });
    expect(await t.db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).execute()).toMatchObject([{ method: 'gateway', amount_paise: order.totalPaise, gateway_refund_id: refund.id }]);
    expect(res.json<StoreOrder>()).toMatchObject({ status: 'cancelled', refunds: [{ amountPaise: order.totalPaise, method: 'gateway' }] });
    expect(await stockOf(p.id)).toBe(5);
    const mail = await t.db.selectFrom('message_outbox').selectAll().where('event_key', '=', `order-cancelled:${order.id}`).executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('is being refunded to your original payment method');
  });

  it('closes an unpaid online order as failed when its buyer cancels it, with nothing to refund', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const order = await place(p.id, 1, 'online');
    const res = await cancel(order.id, buyer);
    expect(res.json<StoreOrder>()).toMatchObject({ status: 'cancelled', paymentStatus: 'failed', paymentDueAt: null, refunds: [] });
    expect(await stockOf(p.id)).toBe(5);
  });
});
