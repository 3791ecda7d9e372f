import { afterAll, beforeAll, expect, it } from 'vitest';
import { onCancelSchema, onConfirmSchema, onStatusSchema, onTrackSchema, onUpdateSchema } from '../../src/server/modules/ondc/beckn-callbacks.ts';
import type { AdminOrderList } from '../../src/shared/schemas/admin-orders.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { BILLING, confirmOndcOrder, END, ONDC_NODE, ondcCall, ondcCart, openOndcShop, type OndcShop } from '../helpers/ondc-shop.ts';
import { startOndcBuyerAppStandIn, type OndcBuyerAppStandIn } from '../support/ondc-buyer-app-stand-in.ts';

const BANK = { bankName: 'State Bank of India', accountHolderName: 'Hariyali Agro Pvt Ltd', accountNumber: '30123456789012', ifscCode: 'SBIN0001234', isActive: true };

// A buyer app's whole order at the shop, through the stand-ins that sign as the network does
// (docs/product-rules.md 62, docs/decisions/0078): select, init, confirm make a real order of the
// shop, marked with its buyer app; status and cancel answer from it; the shop's own changes are
// pushed to the buyer app, signed; what is refused changes no order.
describeEachDialect('an ONDC buyer app orders from the shop', (dialect) => {
  let shop: OndcShop;
  let otherApp: OndcBuyerAppStandIn;
  const now = Date.parse('2026-12-10T04:30:00Z');
  const id = (name: string) => shop.ids[name]!;

  beforeAll(async () => {
    shop = await openOndcShop(dialect, () => now);
    await shop.ready();
    otherApp = await startOndcBuyerAppStandIn({ registry: shop.registry, now: () => now, subscriberId: 'other-buyer.example.in' });
  });
  afterAll(async () => {
    await otherApp?.close();
    await shop?.close();
  });

  const peer = { bpp_id: ONDC_NODE.subscriberId, bpp_uri: ONDC_NODE.subscriberUrl };
  const call = (action: string, message: unknown, context: Record<string, unknown> = {}, app?: OndcBuyerAppStandIn) => ondcCall(shop, action, message, context, app);
  const cart = (count: number) => ondcCart(shop, count);
  const order = (networkId: string, count = 1, payment: Record<string, unknown> = { type: 'ON-FULFILLMENT' }, change?: (o: any) => any) => confirmOndcOrder(shop, networkId, { count, payment, change });
  const shopOrder = (networkId: string) =>
    shop.t.db.selectFrom('ondc_orders').innerJoin('orders', 'orders.id', 'ondc_orders.order_id').selectAll('orders').select(['ondc_orders.bap_id', 'ondc_orders.cancelled_by', 'ondc_orders.cancellation_reason']).where('network_order_id', '=', networkId).executeTakeFirst();
  const stockOf = async (name: string) => Number((await shop.t.db.selectFrom('products').select('stock').where('id', '=', id(name)).executeTakeFirstOrThrow()).stock);

  it('confirm places a real order of the shop for the buyer app, paid on delivery, its on_confirm the order as placed', async () => {
    const stock = await stockOf('Premium Wheat Seeds');
    const { body } = await order('NET-1001', 2);
    expect(body.error).toBeUndefined();
    expect(onConfirmSchema.safeParse(body).success, JSON.stringify(onConfirmSchema.safeParse(body).error?.issues)).toBe(true);
    const sent = body.message.order;
    expect(sent).toMatchObject({ id: 'NET-1001', state: 'Accepted', billing: BILLING, payment: { type: 'ON-FULFILLMENT', collected_by: 'BPP', status: 'NOT-PAID' }, fulfillments: [{ state: { descriptor: { code: 'Pending' } }, end: END }] });
    const placed = (await shopOrder('NET-1001'))!;
    expect(placed).toMatchObject({ network_app: shop.buyerApp.subscriberId, bap_id: shop.buyerApp.subscriberId, payment_method: 'cod', payment_status: 'cod_due', status: 'pending', ship_full_name: 'Suresh Jadhav', ship_phone: '9876543210', ship_pincode: '411001', ship_state: 'Maharashtra', ship_email: '' });
    expect(sent.quote.price.value).toBe((Number(placed.total_paise) / 100).toFixed(2));
    expect(await stockOf('Premium Wheat Seeds')).toBe(stock - 2);
    // The buyer app's account: no e-mail, mobile or password, so nobody signs in with it and no message of the shop goes to it.
    const account = await shop.t.db.selectFrom('users').selectAll().where('id', '=', placed.user_id).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ email: null, mobile: null, password_hash: null, type: 'user' });
    const messages = await shop.t.db.selectFrom('message_outbox').select('event_key').where('event_key', 'like', `%${placed.id}%`).execute();
    expect(messages).toEqual([]);
    // Its tax documents are issued as for any order.
    const documents = await shop.t.db.selectFrom('tax_documents').select('kind').where('order_id', '=', placed.id).execute();
    expect(documents.length).toBeGreaterThan(0);
  });

  it('the whole flow as a buyer app runs it: search, select, init, confirm, status, cancel; the order in Admin -> Orders marked with its buyer app', async () => {
    const search = await call('search', { intent: { item: { descriptor: { name: 'wheat' } } } }, { bpp_id: undefined, bpp_uri: undefined });
    const item = search.message.catalog['bpp/providers'][0].items.find((i: { id: string }) => i.id === id('Premium Wheat Seeds'));
    expect(item).toBeDefined();
    const selected = await call('select', { order: { provider: { id: ONDC_NODE.subscriberId }, items: [{ id: item.id, quantity: { count: 1 } }], fulfillments: [{ end: { location: END.location } }] } });
    const { body } = await order('NET-FLOW');
    expect(body.message.order.quote.price).toEqual(selected.message.order.quote.price);
    // The callback names the request's very ids, spaces and all: the buyer app matches them exactly.
    const status = await call('status', { order_id: 'NET-FLOW' }, { message_id: ' status-1 ' });
    expect(status.context.message_id).toBe(' status-1 ');
    expect(status.message.order.state).toBe('Accepted');
    const listed = await shop.http.call('GET', '/api/admin/orders?placedThrough=ondc', { cookie: shop.admin });
    expect(listed.statusCode, listed.body).toBe(200);
    const placed = (await shopOrder('NET-FLOW'))!;
    expect(listed.json<AdminOrderList>().items.find((o) => o.id === placed.id)).toMatchObject({ networkApp: shop.buyerApp.subscriberId, customerName: 'Suresh Jadhav' });
    expect((await call('cancel', { order_id: 'NET-FLOW', cancellation_reason_id: '001' })).message.order.state).toBe('Cancelled');
  });

  it('a confirm sent again is the same order: the same message id is not answered twice, a new one answers with the first order', async () => {
    const { transaction_id, body } = await order('NET-1002');
    const count = async () => Number((await shop.t.db.selectFrom('ondc_orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const orders = await count();
    const again = await call('confirm', { order: { ...cart(1), id: 'NET-1002', state: 'Created', quote: body.message.order.quote, payment: body.message.order.payment, created_at: '2026-12-10T04:30:00.000Z', updated_at: '2026-12-10T04:30:00.000Z' } }, { transaction_id });
    expect(again.message.order.id).toBe('NET-1002');
    expect(await count()).toBe(orders);
    // Another order id in the same transaction: refused, nothing placed.
    const other = await call('confirm', { order: { ...cart(1), id: 'NET-1002-B', state: 'Created', quote: body.message.order.quote, payment: body.message.order.payment, created_at: '2026-12-10T04:30:00.000Z', updated_at: '2026-12-10T04:30:00.000Z' } }, { transaction_id });
    expect(other.error).toMatchObject({ code: '30019' });
    expect(await count()).toBe(orders);
  });

  it('a total or payment that is not the shop\'s is refused with nothing placed', async () => {
    const stock = await stockOf('Premium Wheat Seeds');
    const cheaper = await order('NET-1003', 1, { type: 'ON-FULFILLMENT' }, (o) => ({ ...o, quote: { ...o.quote, price: { currency: 'INR', value: '1.00' } } }));
    expect(cheaper.body.error).toMatchObject({ code: '31002', path: 'message.order.quote.price.value' });
    const amount = await order('NET-1004', 1, { type: 'ON-FULFILLMENT' }, (o) => ({ ...o, payment: { ...o.payment, params: { currency: 'INR', amount: '1.00' } } }));
    expect(amount.body.error).toMatchObject({ code: '31002' });
    const more = await order('NET-1005', 1, { type: 'ON-FULFILLMENT' }, (o) => ({ ...o, items: [{ ...o.items[0], quantity: { count: 500 } }] }));
    expect(more.body.error).toMatchObject({ code: '40002' });
    // Cash on delivery above Payment Settings' limit is refused already at init, as checkout refuses it.
    const codLimit = (maxOrderPaise: number) => shop.http.call('PUT', '/api/admin/payment-settings', { cookie: shop.admin, body: { cod: { isActive: true, maxOrderPaise } } });
    expect((await codLimit(50_000_00)).statusCode).toBe(200);
    const big = await call('init', { order: cart(120) });
    expect((await codLimit(10_000_000_00)).statusCode).toBe(200);
    expect(big.error).toMatchObject({ code: '40004', message: expect.stringContaining('Cash on delivery is taken for orders up to') });
    expect(await shopOrder('NET-1003')).toBeUndefined();
    expect(await shopOrder('NET-1004')).toBeUndefined();
    expect(await shopOrder('NET-1005')).toBeUndefined();
    expect(await stockOf('Premium Wheat Seeds')).toBe(stock);
  });

  it('status answers from the order; a change made in the admin area reaches the buyer app signed, unasked', async () => {
    const status = await call('status', { order_id: 'NET-1001' });
    expect(onStatusSchema.safeParse(status).success).toBe(true);
    expect(status.message.order).toMatchObject({ id: 'NET-1001', state: 'Accepted', fulfillments: [{ state: { descriptor: { code: 'Pending' } } }] });
    const placed = (await shopOrder('NET-1001'))!;
    const before = shop.buyerApp.callbacks().length;
    const moved = await shop.http.call('PATCH', `/api/admin/orders/${placed.id}/status`, { cookie: shop.admin, body: { status: 'shipped', ownDelivery: true } });
    expect(moved.statusCode, moved.body).toBe(200);
    await shop.t.app.sendOndcCallbacks();
    const pushed = shop.buyerApp.callbacks().slice(before);
    expect(pushed.map((c) => c.action)).toEqual(['on_status']);
    expect(pushed[0]!.signed).toBe(true);
    expect(onStatusSchema.safeParse(pushed[0]!.body).success).toBe(true);
    expect(pushed[0]!.body.context).toMatchObject({ action: 'on_status', transaction_id: 'txn-NET-1001', bpp_id: ONDC_NODE.subscriberId });
    expect(pushed[0]!.body.message.order).toMatchObject({ id: 'NET-1001', state: 'In-progress', fulfillments: [{ state: { descriptor: { code: 'Order-picked-up' } } }] });
    // Shipped, it can no longer be cancelled by the buyer app: ONDC's 50001, the order as it stands.
    const late = await call('cancel', { order_id: 'NET-1001', cancellation_reason_id: '010' });
    expect(late.error).toMatchObject({ code: '50001' });
    expect((await shopOrder('NET-1001'))!.status).toBe('shipped');
    const track = await call('track', { order_id: 'NET-1001' });
    expect(onTrackSchema.safeParse(track).success).toBe(true);
    // Shipped by the shop's own van (no courier booked): nothing to track, which is not an error.
    expect(track.error).toBeUndefined();
    expect(track.message).toEqual({ tracking: { id: 'delivery', status: 'inactive' } });
    const update = await call('update', { update_target: 'item', order: { id: 'NET-1001' } });
    expect(onUpdateSchema.safeParse(update).success).toBe(true);
    expect(update).toMatchObject({ message: { order: { id: 'NET-1001', state: 'In-progress' } }, error: { code: '50002' } });
  });

  it('the buyer app cancels its own order with its reason; another buyer app cannot, nor with a reason not the buyer\'s', async () => {
    const stock = await stockOf('Premium Wheat Seeds');
    await order('NET-1006', 3);
    expect(await stockOf('Premium Wheat Seeds')).toBe(stock - 3);
    expect((await call('cancel', { order_id: 'NET-1006', cancellation_reason_id: '010' }, {}, otherApp)).error).toMatchObject({ code: '30018' });
    expect((await call('status', { order_id: 'NET-1006' }, {}, otherApp)).error).toMatchObject({ code: '30018' });
    expect((await call('cancel', { order_id: 'NET-1006', cancellation_reason_id: '005' })).error).toMatchObject({ code: '30012' });
    expect((await shopOrder('NET-1006'))!.status).toBe('pending');
    const before = shop.buyerApp.callbacks().length;
    const cancelled = await call('cancel', { order_id: 'NET-1006', cancellation_reason_id: '010' });
    expect(onCancelSchema.safeParse(cancelled).success).toBe(true);
    expect(cancelled.message.order).toMatchObject({ state: 'Cancelled', cancellation: { cancelled_by: shop.buyerApp.subscriberId, reason: { id: '010' } } });
    // Answered by its on_cancel, not pushed a second time.
    expect(shop.buyerApp.callbacks().slice(before).map((c) => c.action)).toEqual(['on_cancel']);
    expect((await shopOrder('NET-1006'))!.status).toBe('cancelled');
    expect(await stockOf('Premium Wheat Seeds')).toBe(stock);
  });

  it('the shop cancelling an order in the admin area tells the buyer app, with ONDC\'s merchant reason', async () => {
    await order('NET-1007');
    const placed = (await shopOrder('NET-1007'))!;
    const before = shop.buyerApp.callbacks().length;
    const res = await shop.http.call('PATCH', `/api/admin/orders/${placed.id}/status`, { cookie: shop.admin, body: { status: 'cancelled' } });
    expect(res.statusCode, res.body).toBe(200);
    await shop.t.app.sendOndcCallbacks();
    const pushed = shop.buyerApp.callbacks().slice(before);
    expect(pushed.map((c) => c.action)).toEqual(['on_cancel']);
    expect(onCancelSchema.safeParse(pushed[0]!.body).success).toBe(true);
    expect(pushed[0]!.body.message.order).toMatchObject({ id: 'NET-1007', state: 'Cancelled', cancellation: { cancelled_by: ONDC_NODE.subscriberId, reason: { id: '005' } } });
  });

  it('a prepaid order paid in the buyer app is a bank-transfer order settled by the buyer app to the shop\'s account', async () => {
    expect((await shop.http.call('PUT', '/api/admin/payment-settings', { cookie: shop.admin, body: { bank: BANK } })).statusCode).toBe(200);
    const unpaid = await order('NET-1008', 1, { type: 'ON-ORDER' }, (o) => ({ ...o, payment: { ...o.payment, status: 'NOT-PAID' } }));
    expect(unpaid.body.error).toMatchObject({ code: '31002' });
    const { body } = await order('NET-1009', 1, { type: 'ON-ORDER' });
    expect(body.error).toBeUndefined();
    expect(body.message.order.payment).toMatchObject({ type: 'ON-ORDER', collected_by: 'BAP', status: 'PAID', '@ondc/org/settlement_details': [{ settlement_bank_account_no: BANK.accountNumber }] });
    expect(await shopOrder('NET-1009')).toMatchObject({ payment_method: 'bank_transfer', payment_status: 'bank_awaiting' });
  });

  it('a confirm whose body was changed after signing is refused 401, and places nothing', async () => {
    const context = shop.buyerApp.context('confirm', peer);
    const body = JSON.stringify({ context, message: { order: { ...cart(1), id: 'NET-1010', state: 'Created', quote: { price: { currency: 'INR', value: '1.00' }, breakup: [] }, payment: { type: 'ON-FULFILLMENT' }, created_at: '2026-12-10T04:30:00.000Z', updated_at: '2026-12-10T04:30:00.000Z' } } });
    const signedFor = await import('../support/ondc-http-signature.ts');
    const header = signedFor.signedHeader({ subscriberId: shop.buyerApp.subscriberId, uniqueKeyId: shop.buyerApp.uniqueKeyId, seed: shop.buyerApp.seed, body: body.replace('NET-1010', 'NET-1011'), createdSeconds: now / 1000, expiresSeconds: now / 1000 + 300 });
    const res = await shop.buyerApp.send(shop.node, 'confirm', body, { header });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ message: { ack: { status: 'NACK' } }, error: { code: '30016' } });
    await shop.t.app.sendOndcCallbacks();
    expect(await shopOrder('NET-1010')).toBeUndefined();
  });
});
