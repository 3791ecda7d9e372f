import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { AdminOrder } from '../../src/shared/schemas/admin-orders.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { OnlineCheckout } from '../../src/shared/schemas/payments.ts';
import type { StorePaymentMethods } from '../../src/shared/schemas/payment-settings.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { shipping } from '../helpers/factories.ts';
import { openGatewayShop, type GatewayShop } from '../helpers/gateway-shop.ts';
import type { StoppableTestApp } from '../helpers/test-app.ts';
import type { RazorpayStandIn, WebhookDelivery } from '../support/razorpay-stand-in.ts';

const KEYS = { keyId: 'rzp_test_Hariyali00001', keySecret: 'S3cret-key-of-the-gateway-0042', webhookSecret: 'Webhook-s3cret-0042' };
const MINUTE = 60_000;

describeEachDialect('online payments through the gateway (Razorpay stand-in)', (dialect) => {
  let shop: GatewayShop;
  let t: StoppableTestApp;
  let gateway: RazorpayStandIn;
  let http: ReturnType<typeof api>;
  let buyer: string;
  let other: string;
  let admin: string;
  let wheat: string;
  let now = Date.parse('2026-11-25T06:00:00Z');
  const logs: string[] = [];

  beforeAll(async () => {
    shop = await openGatewayShop(dialect, KEYS, {
      clock: () => now,
      log: { level: 'trace', stream: { write: (line: string) => void logs.push(line) } },
      publicUrl: 'https://hariyali.example.in',
    });
    ({ t, gateway, http, admin, wheat } = shop);
    buyer = sessionCookie(await http.register(customer({ name: 'Online Buyer' })));
    other = sessionCookie(await http.register(customer({ name: 'Someone Else' })));
  });
  afterAll(async () => {
    await shop?.close();
  });
  beforeEach(() => {
    now = Date.parse('2026-11-25T06:00:00Z');
  });

  const stock = async () => (await t.db.selectFrom('products').select('stock').where('id', '=', wheat).executeTakeFirstOrThrow()).stock;
  const orderRow = (id: string) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const placeOnline = async (quantity = 1): Promise<StoreOrder> => {
    const res = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: wheat, quantity }], shipping, paymentMethod: 'online' } });
    expect(res.statusCode).toBe(201);
    return res.json<StoreOrder>();
  };
  const startCheckout = async (orderId: string, cookie = buyer) => http.call('POST', `/api/store/orders/${orderId}/payment`, { cookie });
  const checkoutOf = async (orderId: string) => {
    const res = await startCheckout(orderId);
    expect(res.statusCode).toBe(200);
    return res.json<OnlineCheckout>();
  };
  /** The gateway's page posting the buyer back, as a browser would (form-encoded, from another site). */
  const returnFrom = (fields: Record<string, string | undefined>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/return',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: gateway.url },
      payload: new URLSearchParams(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined)).toString(),
    });
  const webhook = (delivery: Pick<WebhookDelivery, 'body' | 'headers'>) => t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers: delivery.headers, payload: delivery.body });
  const eventsOf = async (orderId: string) => t.db.selectFrom('payment_events').selectAll().where('order_id', '=', orderId).execute();

  it('places an online order awaiting payment, due in 30 minutes, and opens one gateway order for its total', async () => {
    const before = await stock();
    const order = await placeOnline(2);
    expect(order).toMatchObject({ paymentMethod: 'online', paymentStatus: 'awaiting', status: 'pending', paidWith: null, paymentDueAt: '2026-11-25T06:30:00.000Z' });
    expect(await stock()).toBe(before - 2);
    const checkout = await checkoutOf(order.id);
    expect(checkout).toMatchObject({ provider: 'razorpay', keyId: KEYS.keyId, amountPaise: order.totalPaise, currency: 'INR', orderId: order.id, scriptUrl: gateway.checkoutScriptUrl });
    expect(checkout.callbackUrl).toMatch(/\/api\/payments\/razorpay\/return$/);
    expect(gateway.orders.get(checkout.gatewayOrderId)).toMatchObject({ amount: order.totalPaise, currency: 'INR', receipt: order.id });
    // A second attempt reuses the gateway order: one order there, however often the farmer retries.
    expect((await checkoutOf(order.id)).gatewayOrderId).toBe(checkout.gatewayOrderId);
    expect([...gateway.orders.values()].filter((o) => o.receipt === order.id)).toHaveLength(1);
    expect(JSON.stringify(checkout)).not.toContain(KEYS.keySecret);
  });

  it('sends the gateway back to the shop\'s own address (PUBLIC_URL), whatever Host header the checkout request names', async () => {
    const order = await placeOnline();
    for (const headers of [{ host: 'attacker.example' }, { host: 'hariyali.example.in.attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'http' }]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/store/orders/${order.id}/payment`, headers: { ...headers, cookie: buyer } });
      expect(res.statusCode).toBe(200);
      expect(res.json<OnlineCheckout>().callbackUrl).toBe('https://hariyali.example.in/api/payments/razorpay/return');
    }
  });

  it('opens checkout only for the buyer: another customer gets 404, a visitor 401', async () => {
    const order = await placeOnline();
    expect((await startCheckout(order.id, other)).statusCode).toBe(404);
    expect((await http.call('POST', `/api/store/orders/${order.id}/payment`)).statusCode).toBe(401);
    expect((await startCheckout('no-such-order')).statusCode).toBe(404);
  });

  it('is paid through the signed return, and the payment method is what the gateway reports', async () => {
    const order = await placeOnline();
    const { gatewayOrderId } = await checkoutOf(order.id);
    const paid = await gateway.pay(gatewayOrderId, { method: 'upi', deliverWebhooks: false });
    const res = await returnFrom({ razorpay_payment_id: paid.paymentId, razorpay_order_id: gatewayOrderId, razorpay_signature: paid.signature });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/order-confirmation?order=${order.id}&payment=paid`);
    const read = (await http.call('GET', `/api/store/orders/${order.id}`, { cookie: buyer })).json<StoreOrder>();
    expect(read).toMatchObject({ paymentStatus: 'paid', paidWith: 'upi', paymentDueAt: null, paidAt: '2026-11-25T06:00:00.000Z', status: 'pending' });
    expect((await http.call('GET', `/api/admin/orders/${order.id}`, { cookie: admin })).json()).toMatchObject({ refundsThroughGateway: true });
    expect(await orderRow(order.id)).toMatchObject({ gateway_payment_id: paid.paymentId, gateway: 'razorpay' });
  });

  it('captures a payment the gateway only authorized (an account without auto-capture), then pays the order', async () => {
    const order = await placeOnline();
    const { gatewayOrderId } = await checkoutOf(order.id);
    const paid = await gateway.pay(gatewayOrderId, { deliverWebhooks: false, capture: false });
    expect(gateway.payments.get(paid.paymentId)?.status).toBe('authorized');
    const res = await returnFrom({ razorpay_payment_id: paid.paymentId, razorpay_order_id: gatewayOrderId, razorpay_signature: paid.signature });
    expect(res.headers.location).toContain('payment=paid');
    expect(gateway.payments.get(paid.paymentId)).toMatchObject({ status: 'captured', amount: order.totalPaise });
    expect((await orderRow(order.id)).payment_status).toBe('paid');
  });

  it('is paid through the webhook; payment.captured and order.paid together pay it once', async () => {
    const order = await placeOnline();
    const { gatewayOrderId } = await checkoutOf(order.id);
    const paid = await gateway.pay(gatewayOrderId, { method: 'card', deliverWebhooks: false });
    const outcomes = [];
    for (const event of paid.events) {
      const res = await webhook(event);
      expect(res.statusCode).toBe(200);
      outcomes.push(res.json<{ outcome: string }>().outcome);
    }
    expect(paid.events.map((e) => e.event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    expect(outcomes).toEqual(['ignored', 'paid', 'already_paid']);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ payment_status: 'paid', paid_with: 'card', card_last4: '1111' });
    expect(await eventsOf(order.id)).toHaveLength(3);
  });

  it('pays once when the return and the webhook arrive together, and takes the stock once', async () => {
    const before = await stock();
    const order = await placeOnline(3);
    const { gatewayOrderId } = await checkoutOf(order.id);
    const paid = await gateway.pay(gatewayOrderId, { deliverWebhooks: false });
    const captured = paid.events.find((e) => e.event === 'payment.captured')!;
    const [back, hook] = await Promise.all([
      returnFrom({ razorpay_payment_id: paid.paymentId, razorpay_order_id: gatewayOrderId, razorpay_signature: paid.signature }),
      webhook(captured),
    ]);
    expect(back.headers.location).toContain('payment=paid');
    expect(['paid', 'already_paid']).toContain(hook.json<{ outcome: string }>().outcome);
    const row = await orderRow(order.id);
    expect(row.payment_status).toBe('paid');
    expect(await stock()).toBe(before - 3);
    const changes = await t.db.selectFrom('order_status_changes').select('id').where('order_id', '=', order.id).execute();
    expect(changes).toHaveLength(0);
  });

  it('leaves the order unpaid on a tampered signature, another order\'s payment, or a wrong amount', async () => {
    const order = await placeOnline();
    const { gatewayOrderId } = await checkoutOf(order.id);
    const paid = await gateway.pay(gatewayOrderId, { deliverWebhooks: false });
    const flipped = paid.signature.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    for (const fields of [
      { razorpay_payment_id: paid.paymentId, razorpay_order_id: gatewayOrderId, razorpay_signature: flipped },
      { razorpay_payment_id: paid.paymentId, razorpay_order_id: gatewayOrderId, razorpay_signature: '' },
      { razorpay_payment_id: paid.paymentId, razorpay_order_id: gatewayOrderId },
    ]) {
      const res = await returnFrom(fields);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/order-confirmation?order=${order.id}&payment=unverified`);
    }
    // Correctly signed, but a payment of another amount: the webhook's signature is right, the money is not.
    const captured = JSON.parse(paid.events.find((e) => e.event === 'payment.captured')!.body);
    const short = gateway.event('payment.captured', { payment: { entity: { ...captured.payload.payment.entity, amount: order.totalPaise - 100 } } });
    expect((await webhook(short)).json()).toEqual({ outcome: 'mismatch' });
    const foreign = gateway.event('payment.captured', { payment: { entity: { ...captured.payload.payment.entity, currency: 'USD' } } });
    expect((await webhook(foreign)).json()).toEqual({ outcome: 'mismatch' });
    expect((await orderRow(order.id)).payment_status).toBe('awaiting');
  });

  it('refuses a webhook with a bad or missing signature (400) and changes nothing; a replayed event changes nothing', async () => {
    const order = await placeOnline();
    const { gatewayOrderId } = await checkoutOf(order.id);
    const paid = await gateway.pay(gatewayOrderId, { deliverWebhooks: false });
    const captured = paid.events.find((e) => e.event === 'payment.captured')!;
    const eventsBefore = await t.db.selectFrom('payment_events').select('id').execute();
    // The body changed after signing (a smaller amount), the signature left as it was.
    const tampered = { body: captured.body.replace(`"amount":${order.totalPaise}`, `"amount":${order.totalPaise - 100}`), headers: captured.headers };
    expect(tampered.body).not.toBe(captured.body);
    expect((await webhook(tampered)).statusCode).toBe(400);
    const unsigned = { body: captured.body, headers: { ...captured.headers, 'x-razorpay-signature': '' } };
    expect((await webhook(unsigned)).statusCode).toBe(400);
    const otherSecret = { body: captured.body, headers: { ...captured.headers, 'x-razorpay-signature': 'a'.repeat(64) } };
    expect((await webhook(otherSecret)).json().error.code).toBe('invalid_signature');
    expect(await t.db.selectFrom('payment_events').select('id').execute()).toHaveLength(eventsBefore.length);
    expect((await orderRow(order.id)).payment_status).toBe('awaiting');

    expect((await webhook(captured)).json()).toEqual({ outcome: 'paid' });
    expect((await webhook(captured)).json()).toEqual({ outcome: 'duplicate' });
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it('records an event for an order it does not know, and answers 200', async () => {
    const entity = { id: 'pay_Unknown0000001', entity: 'payment', order_id: 'order_NotOurs0000001', amount: 10000, currency: 'INR', status: 'captured', method: 'upi' };
    const res = await webhook(gateway.event('payment.captured', { payment: { entity } }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'unknown_order' });
    const row = await t.db.selectFrom('payment_events').selectAll().where('gateway_order_id', '=', 'order_NotOurs0000001').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ outcome: 'unknown_order', order_id: null, event: 'payment.captured' });
  });

  it('a failed attempt leaves the order payable; past 30 minutes unpaid it is cancelled once and its stock returned', async () => {
    // The earlier tests' unpaid orders go first, so this test counts its own order only.
    now += 31 * MINUTE;
    await t.app.paymentSweep();
    now = Date.parse('2026-11-25T07:00:00Z');
    const before = await stock();
    const order = await placeOnline(4);
    const { gatewayOrderId } = await checkoutOf(order.id);
    const failed = await gateway.fail(gatewayOrderId, { deliverWebhooks: false });
    expect((await webhook(failed.events[0]!)).json()).toEqual({ outcome: 'failed' });
    expect((await orderRow(order.id)).payment_status).toBe('failed');
    expect((await startCheckout(order.id)).statusCode).toBe(200);

    now += 29 * MINUTE;
    expect((await t.app.paymentSweep()).cancelled).toBe(0);
    now += 2 * MINUTE;
    const swept = await t.app.paymentSweep();
    expect(swept.cancelled).toBe(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', payment_status: 'failed', payment_due_at: null });
    expect(await stock()).toBe(before);
    // A second run (another app server, or the next minute) changes nothing.
    expect((await t.app.paymentSweep()).cancelled).toBe(0);
    expect(await stock()).toBe(before);
    const history = await t.db.selectFrom('order_status_changes').selectAll().where('order_id', '=', order.id).execute();
    expect(history).toMatchObject([{ from_status: 'pending', to_status: 'cancelled', changed_by: 'system' }]);
    const again = await startCheckout(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('payment_window_closed');
  });

  it('marks an overdue order paid instead when the gateway says it was (a lost webhook), and refunds a payment that came after cancelling', async () => {
    const lost = await placeOnline();
    const lostCheckout = await checkoutOf(lost.id);
    await gateway.pay(lostCheckout.gatewayOrderId, { deliverWebhooks: false });
    const late = await placeOnline();
    const lateCheckout = await checkoutOf(late.id);
    now += 31 * MINUTE;
    await t.app.paymentSweep();
    expect((await orderRow(lost.id)).payment_status).toBe('paid');
    expect((await orderRow(late.id)).status).toBe('cancelled');

    // The farmer pays the cancelled order anyway: the money goes back, once.
    const paid = await gateway.pay(lateCheckout.gatewayOrderId, { deliverWebhooks: false });
    const captured = paid.events.find((e) => e.event === 'payment.captured')!;
    expect((await webhook(captured)).json()).toEqual({ outcome: 'late' });
    await returnFrom({ razorpay_payment_id: paid.paymentId, razorpay_order_id: lateCheckout.gatewayOrderId, razorpay_signature: paid.signature });
    const refunds = [...gateway.refunds.values()].filter((r) => r.payment_id === paid.paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: late.totalPaise });
    expect(await t.db.selectFrom('refunds').selectAll().where('order_id', '=', late.id).execute()).toMatchObject([{ method: 'gateway', status: 'processed', amount_paise: late.totalPaise }]);
  });

  it('closes the payment of an unpaid online order the admin cancels, and opens no checkout for it', async () => {
    const order = await placeOnline();
    expect((await http.call('PATCH', `/api/admin/orders/${order.id}/status`, { cookie: admin, body: { status: 'cancelled' } })).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', payment_status: 'failed', payment_due_at: null });
    expect((await startCheckout(order.id)).json().error.code).toBe('payment_window_closed');
    expect(await t.db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).execute()).toEqual([]);
  });

  it('keeps the order awaiting and retriable while the gateway is down', async () => {
    const order = await placeOnline();
    gateway.failNext(/^\/v1\/orders$/, 503, 2);
    const res = await startCheckout(order.id);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('payment_unavailable');
    expect(await orderRow(order.id)).toMatchObject({ payment_status: 'awaiting', gateway_order_id: null, status: 'pending' });
    gateway.failNext(/^\/v1\/orders$/, 0, 2);
    expect((await startCheckout(order.id)).statusCode).toBe(503);
    expect((await startCheckout(order.id)).statusCode).toBe(200);
  });

  it('refunds a paid order in full through the gateway when the admin cancels it; the refund webhook makes it refunded', async () => {
    const order = await placeOnline();
    const { gatewayOrderId } = await checkoutOf(order.id);
    const paid = await gateway.pay(gatewayOrderId, { deliverWebhooks: false });
    await returnFrom({ razorpay_payment_id: paid.paymentId, razorpay_order_id: gatewayOrderId, razorpay_signature: paid.signature });
    const cancel = await http.call('PATCH', `/api/admin/orders/${order.id}/status`, { cookie: admin, body: { status: 'cancelled' } });
    expect(cancel.statusCode).toBe(200);
    const refund = [...gateway.refunds.values()].find((r) => r.payment_id === paid.paymentId)!;
    expect(refund).toMatchObject({ amount: order.totalPaise });
    expect(await t.db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).execute()).toMatchObject([{ gateway_refund_id: refund.id, status: 'processed' }]);
    expect((await orderRow(order.id)).payment_status).toBe('refunded');
    const processed = gateway.event('refund.processed', { refund: { entity: refund }, payment: { entity: gateway.payments.get(paid.paymentId) } });
    expect((await webhook(processed)).json()).toEqual({ outcome: 'refund_processed' });
    const read = (await http.call('GET', `/api/store/orders/${order.id}`, { cookie: buyer })).json<StoreOrder>();
    expect(read).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refunds: [{ amountPaise: order.totalPaise, method: 'gateway', status: 'processed', reference: null }] });
  });

  it('refunds chosen lines through the gateway with a credit note for them; cancelling later refunds the rest, never more than was paid', async () => {
    const tractor = (await t.db.selectFrom('products').select('id').where('name', '=', 'Modern Tractor').executeTakeFirstOrThrow()).id;
    const res = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: wheat, quantity: 3 }, { productId: tractor, quantity: 1 }], shipping, paymentMethod: 'online' } });
    const order = res.json<StoreOrder>();
    const { gatewayOrderId } = await checkoutOf(order.id);
    const paid = await gateway.pay(gatewayOrderId, { deliverWebhooks: false });
    await returnFrom({ razorpay_payment_id: paid.paymentId, razorpay_order_id: gatewayOrderId, razorpay_signature: paid.signature });
    const refundLines = (body: unknown) => http.call('POST', `/api/admin/orders/${order.id}/line-refunds`, { cookie: admin, body });

    expect((await refundLines({ lines: [{ productId: wheat, quantity: 4 }] })).json().error.fields).toEqual({ lines: 'At most 3 of Premium Wheat Seeds can still be refunded' });
    expect((await refundLines({ lines: [{ productId: 'not-on-this-order', quantity: 1 }] })).statusCode).toBe(400);
    expect((await refundLines({ lines: [] })).statusCode).toBe(400);
    expect((await http.call('POST', `/api/admin/orders/${order.id}/line-refunds`, { cookie: buyer, body: { lines: [{ productId: wheat, quantity: 1 }] } })).statusCode).toBe(403);

    // One bag of wheat: its price and its share of the line's tax (wheat seed is nil-rated: none).
    const wheatLine = order.items.find((i) => i.productId === wheat)!;
    const one = await refundLines({ lines: [{ productId: wheat, quantity: 1 }] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ paymentStatus: 'partially_refunded', status: 'pending', refunds: [{ amountPaise: wheatLine.unitPricePaise, method: 'gateway', status: 'processed' }] });
    expect([...gateway.refunds.values()].filter((r) => r.payment_id === paid.paymentId).map((r) => r.amount)).toEqual([wheatLine.unitPricePaise]);
    expect(one.json<AdminOrder>().items.map((i) => [i.productId, i.creditedQuantity])).toEqual([[wheat, 1], [tractor, 0]]);
    const notes = await t.db.selectFrom('tax_documents').selectAll().where('order_id', '=', order.id).where('kind', '=', 'credit_note').execute();
    expect(notes).toMatchObject([{ credit_reason: 'refund', taxable_paise: wheatLine.unitPricePaise, tax_paise: 0 }]);
    const pdf = await http.call('GET', `/api/admin/documents/${notes[0]!.id}/pdf`, { cookie: admin });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Cancelled now: the rest goes back (two bags and the tractor with its GST), credited once.
    expect((await http.call('PATCH', `/api/admin/orders/${order.id}/status`, { cookie: admin, body: { status: 'cancelled' } })).statusCode).toBe(200);
    const refunds = [...gateway.refunds.values()].filter((r) => r.payment_id === paid.paymentId).map((r) => r.amount);
    expect(refunds).toEqual([wheatLine.unitPricePaise, order.totalPaise - wheatLine.unitPricePaise]);
    expect((await orderRow(order.id)).payment_status).toBe('refunded');
    const all = await t.db.selectFrom('tax_documents').selectAll().where('order_id', '=', order.id).execute();
    const credited = all.filter((d) => d.kind === 'credit_note').reduce((sum, d) => sum + Number(d.taxable_paise) + Number(d.tax_paise), 0);
    const invoiced = all.filter((d) => d.kind !== 'credit_note').reduce((sum, d) => sum + Number(d.taxable_paise) + Number(d.tax_paise), 0);
    expect(credited).toBe(invoiced);
    expect(invoiced).toBe(order.totalPaise);
    expect((await refundLines({ lines: [{ productId: tractor, quantity: 1 }] })).statusCode).toBe(409);
  });

  it('refuses card details in the order (cards are paid on the gateway\'s page) with a 400 on card', async () => {
    const res = await http.call('POST', '/api/store/orders', {
      cookie: buyer,
      body: { items: [{ productId: wheat, quantity: 1 }], shipping, paymentMethod: 'online', card: { number: '4111111111111111', expiry: '12/39', cvv: '123' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.card).toMatch(/payment gateway's secure page/);
  });

  it('offers cash on delivery up to its limit only, and refuses an order above it', async () => {
    const saved = await http.call('PUT', '/api/admin/payment-settings', { cookie: admin, body: { cod: { isActive: true, instructions: null, maxOrderPaise: 1_000_00 } } });
    expect(saved.statusCode).toBe(200);
    expect((await http.call('GET', '/api/store/payment-methods')).json<StorePaymentMethods>()).toMatchObject({ methods: ['cod', 'online'], codMaxPaise: 1_000_00 });
    const before = await stock();
    const res = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: wheat, quantity: 1 }], shipping, paymentMethod: 'cod' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'cod_limit', params: { limit: '₹1,000' } });
    expect(await stock()).toBe(before);
    await http.call('PUT', '/api/admin/payment-settings', { cookie: admin, body: { cod: { isActive: true, instructions: null } } });
    const ok = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: wheat, quantity: 1 }], shipping, paymentMethod: 'cod' } });
    expect(ok.json<StoreOrder>()).toMatchObject({ paymentStatus: 'cod_due' });
  });

  it('keeps no key secret, webhook secret or card number in the database or the log after paid orders', async () => {
    const order = await placeOnline();
    const { gatewayOrderId } = await checkoutOf(order.id);
    const paid = await gateway.pay(gatewayOrderId, { method: 'card', deliverWebhooks: false });
    for (const event of paid.events) await webhook(event);
    await returnFrom({ razorpay_payment_id: paid.paymentId, razorpay_order_id: gatewayOrderId, razorpay_signature: paid.signature });
    const tables = ['orders', 'order_items', 'payment_settings', 'payment_events', 'refunds', 'order_status_changes'] as const;
    const dump = JSON.stringify(await Promise.all(tables.map((table) => t.db.selectFrom(table).selectAll().execute())));
    const log = logs.join('\n');
    // On SQLite, the database files themselves, byte for byte (the WAL too: recent writes live there).
    const config = t.databaseConfig;
    const files = config.dialect === 'sqlite' ? [config.file, `${config.file}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f).toString('latin1')) : [];
    if (config.dialect === 'sqlite') expect(files.join('')).toContain(order.id);
    for (const secret of [KEYS.keySecret, KEYS.webhookSecret, '4111111111111111', paid.signature]) {
      expect(dump).not.toContain(secret);
      expect(log).not.toContain(secret);
      for (const file of files) expect(file.includes(secret), secret).toBe(false);
    }
    expect(log).toContain('order paid online');
  });
});
