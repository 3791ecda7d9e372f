import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A test card number that passes the Luhn check: the shop must refuse it, cards are paid on the gateway's page.
const CARD = { number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123' };
const GATEWAY = { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'thisisatestsecret42', isActive: true };
const BANK = { bankName: 'Bank of Maharashtra', accountHolderName: 'Hariyali Agro', accountNumber: '60123456789', ifscCode: 'MAHB0000123', isActive: true };

/** Saves payment settings as the shop's admin would (online payment needs an active gateway). */
async function savePaymentSettings(t: TestApp, body: unknown): Promise<void> {
  const { cookie } = await signInAsAdmin(t);
  const res = await api(t.app).call('PUT', '/api/admin/payment-settings', { cookie, body });
  if (res.statusCode !== 200) throw new Error(`saving payment settings failed: ${res.statusCode} ${res.body}`);
}

let failNextOrder = false;

describeEachDialect('orders API', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let cookieA: string;
  let cookieB: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      orderHooks: {
        afterStockTaken: () => {
          if (failNextOrder) {
            failNextOrder = false;
            throw new Error('injected failure after the stock update');
          }
        },
      },
    });
    http = api(t.app);
    await savePaymentSettings(t, { gateway: GATEWAY, cod: { isActive: true, instructions: null, maxOrderPaise: 1_00_00_000_00 } });
    cookieA = sessionCookie(await http.register(customer({ name: 'Buyer A' })));
    cookieB = sessionCookie(await http.register(customer({ name: 'Buyer B' })));
    for (const p of await t.db.selectFrom('products').select(['id', 'name']).execute()) ids[p.name] = p.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const order = (body: unknown, cookie = cookieA, key?: string) =>
    http.call('POST', '/api/store/orders', { body, cookie, headers: key ? { 'idempotency-key': key } : {} });
  const stockOf = async (id: string) => (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
  const countOrders = async () => Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const countLines = async () => Number((await t.db.selectFrom('order_items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('computes GST and totals from the catalogue: 2 x wheat + 1 x tractor', async () => {
    const wheatBefore = await stockOf(ids['Premium Wheat Seeds']!);
    const res = await order({
      items: [
        { productId: ids['Premium Wheat Seeds'], quantity: 2 },
        { productId: ids['Modern Tractor'], quantity: 1 },
      ],
      shipping,
    });
    expect(res.statusCode).toBe(201);
    const o = res.json<StoreOrder>();
    // The worked example: a shop in Maharashtra, delivered to Pune (412210). Wheat seed for
    // sowing is nil-rated; the tractor is 5%, split CGST 2.5% + SGST 2.5%. Total ₹8,94,900.
    expect(o).toMatchObject({ status: 'pending', paymentMethod: 'cod', cardLast4: null, subtotalPaise: 852400_00, gstPaise: 42500_00, totalPaise: 894900_00, placeOfSupply: 'Maharashtra' });
    expect(o.taxSplit).toEqual([
      { kind: 'cgst', rateBp: 250, taxablePaise: 850000_00, amountPaise: 21250_00 },
      { kind: 'sgst', rateBp: 250, taxablePaise: 850000_00, amountPaise: 21250_00 },
    ]);
    expect(o.items).toEqual([
      { productId: ids['Premium Wheat Seeds'], name: 'Premium Wheat Seeds', otherNames: { hi: 'प्रीमियम गेहूं के बीज', mr: 'प्रीमियम गव्हाचे बियाणे' }, unitPricePaise: 1200_00, quantity: 2, lineTotalPaise: 2400_00, discountPaise: 0, hsnCode: '1001', gstRateBp: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
      { productId: ids['Modern Tractor'], name: 'Modern Tractor', otherNames: expect.objectContaining({ hi: expect.stringMatching(/ट्रैक्टर/) }), unitPricePaise: 850000_00, quantity: 1, lineTotalPaise: 850000_00, discountPaise: 0, hsnCode: '8701', gstRateBp: 500, cgstPaise: 21250_00, sgstPaise: 21250_00, igstPaise: 0 },
    ]);
    expect(await stockOf(ids['Premium Wheat Seeds']!)).toBe(wheatBefore - 2);
  });

  it('ignores prices, totals and discounts sent by the browser', async () => {
    const res = await order({
      items: [{ productId: ids['Soil Testing Kit'], quantity: 1, price: 1, pricePaise: 100, unitPricePaise: 1 }],
      shipping,
      totalPrice: 1,
      totalPaise: 1,
      subtotalPaise: 1,
      discount: 99,
      status: 'delivered',
    });
    expect(res.statusCode).toBe(201);
    const o = res.json<StoreOrder>();
    expect(o).toMatchObject({ status: 'pending', subtotalPaise: 2500_00, gstPaise: 450_00, totalPaise: 2950_00 });
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirstOrThrow();
    expect(Number(row.total_paise)).toBe(2950_00);
  });

  it.each([
    ['a negative quantity', { quantity: -1 }, 'items.0.quantity'],
    ['a zero quantity', { quantity: 0 }, 'items.0.quantity'],
    ['a fractional quantity', { quantity: 1.5 }, 'items.0.quantity'],
    ['a huge quantity', { quantity: 1e9 }, 'items.0.quantity'],
    ['a quantity as text', { quantity: '2' }, 'items.0.quantity'],
  ])('refuses %s with 400, writing nothing', async (_, line, field) => {
    const before = await countOrders();
    const res = await order({ items: [{ productId: ids['Cotton Seeds'], ...line }], shipping });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toEqual(expect.any(String));
    expect(await countOrders()).toBe(before);
  });

  it('refuses an empty cart, duplicate lines and unknown products with clear messages', async () => {
    const empty = await order({ items: [], shipping });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.items).toBe('Your cart is empty');
    const dup = await order({ items: [{ productId: ids['Cotton Seeds'], quantity: 1 }, { productId: ids['Cotton Seeds'], quantity: 2 }], shipping });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.fields.items).toBe('Each product may appear only once in an order');
    const unknown = await order({ items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }], shipping });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('unknown_product');
  });

  it('checks the shipping address per field, and refuses card details (cards are paid on the gateway\'s page)', async () => {
    const res = await order({
      items: [{ productId: ids['Cotton Seeds'], quantity: 1 }],
      shipping: { ...shipping, pincode: '4122', state: 'Atlantis', fullName: '' },
      paymentMethod: 'online',
      card: CARD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      'shipping.pincode': 'Pincode must be exactly 6 digits',
      'shipping.state': 'Please choose a state or union territory',
      'shipping.fullName': 'This field is required',
      card: "Card details are not taken here: choose online payment and pay by card, UPI or netbanking on the payment gateway's secure page",
    });
    expect(JSON.stringify(res.json())).not.toContain('4111');
  });

  it('keeps no card number or CVV anywhere when a card is sent with an order', async () => {
    const before = await countOrders();
    const res = await order({ items: [{ productId: ids['Sunflower Seeds'], quantity: 1 }], shipping, paymentMethod: 'online', card: CARD });
    expect(res.statusCode).toBe(400);
    expect(await countOrders()).toBe(before);
    const dump = JSON.stringify([
      await t.db.selectFrom('orders').selectAll().execute(),
      await t.db.selectFrom('order_items').selectAll().execute(),
    ]);
    for (const secret of ['4111111111111111', '4111 1111 1111 1111', '411111', '12/39']) expect(dump).not.toContain(secret);
  });

  it('answers a visitor with 401 User not found. Please login again.', async () => {
    const res = await http.call('POST', '/api/store/orders', { body: { items: [{ productId: ids['Cotton Seeds'], quantity: 1 }], shipping } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('User not found. Please login again.');
    expect((await http.call('GET', '/api/store/orders')).statusCode).toBe(401);
  });

  it('shows each buyer only their own orders (no IDOR)', async () => {
    const mine = (await order({ items: [{ productId: ids['Cotton Seeds'], quantity: 1 }], shipping }, cookieA)).json<StoreOrder>();
    const listA = (await http.call('GET', '/api/store/orders', { cookie: cookieA })).json<{ items: StoreOrder[] }>().items;
    expect(listA.map((o) => o.id)).toContain(mine.id);
    expect(listA.map((o) => o.orderDate)).toEqual([...listA.map((o) => o.orderDate)].sort().reverse());
    const listB = (await http.call('GET', '/api/store/orders', { cookie: cookieB })).json<{ items: StoreOrder[] }>().items;
    expect(listB.map((o) => o.id)).not.toContain(mine.id);
    const peek = await http.call('GET', `/api/store/orders/${mine.id}`, { cookie: cookieB });
    expect(peek.statusCode).toBe(404);
    const own = await http.call('GET', `/api/store/orders/${mine.id}`, { cookie: cookieA });
    expect(own.statusCode).toBe(200);
    expect(own.json<StoreOrder>().shipping).toEqual(shipping);
  });

  it('sells exactly the stock to 50 parallel orders: 10 succeed, 40 get 409, nothing half-written', async () => {
    const p = await createProduct(t.db, { name: 'Limited Drip Kit', stock: 10, price_paise: 5000_00 });
    const ordersBefore = await countOrders();
    const linesBefore = await countLines();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => order({ items: [{ productId: p.id, quantity: 1 }], shipping })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(results.find((r) => r.statusCode === 409)!.json().error.message).toMatch(/Limited Drip Kit/);
    expect(await stockOf(p.id)).toBe(0);
    expect(await countOrders()).toBe(ordersBefore + 10);
    expect(await countLines()).toBe(linesBefore + 10);
  });

  it('makes one order from 5 parallel submits with the same key; another body with it is a 422', async () => {
    const p = await createProduct(t.db, { name: 'Idempotent Sprayer', stock: 20 });
    const body = { items: [{ productId: p.id, quantity: 2 }], shipping };
    const key = `checkout-${Math.random().toString(36).slice(2)}`;
    const results = await Promise.all(Array.from({ length: 5 }, () => order(body, cookieA, key)));
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(new Set(results.map((r) => r.json<StoreOrder>().id)).size).toBe(1);
    expect(await stockOf(p.id)).toBe(18);
    const other = await order({ items: [{ productId: p.id, quantity: 3 }], shipping }, cookieA, key);
    expect(other.statusCode).toBe(422);
    expect(await stockOf(p.id)).toBe(18);
    // The key belongs to its buyer: another account using it gets its own order.
    expect((await order(body, cookieB, key)).statusCode).toBe(201);
  });

  it('rolls everything back when the order fails after the stock was taken', async () => {
    const p = await createProduct(t.db, { name: 'Atomic Harrow', stock: 7 });
    const ordersBefore = await countOrders();
    const linesBefore = await countLines();
    failNextOrder = true;
    const res = await order({ items: [{ productId: p.id, quantity: 3 }], shipping });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toEqual({ code: 'internal_error', message: 'Something went wrong. Please try again.' });
    expect(await stockOf(p.id)).toBe(7);
    expect(await countOrders()).toBe(ordersBefore);
    expect(await countLines()).toBe(linesBefore);
    // And the shop keeps working.
    expect((await order({ items: [{ productId: p.id, quantity: 3 }], shipping })).statusCode).toBe(201);
    expect(await stockOf(p.id)).toBe(4);
  });

  it('refuses out-of-stock and hidden products with 409/400, taking nothing', async () => {
    const harvester = ids['Combine Harvester']!;
    const cotton = ids['Cotton Seeds']!;
    const cottonBefore = await stockOf(cotton);
    const res = await order({ items: [{ productId: cotton, quantity: 1 }, { productId: harvester, quantity: 1 }], shipping });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/Combine Harvester \(out of stock\)/);
    expect(await stockOf(cotton)).toBe(cottonBefore);
    const hidden = await createProduct(t.db, { name: 'Withdrawn Seed', is_active: 0, stock: 5 });
    expect((await order({ items: [{ productId: hidden.id, quantity: 1 }], shipping })).statusCode).toBe(400);
  });
});

describeEachDialect('order rate limit', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { orderRateLimit: 3 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('limits orders per account, whatever address they come from', async () => {
    const http = api(t.app);
    const cookie = sessionCookie(await http.register(customer()));
    const other = sessionCookie(await http.register(customer()));
    const product = (await t.db.selectFrom('products').select('id').where('name', '=', 'Cotton Seeds').executeTakeFirstOrThrow()).id;
    const body = { items: [{ productId: product, quantity: 1 }], shipping };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await http.call('POST', '/api/store/orders', { body, cookie })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await http.call('POST', '/api/store/orders', { body, cookie: other })).statusCode).toBe(201);
  });
});

describeEachDialect('payment methods at checkout', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let cookie: string;
  let cotton: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    http = api(t.app);
    cookie = sessionCookie(await http.register(customer()));
    cotton = (await t.db.selectFrom('products').select('id').where('name', '=', 'Cotton Seeds').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const order = (payment: Record<string, unknown>, who = cookie) =>
    http.call('POST', '/api/store/orders', { cookie: who, body: { items: [{ productId: cotton, quantity: 1 }], shipping, ...payment } });
  const methods = async () => (await http.call('GET', '/api/store/payment-methods')).json<{ methods: string[]; codInstructions: string | null; codMaxPaise: number }>();
  const UNAVAILABLE = { paymentMethod: 'This payment method is not available. Please choose another one.' };

  it('takes only cash on delivery while nothing else is set up', async () => {
    expect(await methods()).toEqual({ methods: ['cod'], codInstructions: null, codMaxPaise: 50_000_00 });
    for (const payment of [{ paymentMethod: 'online' }, { paymentMethod: 'bank_transfer' }]) {
      const res = await order(payment);
      expect(res.statusCode, payment.paymentMethod).toBe(400);
      expect(res.json().error.fields).toEqual(UNAVAILABLE);
    }
    expect((await order({ paymentMethod: 'upi' })).json().error.fields).toEqual({ paymentMethod: 'Payment method must be cod, online or bank transfer' });
    expect((await order({})).statusCode).toBe(201);
  });

  it('takes online payment once the gateway is active, and no longer once it is switched off', async () => {
    await savePaymentSettings(t, { gateway: GATEWAY });
    expect((await methods()).methods).toEqual(['cod', 'online']);
    const res = await order({ paymentMethod: 'online' });
    expect(res.statusCode).toBe(201);
    expect(res.json<StoreOrder>()).toMatchObject({ paymentMethod: 'online', paymentStatus: 'awaiting', cardLast4: null });
    expect(res.json<StoreOrder>().bankTransfer).toBeUndefined();
    await savePaymentSettings(t, { gateway: { ...GATEWAY, keySecret: '', isActive: false } });
    expect((await order({ paymentMethod: 'online' })).json().error.fields).toEqual(UNAVAILABLE);
  });

  it('takes bank transfer as a pending order that tells its buyer, and only its buyer, where to pay', async () => {
    await savePaymentSettings(t, { bank: BANK, cod: { isActive: true, instructions: 'Pay the delivery agent in cash or UPI.' } });
    expect(await methods()).toEqual({ methods: ['cod', 'bank_transfer'], codInstructions: 'Pay the delivery agent in cash or UPI.', codMaxPaise: 50_000_00 });
    // Account details are not public: only an order paid by transfer carries them.
    expect(JSON.stringify(await methods())).not.toContain(BANK.accountNumber);
    const res = await order({ paymentMethod: 'bank_transfer' });
    expect(res.statusCode).toBe(201);
    const placed = res.json<StoreOrder>();
    const account = { bankName: 'Bank of Maharashtra', accountHolderName: 'Hariyali Agro', accountNumber: '60123456789', ifscCode: 'MAHB0000123' };
    expect(placed).toMatchObject({ paymentMethod: 'bank_transfer', paymentStatus: 'bank_awaiting', status: 'pending', cardLast4: null, bankTransfer: account });
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', placed.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ payment_method: 'bank_transfer', status: 'pending', card_last4: null });

    const own = await http.call('GET', `/api/store/orders/${placed.id}`, { cookie });
    expect(own.json<StoreOrder>().bankTransfer).toEqual(account);
    const list = (await http.call('GET', '/api/store/orders', { cookie })).json<{ items: StoreOrder[] }>().items;
    expect(list.find((o) => o.id === placed.id)?.bankTransfer).toEqual(account);
    expect(list.filter((o) => o.paymentMethod === 'cod').every((o) => o.bankTransfer === undefined)).toBe(true);
    const stranger = sessionCookie(await http.register(customer()));
    expect((await http.call('GET', `/api/store/orders/${placed.id}`, { cookie: stranger })).statusCode).toBe(404);

    // The order keeps the account it was told to pay to, whatever the shop's account becomes.
    await savePaymentSettings(t, { bank: { ...BANK, accountNumber: '99988877766', bankName: 'Another Bank' } });
    expect((await http.call('GET', `/api/store/orders/${placed.id}`, { cookie })).json<StoreOrder>().bankTransfer).toEqual(account);
  });

  it('refuses cash on delivery once it is switched off', async () => {
    await savePaymentSettings(t, { cod: { isActive: false } });
    expect((await methods()).methods).toEqual(['bank_transfer']);
    expect((await order({ paymentMethod: 'cod' })).json().error.fields).toEqual(UNAVAILABLE);
    // A missing method still means cod (the specification's default), which is now refused too.
    expect((await order({})).json().error.fields).toEqual(UNAVAILABLE);
    expect((await order({ paymentMethod: 'bank_transfer' })).statusCode).toBe(201);
  });
});
