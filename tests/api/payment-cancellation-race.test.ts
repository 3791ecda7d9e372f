import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminOrder } from '../../src/shared/schemas/admin-orders.ts';
import { formatRupees } from '../../src/shared/money.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { openGatewayShop, placeWithGatewayOrder, type GatewayShop } from '../helpers/gateway-shop.ts';
import type { StoppableTestApp } from '../helpers/test-app.ts';
import type { RazorpayStandIn } from '../support/razorpay-stand-in.ts';

const KEYS = { keyId: 'rzp_test_Hariyali00002', keySecret: 'S3cret-key-of-the-gateway-0043', webhookSecret: 'Webhook-s3cret-0043' };
/** The gateway's read of one payment (the browser's return asks it before recording the payment). */
const FETCH_PAYMENT = /^\/v1\/payments\/[^/]+$/;

/**
 * A payment and a cancellation of the same order can never both win (docs/decisions/0024-payments.md):
 * whichever commits second sees the other. A payment recorded first is refunded by the
 * cancellation; a payment arriving after the cancellation is refunded by itself. Either way the
 * order ends cancelled and refunded, the gateway holds one refund of its total, the stock is back
 * and the dashboard's revenue does not move.
 */
describeEachDialect('a payment racing a cancellation (Razorpay stand-in)', (dialect) => {
  let shop: GatewayShop;
  let t: StoppableTestApp;
  let gateway: RazorpayStandIn;
  let http: ReturnType<typeof api>;
  let buyer: string;
  let admin: string;
  let wheat: string;
  const now = Date.parse('2026-11-25T06:00:00Z');

  beforeAll(async () => {
    shop = await openGatewayShop(dialect, KEYS, { clock: () => now });
    ({ t, gateway, http, admin, wheat } = shop);
    buyer = sessionCookie(await http.register(customer({ name: 'Racing Buyer' })));
  });
  afterAll(async () => {
    await shop?.close();
  });

  const stock = async () => Number((await t.db.selectFrom('products').select('stock').where('id', '=', wheat).executeTakeFirstOrThrow()).stock);
  const orderRow = (id: string) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const revenue = async () => (await http.call('GET', '/api/admin/dashboard', { cookie: admin })).json<{ revenuePaise: number }>().revenuePaise;
  const placePaidAtGateway = async () => {
    const { order, gatewayOrderId } = await placeWithGatewayOrder(shop, buyer, wheat);
    const paid = await gateway.pay(gatewayOrderId, { deliverWebhooks: false });
    return { order, gatewayOrderId, paid };
  };
  const returnFrom = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/return',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: gateway.url },
      payload: new URLSearchParams(fields).toString(),
    });
  const cancelByBuyer = (orderId: string) => http.call('POST', `/api/store/orders/${orderId}/cancel`, { cookie: buyer });
  const cancelByAdmin = (orderId: string) => http.call('PATCH', `/api/admin/orders/${orderId}/status`, { cookie: admin, body: { status: 'cancelled' } });
  /** The money went back once, in full, and the order says so. */
  const expectRefundedOnce = async (orderId: string, paymentId: string, totalPaise: number) => {
    await gateway.idle();
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', payment_status: 'refunded', gateway_payment_id: paymentId });
    expect([...gateway.refunds.values()].filter((r) => r.payment_id === paymentId).map((r) => r.amount)).toEqual([totalPaise]);
    expect(await t.db.selectFrom('refunds').select(['method', 'status', 'amount_paise']).where('order_id', '=', orderId).execute()).toMatchObject([
      { method: 'gateway', status: 'processed', amount_paise: totalPaise },
    ]);
  };

  it('refunds a payment whose return is being recorded while the buyer cancels, and shows it to the buyer and the admin', async () => {
    const before = { stock: await stock(), revenue: await revenue() };
    const { order, gatewayOrderId, paid } = await placePaidAtGateway();
    // The return has read the order and is asking the gateway when the buyer cancels.
    const hold = gateway.holdNext(FETCH_PAYMENT);
    const back = returnFrom({ razorpay_payment_id: paid.paymentId, razorpay_order_id: gatewayOrderId, razorpay_signature: paid.signature });
    await hold.reached;
    const cancelled = await cancelByBuyer(order.id);
    expect(cancelled.statusCode).toBe(200);
    hold.release();
    expect((await back).headers.location).toBe(`/order-confirmation?order=${order.id}&payment=late`);

    await expectRefundedOnce(order.id, paid.paymentId, order.totalPaise);
    expect(await stock()).toBe(before.stock);
    expect(await revenue()).toBe(before.revenue);
    const seen = (await http.call('GET', `/api/store/orders/${order.id}`, { cookie: buyer })).json<StoreOrder>();
    expect(seen).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refunds: [{ amountPaise: order.totalPaise, method: 'gateway', status: 'processed' }] });
    const inAdmin = (await http.call('GET', `/api/admin/orders/${order.id}`, { cookie: admin })).json<AdminOrder>();
    expect(inAdmin).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundsThroughGateway: false, refunds: [{ amountPaise: order.totalPaise, status: 'processed' }] });
  });

  it('does not take a cancelled order\'s closed payment ("failed") as payable: a captured payment after the admin cancelled is refunded', async () => {
    const { order, gatewayOrderId, paid } = await placePaidAtGateway();
    expect((await cancelByAdmin(order.id)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    const captured = gateway.paymentSignature(gatewayOrderId, paid.paymentId);
    const back = await returnFrom({ razorpay_payment_id: paid.paymentId, razorpay_order_id: gatewayOrderId, razorpay_signature: captured });
    expect(back.headers.location).toContain('payment=late');
    // The webhook of the same payment, after the return: nothing more goes back.
    const event = paid.events.find((e) => e.event === 'payment.captured')!;
    const hook = await t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers: event.headers, payload: event.body });
    expect(hook.json()).toEqual({ outcome: 'late' });
    await expectRefundedOnce(order.id, paid.paymentId, order.totalPaise);
    // The buyer, who may think the order stands, is told once that the money goes back.
    const mails = await t.db.selectFrom('message_outbox').select(['kind', 'subject', 'text_body']).where('event_key', 'like', `late-payment-refunded:%`).where('text_body', 'like', `%${order.number}%`).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your payment for the cancelled order ${order.number} is being refunded`);
    expect(mails[0]!.text_body).toContain(formatRupees(order.totalPaise));
  });

  it('never leaves an order cancelled and paid, however the return or the webhook and a cancellation by the buyer or the admin interleave (30 races)', async () => {
    const before = { stock: await stock(), revenue: await revenue() };
    for (let i = 0; i < 30; i++) {
      const { order, gatewayOrderId, paid } = await placePaidAtGateway();
      const byWebhook = i % 2 === 1;
      const byAdmin = i % 4 >= 2;
      // A slow gateway for the return (0, 5 or 10 ms), so the cancellation falls in its call as often as not.
      if (!byWebhook) gateway.delayNext(FETCH_PAYMENT, (i % 3) * 5);
      const captured = paid.events.find((e) => e.event === 'payment.captured')!;
      const payment = byWebhook
        ? t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers: captured.headers, payload: captured.body })
        : returnFrom({ razorpay_payment_id: paid.paymentId, razorpay_order_id: gatewayOrderId, razorpay_signature: paid.signature });
      const [paidRes, cancelRes] = await Promise.all([payment, byAdmin ? cancelByAdmin(order.id) : cancelByBuyer(order.id)]);
      expect(paidRes.statusCode, `race ${i}`).toBe(byWebhook ? 200 : 303);
      expect(cancelRes.statusCode, `race ${i}`).toBe(200);
      await expectRefundedOnce(order.id, paid.paymentId, order.totalPaise);
    }
    expect(await stock()).toBe(before.stock);
    expect(await revenue()).toBe(before.revenue);
  });
});
