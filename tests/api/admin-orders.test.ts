import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderList, AdminOrderSummary } from '../../src/shared/schemas/admin-orders.ts';
import type { OrderStatus, StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { OrderRow } from '../../src/server/db/schema.ts';
import { setStatusIf } from '../../src/server/modules/orders/admin-orders.repository.ts';
import { guardStatuses, signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { statusChange } from '../helpers/tracking.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describeEachDialect('admin orders API', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let adminCookie: string;
  let adminId: string;
  let buyerCookie: string;
  let buyerEmail: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    http = api(t.app);
    const admin = await signInAsAdmin(t, 'Meera Admin');
    adminCookie = admin.cookie;
    adminId = (await t.db.selectFrom('users').select('id').where('email', '=', admin.email).executeTakeFirstOrThrow()).id;
    const buyer = customer({ name: 'Sunil Jadhav' });
    buyerEmail = buyer.email;
    buyerCookie = sessionCookie(await http.register(buyer));
  });
  afterAll(async () => {
    await t?.close();
  });

  const asAdmin = (method: 'GET' | 'PATCH', url: string, body?: unknown) => http.call(method, url, { cookie: adminCookie, body });
  const setStatus = (id: string, status: unknown) => asAdmin('PATCH', `/api/admin/orders/${id}/status`, statusChange(status));
  const stockOf = async (id: string) => (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
  const historyOf = (id: string) => t.db.selectFrom('order_status_changes').selectAll().where('order_id', '=', id).orderBy('changed_at').execute();
  const statusOf = async (id: string) => (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  /** Places an order as the buyer through the shop, as a customer would. */
  async function placeOrder(lines: { productId: string; quantity: number }[], extra: Record<string, unknown> = {}): Promise<StoreOrder> {
    const res = await http.call('POST', '/api/store/orders', { cookie: buyerCookie, body: { items: lines, shipping, ...extra } });
    expect(res.statusCode).toBe(201);
    return res.json<StoreOrder>();
  }

  describe('guard', () => {
    it.each([
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${UNKNOWN_ID}`],
      ['PATCH', `/api/admin/orders/${UNKNOWN_ID}/status`],
    ] as const)('%s %s answers 401 to visitors and 403 to customers and vendors', async (method, url) => {
      expect(await guardStatuses(t, method, url, method === 'PATCH' ? { status: 'shipped' } : undefined)).toEqual([401, 403, 403]);
    });

    it('lets a customer change nothing, even with a valid body', async () => {
      const p = await createProduct(t.db, { stock: 5 });
      const o = await placeOrder([{ productId: p.id, quantity: 1 }]);
      const res = await http.call('PATCH', `/api/admin/orders/${o.id}/status`, { cookie: buyerCookie, body: { status: 'cancelled' } });
      expect(res.statusCode).toBe(403);
      expect(await statusOf(o.id)).toBe('pending');
      expect(await stockOf(p.id)).toBe(4);
    });
  });

  it('lists an order with its customer, date, total, status and item count', async () => {
    const seeds = await createProduct(t.db, { price_paise: 450_50, stock: 20 });
    const o = await placeOrder([{ productId: seeds.id, quantity: 3 }]);
    // The id's start with its first hyphen: eight hex digits alone may all be digits, which is an order number (rule 31).
    const res = await asAdmin('GET', `/api/admin/orders?q=${o.id.slice(0, 13)}`);
    expect(res.statusCode).toBe(200);
    const list = res.json<AdminOrderList>();
    expect(list.items).toEqual([
      {
        id: o.id,
        number: o.number,
        customerName: 'Sunil Jadhav',
        customerEmail: buyerEmail,
        orderDate: o.orderDate,
        totalPaise: o.totalPaise,
        status: 'pending',
        paymentMethod: 'cod',
        paymentStatus: 'cod_due',
        itemCount: 3,
        // Placed on the shop's own pages, not through an ONDC buyer app.
        networkApp: null,
      },
    ]);
    expect(list.total).toBe(1);
  });

  it('shows one order with its lines, shipping address, payment method, totals and an empty history', async () => {
    // A drip kit at 5% (HSN 8424) and nil-rated seeds, delivered in the shop's own state.
    const a = await createProduct(t.db, { name: 'Drip Kit', price_paise: 1999_99, stock: 5, hsn_code: '8424' });
    const b = await createProduct(t.db, { name: 'Okra Seeds', price_paise: 120_00, stock: 5 });
    const o = await placeOrder([{ productId: a.id, quantity: 1 }, { productId: b.id, quantity: 2 }]);
    const res = await asAdmin('GET', `/api/admin/orders/${o.id}`);
    expect(res.statusCode).toBe(200);
    const got = res.json<AdminOrder>();
    expect(got).toMatchObject({
      id: o.id,
      orderDate: o.orderDate,
      status: 'pending',
      paymentMethod: 'cod',
      cardLast4: null,
      subtotalPaise: 2239_99,
      gstPaise: 100_00,
      totalPaise: 2339_99,
      placeOfSupply: 'Maharashtra',
      taxSplit: [
        { kind: 'cgst', rateBp: 250, taxablePaise: 1999_99, amountPaise: 50_00 },
        { kind: 'sgst', rateBp: 250, taxablePaise: 1999_99, amountPaise: 50_00 },
      ],
      shipping,
      customer: { name: 'Sunil Jadhav', email: buyerEmail },
      history: [],
    });
    expect(got.items).toEqual([
      { productId: a.id, name: 'Drip Kit', otherNames: {}, unitPricePaise: 1999_99, quantity: 1, lineTotalPaise: 1999_99, discountPaise: 0, vendorName: null, creditedQuantity: 0, shipsFrom: null, hsnCode: '8424', gstRateBp: 500, cgstPaise: 50_00, sgstPaise: 50_00, igstPaise: 0 },
      { productId: b.id, name: 'Okra Seeds', otherNames: {}, unitPricePaise: 120_00, quantity: 2, lineTotalPaise: 240_00, discountPaise: 0, vendorName: null, creditedQuantity: 0, shipsFrom: null, hsnCode: '1209', gstRateBp: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
    ]);
  });

  // Which methods checkout offers depends on Payment Settings; the admin shows whatever an order holds.
  it.each([
    ['online', '4242'],
    ['bank_transfer', null],
  ] as const)('shows a %s order as such', async (method, last4) => {
    const p = await createProduct(t.db);
    const o = await placeOrder([{ productId: p.id, quantity: 1 }]);
    await t.db.updateTable('orders').set({ payment_method: method, card_last4: last4 }).where('id', '=', o.id).execute();
    expect((await asAdmin('GET', `/api/admin/orders/${o.id}`)).json<AdminOrder>()).toMatchObject({ paymentMethod: method, cardLast4: last4 });
  });

  it('answers 404 for an unknown order, on reading and on changing it', async () => {
    for (const id of [UNKNOWN_ID, 'x'.repeat(100)]) {
      const get = await asAdmin('GET', `/api/admin/orders/${id}`);
      expect(get.statusCode).toBe(404);
      expect(get.json().error.message).toBe('Order not found');
      expect((await setStatus(id, 'shipped')).statusCode).toBe(404);
    }
    expect(await t.db.selectFrom('order_status_changes').selectAll().where('order_id', '=', UNKNOWN_ID).execute()).toEqual([]);
  });

  it('refuses an invalid status with 400 and a message for the field, changing nothing', async () => {
    const p = await createProduct(t.db);
    const o = await placeOrder([{ productId: p.id, quantity: 1 }]);
    for (const body of [{ status: 'lost' }, { status: 'SHIPPED' }, { status: 3 }, {}]) {
      const res = await asAdmin('PATCH', `/api/admin/orders/${o.id}/status`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ status: 'Status must be Pending, Processing, Shipped, Delivered or Cancelled' });
    }
    expect(await statusOf(o.id)).toBe('pending');
    expect(await historyOf(o.id)).toEqual([]);
  });

  it('refuses invalid list filters with 400 per field', async () => {
    const res = await asAdmin('GET', '/api/admin/orders?status=lost&page=0&pageSize=500');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      status: 'Status must be Pending, Processing, Shipped, Delivered or Cancelled',
      page: 'Page must be a whole number from 1',
      pageSize: 'Page size must be from 1 to 100',
    });
  });

  it('records every change with from, to, time and admin, and the customer sees the new status', async () => {
    const p = await createProduct(t.db, { stock: 10 });
    const o = await placeOrder([{ productId: p.id, quantity: 2 }]);
    const started = new Date().toISOString();

    // Any change among the open statuses is allowed, backwards too.
    for (const status of ['processing', 'shipped', 'pending', 'shipped'] as const) {
      const res = await setStatus(o.id, status);
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminOrder>().status).toBe(status);
    }
    const answer = (await asAdmin('GET', `/api/admin/orders/${o.id}`)).json<AdminOrder>();
    expect(answer.history.map((h) => [h.fromStatus, h.toStatus, h.changedById, h.changedByName])).toEqual([
      ['pending', 'processing', adminId, 'Meera Admin'],
      ['processing', 'shipped', adminId, 'Meera Admin'],
      ['shipped', 'pending', adminId, 'Meera Admin'],
      ['pending', 'shipped', adminId, 'Meera Admin'],
    ]);
    const rows = await historyOf(o.id);
    expect(rows.map((r) => [r.from_status, r.to_status, r.changed_by, r.changed_by_name])).toEqual(
      answer.history.map((h) => [h.fromStatus, h.toStatus, h.changedById, h.changedByName]),
    );
    for (const r of rows) {
      expect(r.changed_at >= started).toBe(true);
      expect(new Date(r.changed_at).toISOString()).toBe(r.changed_at);
    }
    // Not cancelled, so the stock stays taken.
    expect(await stockOf(p.id)).toBe(8);

    const mine = await http.call('GET', '/api/store/orders', { cookie: buyerCookie });
    expect(mine.json<{ items: StoreOrder[] }>().items.find((x) => x.id === o.id)?.status).toBe('shipped');
    const one = await http.call('GET', `/api/store/orders/${o.id}`, { cookie: buyerCookie });
    expect(one.json<StoreOrder>().status).toBe('shipped');
  });

  it('answers 409 when the status is already the one asked for, writing nothing', async () => {
    const p = await createProduct(t.db);
    const o = await placeOrder([{ productId: p.id, quantity: 1 }]);
    const res = await setStatus(o.id, 'pending');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This order is already Pending.');
    expect(await historyOf(o.id)).toEqual([]);
  });

  it('cancelling returns every line to stock (hidden products too) and records the change', async () => {
    const a = await createProduct(t.db, { stock: 10 });
    const b = await createProduct(t.db, { stock: 4 });
    const o = await placeOrder([{ productId: a.id, quantity: 3 }, { productId: b.id, quantity: 4 }]);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([7, 0]);
    await setStatus(o.id, 'processing');
    // Withdrawn from the shop after the order; its units still go back.
    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', b.id).execute();

    const res = await setStatus(o.id, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrder>()).toMatchObject({ status: 'cancelled' });
    expect(res.json<AdminOrder>().history.at(-1)).toMatchObject({ fromStatus: 'processing', toStatus: 'cancelled', changedByName: 'Meera Admin' });
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([10, 4]);
  });

  it.each([
    ['cancelled', 'This order is Cancelled and can no longer change.'],
    ['delivered', 'This order is Delivered and can no longer change.'],
  ] as const)('a %s order is final: 409, and status, stock and history stay as they were', async (final, message) => {
    const p = await createProduct(t.db, { stock: 10 });
    const o = await placeOrder([{ productId: p.id, quantity: 5 }]);
    expect((await setStatus(o.id, final)).statusCode).toBe(200);
    const stock = await stockOf(p.id);
    expect(stock).toBe(final === 'cancelled' ? 10 : 5);
    const history = await historyOf(o.id);

    for (const next of ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const) {
      const res = await setStatus(o.id, next);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(message);
    }
    expect(await statusOf(o.id)).toBe(final);
    expect(await stockOf(p.id)).toBe(stock);
    expect(await historyOf(o.id)).toEqual(history);
  });

  it('of two admins changing one order at once, exactly one succeeds; the other gets 409', async () => {
    const other = await signInAsAdmin(t, 'Second Admin');
    const p = await createProduct(t.db, { stock: 10 });
    for (let round = 0; round < 5; round++) {
      const o = await placeOrder([{ productId: p.id, quantity: 1 }]);
      const [first, second] = await Promise.all([
        http.call('PATCH', `/api/admin/orders/${o.id}/status`, { cookie: adminCookie, body: { status: 'cancelled' } }),
        http.call('PATCH', `/api/admin/orders/${o.id}/status`, { cookie: other.cookie, body: { status: 'cancelled' } }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      expect(await historyOf(o.id)).toHaveLength(1);
    }
    // Each order's unit came back once, not twice.
    expect(await stockOf(p.id)).toBe(10);
  });

  it('sets a status only if it is still the one read (compare-and-set)', async () => {
    const p = await createProduct(t.db);
    const o = await placeOrder([{ productId: p.id, quantity: 1 }]);
    await setStatus(o.id, 'processing');
    const now = new Date().toISOString();
    expect(await setStatusIf(t.db, o.id, 'pending', 'shipped', now)).toBe(false);
    expect(await statusOf(o.id)).toBe('processing');
    expect(await setStatusIf(t.db, o.id, 'processing', 'shipped', now)).toBe(true);
    expect(await statusOf(o.id)).toBe('shipped');
  });

  it('searches by order number, by the start of the order id and by customer name or email, wildcards taken literally', async () => {
    const p = await createProduct(t.db);
    const o = await placeOrder([{ productId: p.id, quantity: 1 }]);
    const ids = async (q: string) => (await asAdmin('GET', `/api/admin/orders?pageSize=100&q=${encodeURIComponent(q)}`)).json<AdminOrderList>().items.map((i) => i.id);
    expect(await ids(o.number)).toEqual([o.id]);
    expect(await ids(o.number.toLowerCase())).toEqual([o.id]);
    expect(await ids(o.id.slice(0, 8).toUpperCase())).toEqual([o.id]);
    expect(await ids('SUNIL jad')).toContain(o.id);
    expect(await ids(buyerEmail.slice(0, 10))).toContain(o.id);
    expect(await ids('%')).toEqual([]);
    expect(await ids('_')).toEqual([]);
  });

  it('finds an order whose id starts with eight digits by that start, and a short number as a number only', async () => {
    const p = await createProduct(t.db);
    const o = await placeOrder([{ productId: p.id, quantity: 1 }]);
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirstOrThrow();
    const id = '20261128-0000-4000-8000-000000000001';
    await t.db.insertInto('orders').values({ ...row, id, number: 899_999 }).execute();
    const ids = async (q: string) => (await asAdmin('GET', `/api/admin/orders?pageSize=100&q=${encodeURIComponent(q)}`)).json<AdminOrderList>().items.map((i) => i.id);
    expect(await ids('20261128')).toEqual([id]);
    expect(await ids('899999')).toEqual([id]);
    expect(await ids('2026112')).toEqual([]);
    await t.db.deleteFrom('orders').where('id', '=', id).execute();
  });

  describe('with 1,000 more orders', () => {
    const inserted = new Set<string>();
    const STATUSES: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'];

    beforeAll(async () => {
      const user = await t.db.selectFrom('users').select('id').where('email', '=', buyerEmail).executeTakeFirstOrThrow();
      const rows: OrderRow[] = [];
      for (let i = 0; i < 1000; i++) {
        // 40 instants, 25 orders each: the id has to break the ties.
        const at = new Date(Date.UTC(2026, 0, 1) + (i % 40) * 60_000).toISOString();
        const id = randomUUID();
        inserted.add(id);
        rows.push({
          id,
          // Far above the numbers checkouts in this file take, so the two never meet.
          number: 900_000 + i,
          placed_by: null,
          pickup_point: null,
          network_app: null,
          user_id: user.id,
          status: STATUSES[i % STATUSES.length]!,
          subtotal_paise: 100_00,
          discount_paise: 0,
          coupon_code: null,
          gst_paise: 18_00,
          language: null,
          total_paise: 118_00,
          payment_method: 'cod',
          payment_status: 'cod_due',
          payment_due_at: null,
          gateway: null,
          gateway_order_id: null,
          gateway_payment_id: null,
          paid_with: null,
          paid_at: null,
          bank_details: null,
          bank_utr: null,
          payment_settled_at: null,
          payment_settled_by: null,
          card_last4: null,
          ship_full_name: shipping.fullName,
          ship_email: shipping.email,
          ship_phone: shipping.phone,
          ship_address: shipping.address,
          ship_city: shipping.city,
          ship_state: shipping.state,
          ship_pincode: shipping.pincode,
          place_of_supply: null,
          buyer_gstin: null,
          buyer_legal_name: null,
          buyer_address: null,
          buyer_city: null,
          buyer_pincode: null,
          idempotency_key: null,
          request_hash: null,
          created_at: at,
          updated_at: at,
          expected_delivery_on: null,
          carrier: null,
          tracking_number: null,
          own_delivery: 0,
          shipped_at: null,
        });
      }
      for (let i = 0; i < rows.length; i += 200) await t.db.insertInto('orders').values(rows.slice(i, i + 200)).execute();
    });

    async function pageThrough(query: string, pageSize: number): Promise<{ items: AdminOrderSummary[]; total: number }> {
      const items: AdminOrderSummary[] = [];
      let total = -1;
      for (let page = 1; ; page++) {
        const res = await asAdmin('GET', `/api/admin/orders?${query}&page=${page}&pageSize=${pageSize}`);
        expect(res.statusCode).toBe(200);
        const body = res.json<AdminOrderList>();
        expect(body).toMatchObject({ page, pageSize });
        if (total === -1) total = body.total;
        expect(body.total).toBe(total);
        if (body.items.length === 0) break;
        expect(body.items.length).toBeLessThanOrEqual(pageSize);
        items.push(...body.items);
      }
      return { items, total };
    }

    const isNewestFirst = (items: AdminOrderSummary[]) =>
      items.every((row, i) => i === 0 || items[i - 1]!.orderDate > row.orderDate || (items[i - 1]!.orderDate === row.orderDate && items[i - 1]!.id > row.id));

    it.each([7, 33, 100])('pages of %i hold every order exactly once, newest first', async (pageSize) => {
      const all = await t.db.selectFrom('orders').select('id').execute();
      const { items, total } = await pageThrough('', pageSize);
      expect(total).toBe(all.length);
      expect(items).toHaveLength(all.length);
      expect(new Set(items.map((i) => i.id)).size).toBe(all.length);
      expect(new Set(items.map((i) => i.id))).toEqual(new Set(all.map((a) => a.id)));
      for (const id of inserted) expect(items.some((i) => i.id === id)).toBe(true);
      expect(isNewestFirst(items)).toBe(true);
    });

    it.each(STATUSES)('filters by status %s, paging through exactly those orders', async (status) => {
      const expected = await t.db.selectFrom('orders').select('id').where('status', '=', status).execute();
      expect(expected.length).toBeGreaterThanOrEqual(200);
      const { items, total } = await pageThrough(`status=${status}`, 45);
      expect(total).toBe(expected.length);
      expect(items.every((i) => i.status === status)).toBe(true);
      expect(new Set(items.map((i) => i.id))).toEqual(new Set(expected.map((e) => e.id)));
      expect(items).toHaveLength(expected.length);
      expect(isNewestFirst(items)).toBe(true);
    });

    it('treats an empty status as All', async () => {
      const all = (await asAdmin('GET', '/api/admin/orders?status=&pageSize=1')).json<AdminOrderList>();
      const count = await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(all.total).toBe(Number(count.n));
    });
  });
});
