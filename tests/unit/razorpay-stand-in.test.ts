import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/razorpay-stand-in.ts';

const KEY_ID = 'rzp_test_StandInKey0001';
const KEY_SECRET = 'key-secret-for-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';
const AUTH = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

/** Verifies as a merchant would: HMAC-SHA256 in hex, compared in constant time. */
function hmacMatches(secret: string, text: string, signature: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(text).digest('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A tiny webhook receiver that keeps each request's raw body and headers. */
async function startReceiver() {
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/razorpay`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('Razorpay stand-in', () => {
  let rzp: RazorpayStandIn;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = { authorization: AUTH }) => {
    const res = await fetch(`${rzp.url}/v1${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const newOrder = async (amount = 50_000) => (await call('POST', '/orders', { amount, currency: 'INR', receipt: 'HAR-1001' })).body.id as string;

  beforeAll(async () => {
    receiver = await startReceiver();
    rzp = await startRazorpayStandIn({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, webhookUrl: receiver.url });
  });
  afterAll(async () => {
    await rzp.close();
    await receiver.close();
  });

  it('refuses the API without the key pair, in Razorpay\'s error shape', async () => {
    const none = await call('POST', '/orders', { amount: 50_000, currency: 'INR' }, {});
    const wrong = await call('GET', '/orders/order_x', undefined, { authorization: `Basic ${Buffer.from(`${KEY_ID}:nope`).toString('base64')}` });
    const error = { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed', source: 'NA', step: 'NA', reason: 'NA', metadata: {} };
    expect(none).toEqual({ status: 401, body: { error } });
    expect(wrong).toEqual({ status: 401, body: { error } });
  });

  it('validates an order and answers the documented entity', async () => {
    const field = async (body: unknown) => (await call('POST', '/orders', body)).body.error.field;
    expect(await field({ amount: 99, currency: 'INR' })).toBe('amount');
    expect(await field({ amount: 100.5, currency: 'INR' })).toBe('amount');
    expect(await field({ amount: 100, currency: 'USD' })).toBe('currency');
    expect(await field({ amount: 100, currency: 'INR', receipt: 'r'.repeat(41) })).toBe('receipt');
    const created = await call('POST', '/orders', { amount: 50_000, currency: 'INR', receipt: 'HAR-1001', notes: { shop_order: 'HAR-1001' } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ entity: 'order', amount: 50_000, amount_paid: 0, amount_due: 50_000, status: 'created', attempts: 0, offer_id: null });
    expect(created.body.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect((await call('GET', '/orders/order_Nope0000000000')).body.error.description).toBe('The id provided does not exist');
  });

  it('pays an order with a checkout signature and signed webhooks, in order', async () => {
    const orderId = await newOrder();
    receiver.received.length = 0;
    const paid = await rzp.pay(orderId, { method: 'card' });
    expect(hmacMatches(KEY_SECRET, `${orderId}|${paid.paymentId}`, paid.signature)).toBe(true);
    expect(receiver.received.map((r) => JSON.parse(r.body).event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    for (const { headers, body } of receiver.received) {
      expect(headers['content-type']).toBe('application/json');
      expect(hmacMatches(WEBHOOK_SECRET, body, String(headers['x-razorpay-signature']))).toBe(true);
      expect(headers['x-razorpay-event-id']).toMatch(/^evt_[A-Za-z0-9]{14}$/);
    }
    expect(paid.events.map((e) => e.status)).toEqual([200, 200, 200]);
    expect(JSON.parse(receiver.received[2]!.body)).toMatchObject({ entity: 'event', contains: ['payment', 'order'], payload: { order: { entity: { id: orderId, status: 'paid' } } } });
    const payment = (await call('GET', `/payments/${paid.paymentId}`)).body;
    expect(payment).toMatchObject({ status: 'captured', captured: true, method: 'card', card: { last4: '1111', network: 'Visa' }, order_id: orderId });
    expect((await call('GET', `/orders/${orderId}`)).body).toMatchObject({ status: 'paid', attempts: 1, amount_paid: 50_000, amount_due: 0 });
  });

  it('refunds at most what was captured, once per idempotency key', async () => {
    const { paymentId } = await rzp.pay(await newOrder(), { deliverWebhooks: false });
    const over = await call('POST', `/payments/${paymentId}/refund`, { amount: 50_001 });
    expect(over.status).toBe(400);
    expect(over.body.error.description).toBe('The refund amount provided is greater than amount captured');

    receiver.received.length = 0;
    const headers = { authorization: AUTH, 'x-refund-idempotency': 'refund-HAR-1001-1' };
    const first = await call('POST', `/payments/${paymentId}/refund`, { amount: 20_000 }, headers);
    const again = await call('POST', `/payments/${paymentId}/refund`, { amount: 20_000 }, headers);
    expect(first.body).toMatchObject({ entity: 'refund', amount: 20_000, payment_id: paymentId, status: 'processed' });
    expect(again.body).toEqual(first.body);
    const changed = await call('POST', `/payments/${paymentId}/refund`, { amount: 10_000 }, headers);
    expect(changed.status).toBe(400);
    expect(changed.body.error.description).toBe('Different request with the same idempotency key has already been processed.');
    expect((await call('GET', `/payments/${paymentId}/refunds`)).body.count).toBe(1);

    await call('POST', `/payments/${paymentId}/refund`, {});
    expect((await call('GET', `/payments/${paymentId}`)).body).toMatchObject({ status: 'refunded', amount_refunded: 50_000, refund_status: 'full' });
    await rzp.idle();
    expect(receiver.received.map((r) => JSON.parse(r.body).event)).toEqual(['refund.created', 'refund.processed', 'refund.created', 'refund.processed']);
  });

  it('records a failed payment and simulates outages', async () => {
    const orderId = await newOrder();
    const failed = await rzp.fail(orderId);
    expect(JSON.parse(failed.events[0]!.body).payload.payment.entity).toMatchObject({ status: 'failed', error_reason: 'payment_failed' });
    expect(rzp.orders.get(orderId)).toMatchObject({ status: 'attempted', attempts: 1 });

    rzp.failNext(/^\/v1\/orders\//, 503);
    expect((await call('GET', `/orders/${orderId}`)).status).toBe(503);
    expect((await call('GET', `/orders/${orderId}`)).status).toBe(200);
    rzp.failNext(/^\/v1\/orders\//, 0);
    await expect(call('GET', `/orders/${orderId}`)).rejects.toThrow();
  });

  it('serves checkout.js and a hosted page whose return is signed and keeps no card number', async () => {
    const script = await fetch(rzp.checkoutScriptUrl);
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(await script.text()).toContain('window.Razorpay');

    const orderId = await newOrder(125_050);
    const query = new URLSearchParams({ key: KEY_ID, order_id: orderId, callback_url: 'http://127.0.0.1:1/payments/return' });
    const page = await fetch(`${rzp.url}/v1/checkout/pay?${query}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay ₹1,250.50');
    expect((await fetch(`${rzp.url}/v1/checkout/pay?${new URLSearchParams({ ...Object.fromEntries(query), key: 'rzp_test_other' })}`)).status).toBe(400);

    const form = new URLSearchParams({ ...Object.fromEntries(query), method: 'card', card_number: '4111 1111 1111 1111', card_expiry: '12/39', card_cvv: '123', action: 'pay' });
    const answer = await (await fetch(`${rzp.url}/v1/checkout/pay`, { method: 'POST', body: form })).text();
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(answer)?.[1] ?? '';
    expect(field('razorpay_order_id')).toBe(orderId);
    expect(hmacMatches(KEY_SECRET, `${orderId}|${field('razorpay_payment_id')}`, field('razorpay_signature'))).toBe(true);
    expect(answer).not.toContain('4111');
    expect(JSON.stringify(rzp.requests)).not.toContain('4111');
  });
});
