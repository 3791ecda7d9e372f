import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { openGatewayShop, placeWithGatewayOrder, type GatewayShop } from '../helpers/gateway-shop.ts';
import type { StoppableTestApp } from '../helpers/test-app.ts';
import type { RazorpayStandIn } from '../support/razorpay-stand-in.ts';

const KEYS = { keyId: 'rzp_test_Hariyali00003', keySecret: 'S3cret-key-of-the-gateway-0044', webhookSecret: 'Webhook-s3cret-0044' };
const MINUTE = 60_000;
/** The sweep's question for an overdue order: its payments at the gateway. */
const ORDER_PAYMENTS = /^\/v1\/orders\/[^/]+\/payments$/;

/**
 * The unpaid-order sweep tells an answer from an outage (docs/decisions/0024-payments.md): a
 * gateway that says it has no such order (Razorpay: 400 BAD_REQUEST_ERROR "The id provided does
 * not exist") closes the order at once, once; a gateway that cannot be reached (a dropped
 * connection, a 5xx) leaves it for the next run.
 */
describeEachDialect('the unpaid-order sweep and a gateway that does not know the order (Razorpay stand-in)', (dialect) => {
  let shop: GatewayShop;
  let t: StoppableTestApp;
  let gateway: RazorpayStandIn;
  let http: ReturnType<typeof api>;
  let buyer: string;
  let wheat: string;
  let now = Date.parse('2026-11-25T06:00:00Z');
  const logs: string[] = [];

  beforeAll(async () => {
    shop = await openGatewayShop(dialect, KEYS, { clock: () => now, log: { level: 'info', stream: { write: (line: string) => void logs.push(line) } } });
    ({ t, gateway, http, wheat } = shop);
    buyer = sessionCookie(await http.register(customer({ name: 'Sweep Buyer' })));
  });
  afterAll(async () => {
    await shop?.close();
  });

  const stock = async () => Number((await t.db.selectFrom('products').select('stock').where('id', '=', wheat).executeTakeFirstOrThrow()).stock);
  const orderRow = (id: string) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const logLines = (orderId: string, words: string) => logs.filter((line) => line.includes(orderId) && line.includes(words));
  const placeTwoPacks = () => placeWithGatewayOrder(shop, buyer, wheat, 2);

  it('closes an overdue order the gateway has no record of: failed, cancelled, its stock back, once, with one log line', async () => {
    const before = await stock();
    const { order, gatewayOrderId } = await placeTwoPacks();
    // The gateway forgot it (a test-mode order after the keys changed to live ones, a purge).
    gateway.orders.delete(gatewayOrderId);
    now += 31 * MINUTE;
    await t.app.paymentSweep();
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', payment_status: 'failed', payment_due_at: null });
    expect(await stock()).toBe(before);
    // The next minute: nothing more happens, nothing more is said.
    now += MINUTE;
    await t.app.paymentSweep();
    expect(await stock()).toBe(before);
    const history = await t.db.selectFrom('order_status_changes').selectAll().where('order_id', '=', order.id).execute();
    expect(history).toMatchObject([{ from_status: 'pending', to_status: 'cancelled', changed_by: 'system' }]);
    expect(logLines(order.id, 'does not know its order')).toHaveLength(1);
    expect(logLines(order.id, 'unreachable')).toHaveLength(0);
  });

  it('keeps an overdue order, stock held, while the gateway is really unreachable (5xx, dropped connection), and closes it once it answers', async () => {
    const before = await stock();
    const { order } = await placeTwoPacks();
    now += 31 * MINUTE;
    // The test app tries twice per call: both attempts fail.
    gateway.failNext(ORDER_PAYMENTS, 503, 2);
    await t.app.paymentSweep();
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', payment_status: 'awaiting' });
    gateway.failNext(ORDER_PAYMENTS, 0, 2);
    await t.app.paymentSweep();
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', payment_status: 'awaiting' });
    expect(await stock()).toBe(before - 2);
    expect(logLines(order.id, 'unreachable')).toHaveLength(2);
    // The gateway answers again: no payment on the order, so it is cancelled and its stock returned.
    await t.app.paymentSweep();
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect(await stock()).toBe(before);
  });
});
