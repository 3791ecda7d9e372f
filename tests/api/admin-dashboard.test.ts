import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminDashboard } from '../../src/shared/schemas/admin-dashboard.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { guardStatuses, signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';


describeEachDialect('admin dashboard API', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: string;
  let productId: string;
  const buyers: { cookie: string; name: string }[] = [];
  // Every order placed in this file, oldest first.
  const placed: StoreOrder[] = [];

  beforeAll(async () => {
    // No seeded catalogue: every product is one this file made.
    t = await createTestApp(dialect, { seed: false });
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
    // ₹123.45 a unit at 18% GST (HSN 9027): totals with paise show that revenue is summed exactly.
    productId = (await createProduct(t.db, { price_paise: 123_45, stock: 1000, hsn_code: '9027' })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const dashboard = async () => {
    const res = await http.call('GET', '/api/admin/dashboard', { cookie: admin });
    expect(res.statusCode).toBe(200);
    return res.json<AdminDashboard>();
  };
  const placeOrder = async (buyer: { cookie: string }, quantity: number) => {
    const res = await http.call('POST', '/api/store/orders', { cookie: buyer.cookie, body: { items: [{ productId, quantity }], shipping } });
    expect(res.statusCode).toBe(201);
    const order = res.json<StoreOrder>();
    placed.push(order);
    // Orders a millisecond apart at least, so "newest first" has one right answer.
    await new Promise((r) => setTimeout(r, 3));
    return order;
  };
  const addBuyer = async (name: string) => {
    const buyer = { cookie: sessionCookie(await http.register(customer({ name }))), name };
    buyers.push(buyer);
    return buyer;
  };

  it('refuses visitors (401), customers and vendors (403)', async () => {
    expect(await guardStatuses(t, 'GET', '/api/admin/dashboard')).toEqual([401, 403, 403]);
  });

  it('starts from the database: the customer and vendor guardStatuses made, one product, no orders', async () => {
    expect(await dashboard()).toMatchObject({ customers: 1, products: 1, orders: 0, revenuePaise: 0, pendingVendors: 1, recentOrders: [] });
  });

  /** The admin marks a cash order's money collected (the money the shop now has). */
  const collectCash = async (order: StoreOrder) => {
    const res = await http.call('POST', `/api/admin/orders/${order.id}/payment`, { cookie: admin, body: { action: 'cod_collected' } });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('counts customers, products in the shop, orders and revenue (money received) after real orders', async () => {
    const meera = await addBuyer('Meera Joshi');
    const kiran = await addBuyer('Kiran Rao');
    await placeOrder(meera, 1);
    await placeOrder(kiran, 3);
    await placeOrder(meera, 2);
    await createProduct(t.db, { name: 'Hidden Product', is_active: 0 });
    await createProduct(t.db, { name: 'Visible Product' });

    const d = await dashboard();
    // 1 unit: ₹123.45 + GST ₹22.22 = ₹145.67; 3 units: ₹370.35 + ₹66.66 = ₹437.01; 2 units: ₹246.90 + ₹44.44 = ₹291.34.
    expect(placed.map((o) => o.totalPaise)).toEqual([145_67, 437_01, 291_34]);
    // Cash on delivery not yet collected is not revenue (issue 17).
    expect(d).toMatchObject({ customers: 3, products: 2, orders: 3, revenuePaise: 0 });
    await collectCash(placed[0]!);
    await collectCash(placed[2]!);
    expect((await dashboard()).revenuePaise).toBe(145_67 + 291_34);
  });

  it('leaves cancelled orders out of the revenue but still counts them as orders, and takes refunds off', async () => {
    const cancelled = placed[1]!;
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', cancelled.id).execute();
    await t.db.updateTable('orders').set({ status: 'delivered' }).where('id', '=', placed[0]!.id).execute();
    const d = await dashboard();
    expect(d.orders).toBe(3);
    expect(d.revenuePaise).toBe(145_67 + 291_34);
    // Money given back is no longer the shop's: a refund recorded on a collected order comes off.
    await t.db.insertInto('refunds').values({ id: 'refund-dashboard-test', order_id: placed[2]!.id, method: 'cash', amount_paise: 100_00, status: 'processed', gateway_refund_id: null, reference: 'handed back', created_by: null, created_at: new Date().toISOString(), processed_at: new Date().toISOString() }).execute();
    expect((await dashboard()).revenuePaise).toBe(145_67 + 291_34 - 100_00);
    await t.db.deleteFrom('refunds').where('id', '=', 'refund-dashboard-test').execute();
    expect(d.recentOrders.find((o) => o.id === cancelled.id)).toMatchObject({ status: 'cancelled', totalPaise: 437_01 });
  });

  it('shows the latest 10 orders, newest first, with the customer name, date, total and status', async () => {
    const asha = await addBuyer('Asha Patil');
    for (let i = 1; i <= 9; i += 1) await placeOrder(i % 2 ? asha : buyers[0]!, i);
    const d = await dashboard();
    expect(placed).toHaveLength(12);
    const expected = placed.slice(-10).reverse();
    expect(d.recentOrders.map((o) => o.id)).toEqual(expected.map((o) => o.id));
    expect(d.recentOrders[0]).toEqual({ id: expected[0]!.id, number: expected[0]!.number, customerName: 'Asha Patil', orderDate: expected[0]!.orderDate, totalPaise: expected[0]!.totalPaise, status: 'pending' });
    expect(d.recentOrders[1]!.customerName).toBe('Meera Joshi');
    expect(d.orders).toBe(12);
    // The nine new cash orders are not collected yet: the revenue is still the two collected.
    expect(d.revenuePaise).toBe(145_67 + 291_34);
  });

  it('stops counting a deactivated customer', async () => {
    const before = (await dashboard()).customers;
    await t.db.updateTable('users').set({ is_active: 0 }).where('name', '=', 'Kiran Rao').execute();
    expect((await dashboard()).customers).toBe(before - 1);
  });

  it('counts the vendors waiting for approval', async () => {
    const before = (await dashboard()).pendingVendors;
    const first = (await http.register(vendor())).json().user.id;
    await http.register(vendor());
    expect((await dashboard()).pendingVendors).toBe(before + 2);
    expect((await http.call('POST', `/api/admin/vendors/${first}/approve`, { cookie: admin })).statusCode).toBe(200);
    expect((await dashboard()).pendingVendors).toBe(before + 1);
  });

  const setup = async () => Object.fromEntries((await dashboard()).setup.map((item) => [item.step, item.done]));

  it('lists the setup steps in order, none done in a new shop: the default cash on delivery and all-India delivery were nobody\'s choice, and there is no mail server', async () => {
    expect((await dashboard()).setup.map((item) => item.step)).toEqual(['business', 'contact', 'gstin', 'payments', 'mail', 'delivery']);
    expect(await setup()).toEqual({ business: false, contact: false, gstin: false, payments: false, mail: false, delivery: false });
  });

  it('ticks each step once its settings are saved, from the shop\'s own data', async () => {
    const save = async (url: string, body: unknown) => {
      const res = await http.call('PUT', `/api/admin/${url}`, { cookie: admin, body });
      expect(res.statusCode, res.body).toBe(200);
    };
    await save('business-settings', { legalName: 'Hariyali Agro Private Limited', address: 'Market Yard, Pune 411037', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' });
    expect(await setup()).toMatchObject({ business: true, gstin: true, contact: false });
    await save('site-settings', { phone: '98220 12345', email: '', addressEn: '', addressHi: '', addressMr: '', openDays: [], opensAt: '', closesAt: '' });
    expect((await setup()).contact).toBe(true);
    await save('payment-settings', { cod: { isActive: true, instructions: 'Keep exact change ready', maxOrderPaise: 50_000_00 } });
    expect((await setup()).payments).toBe(true);
    await save('delivery', { areas: [{ state: 'Maharashtra', district: null, cod: true }], codPincodes: [], bands: { sameState: { minDays: 3, maxDays: 5 }, otherStates: { minDays: 5, maxDays: 7 } } });
    expect(await setup()).toEqual({ business: true, contact: true, gstin: true, payments: true, mail: false, delivery: true });
  });
});
