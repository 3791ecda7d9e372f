import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderList } from '../../src/shared/schemas/admin-orders.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { guardStatuses, signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const BANK = { bankName: 'Bank of Maharashtra', accountHolderName: 'Hariyali Agro', accountNumber: '60123456789', ifscCode: 'MAHB0000123', isActive: true };

/** Cash and bank transfers, which come in by hand: the admin records them, and how money went back (issue 15). */
describeEachDialect('admin: cash collected, bank transfers received, refunds by hand', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: string;
  let buyer: string;
  let product: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
    expect((await http.call('PUT', '/api/admin/payment-settings', { cookie: admin, body: { bank: BANK } })).statusCode).toBe(200);
    buyer = sessionCookie(await http.register(customer()));
    product = (await createProduct(t.db, { price_paise: 500_00, stock: 100 })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const place = async (paymentMethod: 'cod' | 'bank_transfer', quantity = 1) => {
    const res = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: product, quantity }], shipping, paymentMethod } });
    expect(res.statusCode).toBe(201);
    return res.json<StoreOrder>();
  };
  const record = (id: string, body: unknown, cookie = admin) => http.call('POST', `/api/admin/orders/${id}/payment`, { cookie, body });
  const refund = (id: string, body: unknown) => http.call('POST', `/api/admin/orders/${id}/refunds`, { cookie: admin, body });
  const cancel = (id: string) => http.call('PATCH', `/api/admin/orders/${id}/status`, { cookie: admin, body: { status: 'cancelled' } });

  it('lets only admins record payments and refunds', async () => {
    const order = await place('cod');
    expect(await guardStatuses(t, 'POST', `/api/admin/orders/${order.id}/payment`, { action: 'cod_collected' })).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'POST', `/api/admin/orders/${order.id}/refunds`, { method: 'cash', amountPaise: 100, reference: 'x' })).toEqual([401, 403, 403]);
    expect((await record(order.id, { action: 'cod_collected' }, buyer)).statusCode).toBe(403);
    const row = await t.db.selectFrom('orders').select('payment_status').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.payment_status).toBe('cod_due');
  });

  it('marks cash collected once; the customer sees it', async () => {
    const order = await place('cod');
    const res = await record(order.id, { action: 'cod_collected' });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrder>()).toMatchObject({ paymentStatus: 'cod_collected', paymentSettledAt: expect.any(String), bankUtr: null });
    const again = await record(order.id, { action: 'cod_collected' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('payment_not_due');
    expect((await record(order.id, { action: 'bank_received', utr: 'SBIN26112512345' })).statusCode).toBe(409);
    const seen = (await http.call('GET', `/api/store/orders/${order.id}`, { cookie: buyer })).json<StoreOrder>();
    expect(seen.paymentStatus).toBe('cod_collected');
  });

  it('marks a bank transfer received with its UTR, checked and kept in capitals', async () => {
    const order = await place('bank_transfer');
    expect(order.paymentStatus).toBe('bank_awaiting');
    for (const utr of ['', '12345', 'UTR WITH/SLASH', 'x'.repeat(31)]) {
      const bad = await record(order.id, { action: 'bank_received', utr });
      expect(bad.statusCode, utr).toBe(400);
      expect(bad.json().error.fields, utr).toEqual({ utr: 'Please enter the bank reference (UTR): 6 to 30 letters and digits' });
    }
    expect((await record(order.id, { action: 'wired' })).statusCode).toBe(400);
    expect((await record(order.id, { action: 'cod_collected' })).statusCode).toBe(409);
    const res = await record(order.id, { action: 'bank_received', utr: ' sbin 2611 2512 345 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrder>()).toMatchObject({ paymentStatus: 'bank_received', bankUtr: 'SBIN26112512345' });
  });

  it('filters the order list by payment status', async () => {
    const due = await place('cod');
    const list = (await http.call('GET', '/api/admin/orders?paymentStatus=cod_due&pageSize=100', { cookie: admin })).json<AdminOrderList>();
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((o) => o.paymentStatus === 'cod_due' && o.paymentMethod === 'cod')).toBe(true);
    expect(list.items.map((o) => o.id)).toContain(due.id);
    const received = (await http.call('GET', '/api/admin/orders?paymentStatus=bank_received', { cookie: admin })).json<AdminOrderList>();
    expect(received.items.every((o) => o.paymentStatus === 'bank_received')).toBe(true);
    expect((await http.call('GET', '/api/admin/orders?paymentStatus=', { cookie: admin })).statusCode).toBe(200);
    const bad = await http.call('GET', '/api/admin/orders?paymentStatus=stolen', { cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['paymentStatus']);
  });

  it('records how the money of a cancelled, collected order went back: in parts, never more than was paid', async () => {
    const order = await place('cod', 2);
    expect((await refund(order.id, { method: 'cash', amountPaise: 100, reference: 'Handed back' })).statusCode).toBe(409);
    await record(order.id, { action: 'cod_collected' });
    expect((await refund(order.id, { method: 'cash', amountPaise: 100, reference: 'Handed back' })).statusCode).toBe(409);
    expect((await cancel(order.id)).statusCode).toBe(200);
    const tooMuch = await refund(order.id, { method: 'cash', amountPaise: order.totalPaise + 1, reference: 'Handed back' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields.amountPaise).toMatch(/^At most ₹1,0\d\d(\.\d\d)? is left to give back/);
    expect((await refund(order.id, { method: 'cheque', amountPaise: 100, reference: '' })).json().error.fields).toMatchObject({ method: expect.any(String), reference: 'This field is required' });

    const part = await refund(order.id, { method: 'cash', amountPaise: 300_00, reference: 'Handed to the farmer by Ramesh' });
    expect(part.json<AdminOrder>()).toMatchObject({ paymentStatus: 'partially_refunded', refundsThroughGateway: false, refunds: [{ amountPaise: 300_00, method: 'cash', status: 'processed', reference: 'Handed to the farmer by Ramesh' }] });
    const rest = await refund(order.id, { method: 'bank', amountPaise: order.totalPaise - 300_00, reference: 'NEFT UTR HDFC0099887' });
    expect(rest.json<AdminOrder>().paymentStatus).toBe('refunded');
    expect((await refund(order.id, { method: 'cash', amountPaise: 100, reference: 'again' })).statusCode).toBe(409);
    const seen = (await http.call('GET', `/api/store/orders/${order.id}`, { cookie: buyer })).json<StoreOrder>();
    expect(seen.refunds.map((r) => r.amountPaise)).toEqual([300_00, order.totalPaise - 300_00]);
  });

  it('records no payment on a cancelled order', async () => {
    const order = await place('cod');
    await cancel(order.id);
    expect((await record(order.id, { action: 'cod_collected' })).statusCode).toBe(409);
  });

  it('never records a transfer on an order the buyer cancelled meanwhile: whichever commits second sees the other (20 races)', async () => {
    const buyerCancel = (id: string) => http.call('POST', `/api/store/orders/${id}/cancel`, { cookie: buyer });
    for (let i = 0; i < 20; i += 1) {
      const order = await place('bank_transfer');
      const [recorded, cancelled] = await Promise.all([record(order.id, { action: 'bank_received', utr: `SBIN2611${String(i).padStart(6, '0')}` }), buyerCancel(order.id)]);
      expect(cancelled.statusCode).toBe(200);
      const row = await t.db.selectFrom('orders').select(['status', 'payment_status']).where('id', '=', order.id).executeTakeFirstOrThrow();
      const mail = await t.db.selectFrom('message_outbox').select('text_body').where('event_key', '=', `order-cancelled:${order.id}`).executeTakeFirstOrThrow();
      if (recorded.statusCode === 200) {
        // Recorded first: the cancellation saw the money and tells the buyer it goes back.
        expect(row).toEqual({ status: 'cancelled', payment_status: 'bank_received' });
        expect(mail.text_body).toContain('you paid');
      } else {
        expect(recorded.statusCode).toBe(409);
        expect(row).toEqual({ status: 'cancelled', payment_status: 'bank_awaiting' });
        expect(mail.text_body).not.toContain('you paid');
      }
    }
  });
});
