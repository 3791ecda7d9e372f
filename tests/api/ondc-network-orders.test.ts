import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderList } from '../../src/shared/schemas/admin-orders.ts';
import type { AdminOndcOrdersByApp } from '../../src/shared/schemas/ondc.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { guardStatuses, signInAsAdmin, signInAsStaff } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { statusChange } from '../helpers/tracking.ts';

// The owner sees the orders placed through ONDC buyer apps (docs/product-rules.md 62): each marked
// with its buyer app in Admin -> Orders, the list filtered to them or to the shop's own, and
// Admin -> ONDC's orders by buyer app. The orders are placed through checkout as a customer would,
// then given the buyer app a network order carries (orders.network_app), as the confirm flow does.

describeEachDialect('orders placed through ONDC, as the owner sees them', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let owner: string;
  let buyer: string;
  const placed: Record<string, StoreOrder> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    http = api(t.app);
    owner = (await signInAsAdmin(t)).cookie;
    buyer = sessionCookie(await http.register(customer({ name: 'Ramesh Patil' })));
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = <T>(url: string, cookie = owner) => http.call('GET', url, { cookie }).then((r) => ({ status: r.statusCode, body: r.json<T>() }));

  async function placeOrder(productId: string, quantity: number): Promise<StoreOrder> {
    const res = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId, quantity }], shipping } });
    expect(res.statusCode).toBe(201);
    return res.json<StoreOrder>();
  }
  const through = (orderId: string, app: string, createdAt: string) => t.db.updateTable('orders').set({ network_app: app, created_at: createdAt }).where('id', '=', orderId).execute();
  const setStatus = async (orderId: string, status: string) => expect((await http.call('PATCH', `/api/admin/orders/${orderId}/status`, { cookie: owner, body: statusChange(status) })).statusCode).toBe(200);

  it('GET /api/admin/ondc/orders is the owner\'s, as GET /api/admin/ondc is: 401, 403 to customers, vendors and staff without site settings', async () => {
    expect(await guardStatuses(t, 'GET', '/api/admin/ondc/orders')).toEqual([401, 403, 403]);
    const dispatcher = await signInAsStaff(t, 'dispatcher');
    expect((await http.call('GET', '/api/admin/ondc/orders', { cookie: dispatcher.cookie })).statusCode).toBe(403);
    expect((await http.call('GET', '/api/admin/ondc', { cookie: dispatcher.cookie })).statusCode).toBe(403);
  });

  it('lists no buyer app before the first network order, whatever the shop sold on its own pages', async () => {
    const p = await createProduct(t.db, { price_paise: 100_00, stock: 50 });
    placed.own = await placeOrder(p.id, 1);
    expect(await get<AdminOndcOrdersByApp>('/api/admin/ondc/orders')).toEqual({ status: 200, body: { apps: [] } });
  });

  it("counts each buyer app's orders: open, delivered, cancelled, the value of those not cancelled, the latest; the app with the latest order first", async () => {
    const p = await createProduct(t.db, { price_paise: 250_00, stock: 50 });
    for (const [key, quantity] of [['a1', 1], ['a2', 2], ['a3', 3], ['b1', 4]] as const) placed[key] = await placeOrder(p.id, quantity);
    await through(placed.a1!.id, 'buyer.example.org', '2026-11-28T04:00:00.000Z');
    await through(placed.a2!.id, 'buyer.example.org', '2026-11-29T04:00:00.000Z');
    await through(placed.a3!.id, 'buyer.example.org', '2026-11-27T04:00:00.000Z');
    await through(placed.b1!.id, 'paytm.ondc.example.in', '2026-11-30T05:30:00.000Z');
    // a1 delivered (shipped first), a3 cancelled through the shop's own cancellation; a2 and b1 open.
    await setStatus(placed.a1!.id, 'shipped');
    await setStatus(placed.a1!.id, 'delivered');
    await setStatus(placed.a3!.id, 'cancelled');

    const { status, body } = await get<AdminOndcOrdersByApp>('/api/admin/ondc/orders');
    expect(status).toBe(200);
    expect(body.apps).toEqual([
      { buyerApp: 'paytm.ondc.example.in', orders: 1, open: 1, delivered: 0, cancelled: 0, valuePaise: placed.b1!.totalPaise, latestOrderAt: '2026-11-30T05:30:00.000Z' },
      { buyerApp: 'buyer.example.org', orders: 3, open: 1, delivered: 1, cancelled: 1, valuePaise: placed.a1!.totalPaise + placed.a2!.totalPaise, latestOrderAt: '2026-11-29T04:00:00.000Z' },
    ]);
    // Integer paise on the wire, and the cancelled order's total really left out.
    expect(Number.isInteger(body.apps[1]!.valuePaise)).toBe(true);
    expect(placed.a3!.totalPaise).toBeGreaterThan(0);
  });

  it('marks each network order with its buyer app in the list and on its page; the shop\'s own orders with none', async () => {
    const list = await get<AdminOrderList>('/api/admin/orders?pageSize=50');
    expect(list.status).toBe(200);
    const appOf = new Map(list.body.items.map((o) => [o.id, o.networkApp]));
    expect(appOf.get(placed.own!.id)).toBeNull();
    expect(appOf.get(placed.a2!.id)).toBe('buyer.example.org');
    expect(appOf.get(placed.b1!.id)).toBe('paytm.ondc.example.in');
    expect((await get<AdminOrder>(`/api/admin/orders/${placed.b1!.id}`)).body.networkApp).toBe('paytm.ondc.example.in');
    expect((await get<AdminOrder>(`/api/admin/orders/${placed.own!.id}`)).body.networkApp).toBeNull();
  });

  it('filters the list by where the order was placed, on the server, with the other filters and the count', async () => {
    const ids = async (query: string) => {
      const res = await get<AdminOrderList>(`/api/admin/orders?pageSize=50${query}`);
      expect(res.status).toBe(200);
      return { ids: res.body.items.map((o) => o.id).sort(), total: res.body.total };
    };
    const network = [placed.a1!, placed.a2!, placed.a3!, placed.b1!].map((o) => o.id).sort();
    expect(await ids('&placedThrough=ondc')).toEqual({ ids: network, total: 4 });
    expect(await ids('&placedThrough=shop')).toEqual({ ids: [placed.own!.id], total: 1 });
    // "All" (an empty choice) is no filter.
    expect((await ids('&placedThrough=')).total).toBe(5);
    // With another filter: the network orders still open as pending.
    expect(await ids('&placedThrough=ondc&status=pending')).toEqual({ ids: [placed.a2!.id, placed.b1!.id].sort(), total: 2 });
    // With one page of one order: the count is of every match.
    const page = await get<AdminOrderList>('/api/admin/orders?pageSize=1&placedThrough=ondc');
    expect({ items: page.body.items.length, total: page.body.total }).toEqual({ items: 1, total: 4 });
  });

  it('refuses a place it does not know with a 400 naming the field, never a 500', async () => {
    for (const value of ['network', 'ONDC', 'ondc,shop']) {
      const res = await http.call('GET', `/api/admin/orders?placedThrough=${encodeURIComponent(value)}`, { cookie: owner });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ placedThrough: "Choose all orders, those placed on the shop's pages or those placed through ONDC" });
    }
  });

  describe('staff with orders.read but not site settings', () => {
    it('see the badge and the filter in Orders', async () => {
      const support = await signInAsStaff(t, 'support');
      const res = await get<AdminOrderList>('/api/admin/orders?placedThrough=ondc&pageSize=50', support.cookie);
      expect(res.status).toBe(200);
      expect(res.body.items.every((o) => o.networkApp !== null)).toBe(true);
    });
  });
});
