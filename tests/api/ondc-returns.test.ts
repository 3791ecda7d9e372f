import { afterAll, beforeAll, expect, it } from 'vitest';
import { onUpdateSchema } from '../../src/server/modules/ondc/beckn-callbacks.ts';
import type { AdminOrderReturns, AdminReturn } from '../../src/shared/schemas/returns.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { confirmOndcOrder, ondcCall, openOndcShop, pushedAfter, type OndcShop } from '../helpers/ondc-shop.ts';
import { startOndcBuyerAppStandIn, type OndcBuyerAppStandIn } from '../support/ondc-buyer-app-stand-in.ts';

const DAY = 86_400_000;

// A buyer app's return of a delivered network order (docs/decisions/0080): its update becomes a
// return of the shop, decided, received and refunded in the admin area as any, each step pushed to
// the buyer app as an on_update in ONDC's return states; what the returns policy refuses, an item
// not on the order, a reason not ONDC's or another buyer app's order changes nothing.
describeEachDialect('an ONDC buyer app returns what it bought', (dialect) => {
  let shop: OndcShop;
  let otherApp: OndcBuyerAppStandIn;
  let now = Date.parse('2026-12-10T04:30:00Z');
  const clock = () => now;

  beforeAll(async () => {
    shop = await openOndcShop(dialect, clock);
    await shop.ready();
    otherApp = await startOndcBuyerAppStandIn({ registry: shop.registry, now: clock, subscriberId: 'other-buyer.example.in' });
  });
  afterAll(async () => {
    await otherApp?.close();
    await shop?.close();
  });

  const wheat = () => shop.ids['Premium Wheat Seeds']!;
  const call = (action: string, message: unknown, app?: OndcBuyerAppStandIn) => ondcCall(shop, action, message, {}, app);
  const orderIdOf = async (networkId: string) => (await shop.t.db.selectFrom('ondc_orders').select('order_id').where('network_order_id', '=', networkId).executeTakeFirstOrThrow()).order_id;
  const admin = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown) => shop.http.call(method, url, { cookie: shop.admin, body });
  /** A delivered order of `count` wheat seed packets, paid in cash on delivery. */
  const delivered = async (networkId: string, count: number) => {
    expect((await confirmOndcOrder(shop, networkId, { count })).body.error).toBeUndefined();
    const id = await orderIdOf(networkId);
    expect((await admin('PATCH', `/api/admin/orders/${id}/status`, { status: 'shipped', ownDelivery: true })).statusCode).toBe(200);
    const res = await admin('PATCH', `/api/admin/orders/${id}/status`, { status: 'delivered' });
    expect(res.statusCode, res.body).toBe(200);
    await shop.t.app.sendOndcCallbacks();
    return id;
  };
  const returnRequest = (id: string, item: string, quantity: number, reason = '003', extra: Array<{ code: string; value: string }> = []) => ({
    type: 'Return',
    tags: [{ code: 'return_request', list: [{ code: 'id', value: id }, { code: 'item_id', value: item }, { code: 'item_quantity', value: String(quantity) }, { code: 'reason_id', value: reason }, { code: 'reason_desc', value: 'The packets were torn and wet' }, { code: 'ttl_approval', value: 'PT24H' }, ...extra] }],
  });
  const update = (networkId: string, ...fulfillments: unknown[]) => call('update', { update_target: 'item', order: { id: networkId, fulfillments } });
  const returnsOf = async (orderId: string) => (await admin('GET', `/api/admin/orders/${orderId}/returns`)).json<AdminOrderReturns>().items;
  /** An admin's step that must succeed, and what it pushed to the buyer app. */
  const adminStep = async (method: 'POST' | 'PATCH', url: string, body?: unknown) => {
    let res: Awaited<ReturnType<typeof admin>> | undefined;
    const pushed = await pushedAfter(shop, async () => {
      res = await admin(method, url, body);
      expect(res.statusCode, res.body).toBe(200);
    });
    return { res: res!, pushed };
  };
  const returnFulfillment = (body: any, id: string) => body.message.order.fulfillments.find((f: { id: string }) => f.id === id);

  it('a return asked in an update is the shop\'s return; each step in the admin area reaches the buyer app, the refund its settlement', async () => {
    const orderId = await delivered('NET-R1', 3);
    const answered = await update('NET-R1', returnRequest('RET-1', wheat(), 2, '003', [{ code: 'images', value: 'https://buyer.example.in/r/1.jpg' }]));
    expect(answered.error).toBeUndefined();
    expect(onUpdateSchema.safeParse(answered).success, JSON.stringify(onUpdateSchema.safeParse(answered).error?.issues)).toBe(true);
    expect(returnFulfillment(answered, 'RET-1')).toMatchObject({ type: 'Return', state: { descriptor: { code: 'Return_Initiated' } }, tags: [{ code: 'return_request' }] });
    // Asked, its units are still the delivery's.
    expect(answered.message.order.items).toEqual([{ id: wheat(), fulfillment_id: 'delivery', quantity: { count: 3 } }]);

    // The shop's staff see it as any return: the reason mapped, the buyer's words and photos, no bank account asked.
    const [made] = await returnsOf(orderId);
    expect(made).toMatchObject({ status: 'requested', reason: 'damaged', note: 'The packets were torn and wet\nPhotos: https://buyer.example.in/r/1.jpg', lines: [{ productId: wheat(), quantity: 2, openedSeedPacket: null }], refundAccount: null });

    let { pushed } = await adminStep('POST', `/api/admin/returns/${made!.id}/decision`, { decision: 'approve' });
    expect(pushed.map((c) => c.action)).toEqual(['on_update']);
    expect(pushed[0]!.signed).toBe(true);
    expect(onUpdateSchema.safeParse(pushed[0]!.body).success).toBe(true);
    expect(returnFulfillment(pushed[0]!.body, 'RET-1').state.descriptor.code).toBe('Return_Approved');
    // Approved, the two units are the return's.
    expect(pushed[0]!.body.message.order.items).toEqual([
      { id: wheat(), fulfillment_id: 'delivery', quantity: { count: 1 } },
      { id: wheat(), fulfillment_id: 'RET-1', quantity: { count: 2 } },
    ]);

    // Received once the cash is in: the credit note's amount leaves the quote, as the return's quote_trail says.
    expect((await admin('POST', `/api/admin/orders/${orderId}/payment`, { action: 'cod_collected' })).statusCode).toBe(200);
    const total = Number((await shop.t.db.selectFrom('orders').select('total_paise').where('id', '=', orderId).executeTakeFirstOrThrow()).total_paise);
    const received = await adminStep('POST', `/api/admin/returns/${made!.id}/received`);
    const credited = received.res.json<AdminReturn>().refund!.amountPaise;
    expect(credited).toBeGreaterThan(0);
    pushed = received.pushed;
    expect(pushed.map((c) => c.action)).toEqual(['on_update']);
    const back = pushed[0]!.body.message.order;
    expect(returnFulfillment(pushed[0]!.body, 'RET-1').state.descriptor.code).toBe('Return_Delivered');
    expect(back.quote.price.value).toBe(((total - credited) / 100).toFixed(2));
    const inPaise = (v: string) => Math.round(Number(v) * 100);
    expect(back.quote.breakup.reduce((s: number, b: { price: { value: string } }) => s + inPaise(b.price.value), 0)).toBe(total - credited);
    expect(back.quote.breakup.find((b: any) => b['@ondc/org/title_type'] === 'item')['@ondc/org/item_quantity']).toEqual({ count: 1 });
    const trail = returnFulfillment(pushed[0]!.body, 'RET-1').tags.filter((t: { code: string }) => t.code === 'quote_trail');
    expect(trail.reduce((s: number, t: { list: Array<{ code: string; value: string }> }) => s + inPaise(t.list.find((l) => l.code === 'value')!.value), 0)).toBe(-credited);

    // The refund sent to the buyer app, by its UTR: a refund settlement on the payment.
    ({ pushed } = await adminStep('POST', `/api/admin/returns/${made!.id}/refund`, { utr: 'SBIN2612100001' }));
    expect(pushed.map((c) => c.action)).toEqual(['on_update']);
    expect(pushed[0]!.body.message.order.payment['@ondc/org/settlement_details']).toContainEqual({ settlement_counterparty: 'buyer-app', settlement_phase: 'refund', settlement_type: 'neft', settlement_amount: (credited / 100).toFixed(2), settlement_status: 'PAID', settlement_reference: 'SBIN2612100001' });

    // The buyer app's status call tells the same.
    const status = await call('status', { order_id: 'NET-R1' });
    expect(returnFulfillment(status, 'RET-1').state.descriptor.code).toBe('Return_Delivered');
    // No message of the shop's own went anywhere for it.
    expect(await shop.t.db.selectFrom('message_outbox').select('event_key').where('event_key', 'like', `%${made!.id}%`).execute()).toEqual([]);
  });

  it('the same return id asked again is the same return; a rejection is pushed as Return_Rejected', async () => {
    const orderId = await delivered('NET-R2', 2);
    expect((await update('NET-R2', returnRequest('RET-2', wheat(), 1, '001'))).error).toBeUndefined();
    const again = await update('NET-R2', returnRequest('RET-2', wheat(), 1, '001'));
    expect(again.error).toBeUndefined();
    const returns = await returnsOf(orderId);
    expect(returns).toHaveLength(1);
    expect(returns[0]).toMatchObject({ reason: 'no_longer_needed', note: 'The packets were torn and wet' });
    const { pushed } = await adminStep('POST', `/api/admin/returns/${returns[0]!.id}/decision`, { decision: 'reject', reason: 'Opened packet' });
    expect(returnFulfillment(pushed[0]!.body, 'RET-2').state.descriptor.code).toBe('Return_Rejected');
    expect(pushed[0]!.body.message.order.items).toEqual([{ id: wheat(), fulfillment_id: 'delivery', quantity: { count: 2 } }]);
  });

  it('a prepaid order the shop cancels and refunds by hand: the buyer app hears of the cancel, then of the refund settled to it', async () => {
    const bank = { bankName: 'State Bank of India', accountHolderName: 'Hariyali Agro Pvt Ltd', accountNumber: '30123456789012', ifscCode: 'SBIN0001234', isActive: true };
    expect((await admin('PUT', '/api/admin/payment-settings', { bank })).statusCode).toBe(200);
    expect((await confirmOndcOrder(shop, 'NET-R9', { count: 1, payment: { type: 'ON-ORDER' } })).body.error).toBeUndefined();
    const id = await orderIdOf('NET-R9');
    // The buyer app's settlement arrived; then the shop cancels the order.
    expect((await admin('POST', `/api/admin/orders/${id}/payment`, { action: 'bank_received', utr: 'HDFC26121000001' })).statusCode).toBe(200);
    const total = Number((await shop.t.db.selectFrom('orders').select('total_paise').where('id', '=', id).executeTakeFirstOrThrow()).total_paise);
    expect((await adminStep('PATCH', `/api/admin/orders/${id}/status`, { status: 'cancelled' })).pushed.map((c) => c.action)).toEqual(['on_cancel']);
    const { pushed } = await adminStep('POST', `/api/admin/orders/${id}/refunds`, { method: 'bank', amountPaise: total, reference: 'SBIN2612109999' });
    expect(pushed.map((c) => c.action)).toEqual(['on_update']);
    expect(onUpdateSchema.safeParse(pushed[0]!.body).success).toBe(true);
    expect(pushed[0]!.body.message.order).toMatchObject({ id: 'NET-R9', state: 'Cancelled' });
    expect(pushed[0]!.body.message.order.payment['@ondc/org/settlement_details']).toEqual([
      expect.objectContaining({ settlement_phase: 'sale-amount', settlement_counterparty: 'seller-app' }),
      { settlement_counterparty: 'buyer-app', settlement_phase: 'refund', settlement_type: 'neft', settlement_amount: (total / 100).toFixed(2), settlement_status: 'PAID', settlement_reference: 'SBIN2612109999' },
    ]);
  });

  it('every message about an order links its tax documents; the link opens the PDF without signing in, and only as given', async () => {
    await delivered('NET-R11', 1);
    const order = (await call('status', { order_id: 'NET-R11' })).message.order;
    expect(order.documents).toEqual([{ url: expect.stringMatching(/^https:\/\/hariyali\.example\.in\/ondc\/documents\//), label: 'Invoice' }]);
    const path = new URL(order.documents[0].url).pathname;
    const pdf = await shop.http.call('GET', path);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A link changed in any part, or another order's document under this order's link, opens nothing.
    const [, , , orderId, documentId, token] = path.split('/');
    const other = await orderIdOf('NET-R1');
    for (const changed of [`/ondc/documents/${orderId}/${documentId}/${token!.slice(0, -2)}xx`, `/ondc/documents/${other}/${documentId}/${token}`, `/ondc/documents/${orderId}/${'9'.repeat(36)}/${token}`]) {
      expect((await shop.http.call('GET', changed)).statusCode).toBe(404);
    }
  });

  it('what the returns policy or ONDC refuses is an error callback with the order as it stands, and no return', async () => {
    await confirmOndcOrder(shop, 'NET-R3', { count: 2 });
    const pending = await orderIdOf('NET-R3');
    // Not delivered yet: the shop's words, ONDC's "update not possible".
    const early = await update('NET-R3', returnRequest('RET-3', wheat(), 1));
    expect(early.error).toMatchObject({ code: '50002', message: expect.stringContaining('Only a delivered order can be returned') });
    expect(early.message.order.id).toBe('NET-R3');
    expect(await returnsOf(pending)).toEqual([]);

    const orderId = await delivered('NET-R4', 2);
    expect((await update('NET-R4', returnRequest('RET-4', 'no-such-item', 1))).error).toMatchObject({ code: '30004' });
    expect((await update('NET-R4', returnRequest('RET-4', wheat(), 1, '009'))).error).toMatchObject({ code: '30005' });
    expect((await update('NET-R4', returnRequest('RET-4', wheat(), 3))).error).toMatchObject({ code: '50002', message: expect.stringContaining('At most 2') });
    expect((await update('NET-R4', { type: 'Return', tags: [{ code: 'return_request', list: [{ code: 'id', value: 'RET-4' }] }] })).error).toMatchObject({ code: '30000', path: expect.stringContaining('item_id') });
    // Two returns in one update: one refused, neither kept.
    expect((await update('NET-R4', returnRequest('RET-5', wheat(), 1), returnRequest('RET-6', 'no-such-item', 1))).error).toMatchObject({ code: '30004' });
    // Another buyer app cannot return this app's order.
    expect((await call('update', { update_target: 'item', order: { id: 'NET-R4', fulfillments: [returnRequest('RET-7', wheat(), 1)] } }, otherApp)).error).toMatchObject({ code: '30018' });
    // A change that is not a return is not taken.
    expect((await call('update', { update_target: 'payment', order: { id: 'NET-R4', payment: { type: 'ON-FULFILLMENT' } } })).error).toMatchObject({ code: '50002' });
    expect(await returnsOf(orderId)).toEqual([]);
    expect(await shop.t.db.selectFrom('ondc_returns').select('network_return_id').where('order_id', '=', orderId).execute()).toEqual([]);

    // Fifteen days after delivery the return window is over.
    now += 15 * DAY;
    try {
      const late = await update('NET-R4', returnRequest('RET-8', wheat(), 1));
      expect(late.error).toMatchObject({ code: '50002', message: expect.stringContaining('14 days') });
    } finally {
      now -= 15 * DAY;
    }
    expect(await returnsOf(orderId)).toEqual([]);
  });
});
