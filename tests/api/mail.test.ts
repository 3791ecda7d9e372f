import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMailMessage, AdminMailOverview } from '../../src/shared/schemas/admin-mail.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { CLAIM_MS, FIRST_RETRY_MS } from '../../src/server/modules/mail/mail-worker.ts';
import { upsertAdmin } from '../../src/server/modules/accounts/admin-bootstrap.ts';
import { formatRupees } from '../../src/shared/money.ts';
import { payOnline as payOnlineAt } from '../helpers/gateway-shop.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createMailTestApp, MAIL_FROM, PUBLIC_URL, type MailTestApp } from '../helpers/mail-app.ts';
import { startSmtpServer, type SmtpTestServer } from '../helpers/smtp-test-server.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/razorpay-stand-in.ts';

const BANK = { bankName: 'Bank of Maharashtra', accountHolderName: 'Hariyali Agro', accountNumber: '60123456789', ifscCode: 'MAHB0000123', isActive: true };

/** What a test needs of a shop: a signed-in admin and customer, and a product (equipment: no seed label to give). */
async function openShop(t: MailTestApp) {
  const http = api(t.app);
  const adminEmail = `owner.${Math.random().toString(36).slice(2, 8)}@example.in`;
  await upsertAdmin(t.db, { email: adminEmail, password: 'owner-passphrase-1', name: 'Shop Owner' });
  const admin = sessionCookie(await http.login(adminEmail, 'owner-passphrase-1'));
  expect((await http.call('PUT', '/api/admin/payment-settings', { cookie: admin, body: { bank: BANK, cod: { isActive: true, instructions: null, maxOrderPaise: 1_00_00_000_00 } } })).statusCode).toBe(200);
  const buyerForm = customer();
  const buyer = sessionCookie(await http.register(buyerForm));
  const product = (await createProduct(t.db, { category: 'equipment', hsn_code: '8432', price_paise: 12_34_567_00, stock: 1000 })).id;
  // The app's current server: a test may restart it.
  return { get http() { return api(t.app); }, admin, buyer, buyerEmail: buyerForm.email as string, product };
}

type Shop = Awaited<ReturnType<typeof openShop>>;

async function placeOrder(t: MailTestApp, shop: Shop, paymentMethod: 'cod' | 'bank_transfer' | 'online' = 'cod', headers: Record<string, string> = {}): Promise<StoreOrder> {
  const res = await api(t.app).call('POST', '/api/store/orders', { cookie: shop.buyer, headers, body: { items: [{ productId: shop.product, quantity: 1 }], shipping, paymentMethod } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<StoreOrder>();
}

/** The message the SMTP server received with this subject. */
const withSubject = (smtp: SmtpTestServer, subject: string) => {
  const found = smtp.received.filter((m) => m.subject === subject);
  expect(found, subject).toHaveLength(1);
  return found[0]!;
};

const outboxOf = (t: MailTestApp) => t.db.selectFrom('message_outbox').selectAll().orderBy('created_at').orderBy('id').execute();

describe('the admin e-mail endpoint', () => {
  it('is for admins only', async () => {
    const t = await createMailTestApp('sqlite');
    try {
      const http = api(t.app);
      const customerCookie = sessionCookie(await http.register(customer()));
      const vendorCookie = sessionCookie(await http.register(vendor()));
      const codes = [];
      for (const cookie of [undefined, customerCookie, vendorCookie]) codes.push((await http.call('GET', '/api/admin/mail', { cookie })).statusCode);
      for (const cookie of [undefined, customerCookie, vendorCookie]) codes.push((await http.call('POST', '/api/admin/mail/x/retry', { cookie })).statusCode);
      expect(codes).toEqual([401, 403, 403, 401, 403, 403]);
    } finally {
      await t.close();
    }
  });
});

describeEachDialect('e-mail without SMTP_URL', (dialect) => {
  let t: MailTestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await createMailTestApp(dialect);
    shop = await openShop(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps messages in the outbox, pending, and tells the admin e-mail is not configured', async () => {
    const order = await placeOrder(t, shop);
    expect(await t.app.sendMail()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const [row] = await outboxOf(t);
    expect(row).toMatchObject({ event_key: `order-placed:${order.id}`, kind: 'order-placed', recipient: shop.buyerEmail, status: 'pending', attempts: 0, sent_at: null });
    const overview = (await shop.http.call('GET', '/api/admin/mail', { cookie: shop.admin })).json<AdminMailOverview>();
    expect(overview.configured).toBe(false);
    expect(overview.counts).toEqual({ pending: 1, sent: 0, failed: 0 });
    expect(overview.messages[0]).toMatchObject({ kind: 'order-placed', recipient: shop.buyerEmail, status: 'pending', attempts: 0, lastError: null, sentAt: null });
  });
});

describeEachDialect('e-mail through a real SMTP server', (dialect) => {
  let smtp: SmtpTestServer;
  let t: MailTestApp;
  let shop: Shop;
  const refused = new Set<string>();

  beforeAll(async () => {
    // With a login: SMTP_URL's user and password are what the server checks.
    smtp = await startSmtpServer({ auth: { user: 'shop@example.in', pass: 's3cret pass/word' }, refuse: (address) => refused.has(address) });
    t = await createMailTestApp(dialect, { smtpUrl: smtp.url });
    shop = await openShop(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  afterEach(async () => {
    // Each test starts from an empty outbox and an empty mailbox.
    await t.db.deleteFrom('message_outbox').execute();
    smtp.received.length = 0;
    refused.clear();
  });

  it('sends the order-placed message to the buyer, with the order number, the total in rupees and a link to the order', async () => {
    const order = await placeOrder(t, shop);
    expect(await t.app.sendMail()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    const [row] = await outboxOf(t);
    expect(mail!.to).toEqual([shop.buyerEmail]);
    expect(mail!.from).toBe('orders@shop.example.in');
    expect(mail!.headers.from).toContain(MAIL_FROM.split(' ')[0]!);
    // The Message-ID is the outbox row's: a resend after a crash is recognisably the same message.
    expect(mail!.messageId).toBe(`<${row!.id}@shop.example.in>`);
    expect(mail!.subject).toBe(`Your Hariyali order ${order.number} is placed`);
    expect(mail!.text).toContain('Hello Asha Patil,');
    expect(mail!.text).toContain(`Please keep ${formatRupees(order.totalPaise)} ready in cash`);
    expect(formatRupees(order.totalPaise)).toMatch(/^₹\d\d,\d\d,\d\d\d/);
    expect(mail!.text).toContain(`View your order: ${PUBLIC_URL}/user/orders/${order.id}`);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/user/orders/${order.id}"`);
    expect(mail!.html).toContain(formatRupees(order.totalPaise));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, sent_at: new Date(t.clock.now).toISOString(), claimed_until: null, last_error: null });
    // Sent once: another run finds nothing.
    expect(await t.app.sendMail()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('writes to the buyer in the language the order was placed in', async () => {
    const order = await placeOrder(t, shop, 'cod', { 'accept-language': 'hi' });
    await t.app.sendMail();
    expect(smtp.received[0]!.subject).toBe(`आपका हरियाली ऑर्डर ${order.number} मिल गया है`);
    expect(smtp.received[0]!.text).toContain(`कृपया ${formatRupees(order.totalPaise)} नकद तैयार रखें`);
  });

  it('tells a bank-transfer buyer where to pay, then that the money arrived', async () => {
    const order = await placeOrder(t, shop, 'bank_transfer');
    const res = await shop.http.call('POST', `/api/admin/orders/${order.id}/payment`, { cookie: shop.admin, body: { action: 'bank_received', utr: 'SBIN26112512345' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.app.sendMail()).toMatchObject({ sent: 2 });
    const placed = withSubject(smtp, `Your Hariyali order ${order.number} is placed`);
    const paid = withSubject(smtp, `Payment received for your Hariyali order ${order.number}`);
    expect(placed.text).toContain('Account number: 60123456789');
    expect(placed.text).toContain('IFSC: MAHB0000123');
    expect(placed.text).toContain(`with the order number ${order.number}`);
    expect(paid.text).toContain(`We have received your bank transfer of ${formatRupees(order.totalPaise)}`);
    expect((await outboxOf(t)).map((r) => r.event_key).sort()).toEqual([`order-paid:${order.id}`, `order-placed:${order.id}`]);
  });

  it('tells the buyer of a cancellation once, with the refund of cash already collected', async () => {
    const order = await placeOrder(t, shop);
    expect((await shop.http.call('POST', `/api/admin/orders/${order.id}/payment`, { cookie: shop.admin, body: { action: 'cod_collected' } })).statusCode).toBe(200);
    const cancel = () => shop.http.call('PATCH', `/api/admin/orders/${order.id}/status`, { cookie: shop.admin, body: { status: 'cancelled' } });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    await t.app.sendMail();
    // Cash handed over needs no receipt by mail: placed, then cancelled.
    expect(smtp.received.map((m) => m.subject).sort()).toEqual([`Your Hariyali order ${order.number} is placed`, `Your Hariyali order ${order.number} was cancelled`]);
    expect(withSubject(smtp, `Your Hariyali order ${order.number} was cancelled`).text).toContain(`We will return the ${formatRupees(order.totalPaise)} you paid`);
  });

  it('tells a vendor it was approved, and rejected with the reason', async () => {
    const form = vendor();
    const vendorId = (await shop.http.register(form)).json<{ user: { id: string } }>().user.id;
    expect((await shop.http.call('POST', `/api/admin/vendors/${vendorId}/approve`, { cookie: shop.admin })).statusCode).toBe(200);
    expect((await shop.http.call('POST', `/api/admin/vendors/${vendorId}/reject`, { cookie: shop.admin, body: { reason: 'The GST number does not match the business name.' } })).statusCode).toBe(200);
    // The sign-up told the owner too (docs/product-rules.md 30); the decisions are the vendor's.
    expect(await t.app.sendMail()).toMatchObject({ sent: 3 });
    expect(withSubject(smtp, 'New vendor waiting for approval: Patil Agro Traders').text).toContain(`Review vendors: ${PUBLIC_URL}/admin/vendors`);
    const approved = withSubject(smtp, 'Patil Agro Traders is approved to sell on Hariyali');
    const rejected = withSubject(smtp, 'Your Hariyali vendor account: Patil Agro Traders was not approved');
    expect(approved.to).toEqual([form.email]);
    expect(approved.text).toContain(`Open your vendor dashboard: ${PUBLIC_URL}/vendor/dashboard`);
    expect(rejected.to).toEqual([form.email]);
    expect(rejected.text).toContain('Reason: The GST number does not match the business name.');
  });

  it('sends a password-reset link, and the admin list never shows it', async () => {
    expect((await shop.http.call('POST', '/api/auth/password-reset', { body: { email: shop.buyerEmail } })).statusCode).toBe(202);
    await expect.poll(async () => (await outboxOf(t)).length).toBe(1);
    await t.app.sendMail();
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([shop.buyerEmail]);
    expect(mail!.subject).toBe('Reset your Hariyali password');
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    const list = await shop.http.call('GET', '/api/admin/mail', { cookie: shop.admin });
    expect(list.json<AdminMailOverview>().messages[0]).toMatchObject({ kind: 'password-reset', status: 'sent', subject: 'Reset your Hariyali password' });
    expect(list.body).not.toContain(token!);
    expect(list.body).not.toContain('reset-password');
  });

  it('keeps messages while the SMTP server is down, retrying with backoff, and delivers them when it is back', async () => {
    await smtp.stop();
    try {
      const order = await placeOrder(t, shop);
      expect(await t.app.sendMail()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      let [row] = await outboxOf(t);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, claimed_until: null, next_attempt_at: new Date(t.clock.now + FIRST_RETRY_MS).toISOString() });
      expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(row!.last_error).not.toContain('s3cret');
      // Not due yet: nothing is tried.
      expect(await t.app.sendMail()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      t.clock.advance(FIRST_RETRY_MS);
      expect(await t.app.sendMail()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      [row] = await outboxOf(t);
      // Twice as long after the second failure.
      expect(row).toMatchObject({ attempts: 2, next_attempt_at: new Date(t.clock.now + 2 * FIRST_RETRY_MS).toISOString() });
      const overview = (await shop.http.call('GET', '/api/admin/mail', { cookie: shop.admin })).json<AdminMailOverview>();
      expect(overview).toMatchObject({ configured: true, counts: { pending: 1 } });
      expect(overview.messages[0]).toMatchObject({ status: 'pending', attempts: 2, lastError: expect.stringMatching(/ECONNREFUSED|connect/i), nextAttemptAt: row!.next_attempt_at });

      await smtp.start();
      t.clock.advance(2 * FIRST_RETRY_MS);
      expect(await t.app.sendMail()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.subject).toContain(order.number);
      expect((await outboxOf(t))[0]).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    } finally {
      await smtp.start().catch(() => undefined);
    }
  });

  it('loses nothing and sends nothing twice across a restart mid-queue', async () => {
    const orders = [await placeOrder(t, shop), await placeOrder(t, shop)];
    expect(await t.app.sendMail()).toMatchObject({ sent: 2 });
    orders.push(await placeOrder(t, shop), await placeOrder(t, shop));
    // A worker took the third message and died before it could send it: its claim stands until it runs out.
    const held = (await outboxOf(t)).find((r) => r.event_key === `order-placed:${orders[2]!.id}`)!;
    await t.db.updateTable('message_outbox').set({ claimed_until: new Date(t.clock.now + CLAIM_MS).toISOString() }).where('id', '=', held.id).execute();
    await t.restart();

    // The new server sends what nobody holds (not the two sent before); the dead worker's message waits...
    expect(await t.app.sendMail()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await t.app.sendMail()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // ...and goes once its claim has run out.
    t.clock.advance(CLAIM_MS);
    expect(await t.app.sendMail()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await t.app.sendMail()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    // Each order's message arrived exactly once.
    expect(smtp.received.map((m) => m.subject).sort()).toEqual(orders.map((o) => `Your Hariyali order ${o.number} is placed`).sort());
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(4);
    expect((await outboxOf(t)).every((r) => r.status === 'sent')).toBe(true);
  });

  it('sends each message once when two app servers run the worker at the same time', async () => {
    for (let i = 0; i < 6; i++) await placeOrder(t, shop);
    const other = await t.secondServer();
    const [a, b] = await Promise.all([t.app.sendMail(), other.sendMail()]);
    expect(a.sent + b.sent).toBe(6);
    expect(smtp.received).toHaveLength(6);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(6);
  });

  it('marks a message failed when the server refuses its recipient for good, and the admin can send it again', async () => {
    refused.add(shop.buyerEmail);
    await placeOrder(t, shop);
    expect(await t.app.sendMail()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const [row] = await outboxOf(t);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.last_error).toContain('550');
    const overview = (await shop.http.call('GET', '/api/admin/mail', { cookie: shop.admin })).json<AdminMailOverview>();
    expect(overview.counts).toEqual({ pending: 0, sent: 0, failed: 1 });

    refused.clear();
    const retry = await shop.http.call('POST', `/api/admin/mail/${row!.id}/retry`, { cookie: shop.admin });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<AdminMailMessage>()).toMatchObject({ status: 'pending', nextAttemptAt: new Date(t.clock.now).toISOString() });
    expect(await t.app.sendMail()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);

    const again = await shop.http.call('POST', `/api/admin/mail/${row!.id}/retry`, { cookie: shop.admin });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'mail_not_retriable' } });
    expect((await shop.http.call('POST', '/api/admin/mail/no-such-message/retry', { cookie: shop.admin })).statusCode).toBe(404);
  });
});

describeEachDialect('e-mail about online payments', (dialect) => {
  const KEYS = { keyId: 'rzp_test_Hariyali00001', keySecret: 'S3cret-key-of-the-gateway-0042', webhookSecret: 'Webhook-s3cret-0042' };
  let smtp: SmtpTestServer;
  let gateway: RazorpayStandIn;
  let t: MailTestApp;
  let shop: Shop;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    gateway = await startRazorpayStandIn(KEYS);
    t = await createMailTestApp(dialect, { smtpUrl: smtp.url, paymentGateway: { apiUrl: gateway.url, checkoutScriptUrl: gateway.checkoutScriptUrl } });
    shop = await openShop(t);
    expect((await shop.http.call('PUT', '/api/admin/payment-settings', { cookie: shop.admin, body: { gateway: { ...KEYS, isActive: true } } })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
    await smtp?.stop();
  });

  /** An online order paid on the gateway's page, the buyer sent back with its signature. */
  async function payOnline(order: StoreOrder) {
    const { back } = await payOnlineAt(t.app, gateway, order.id, shop.buyer);
    expect(back.headers.location).toContain('payment=paid');
  }

  it('confirms an online order only once it is paid, and tells of a refund when the shop cancels it', async () => {
    const order = await placeOrder(t, shop, 'online');
    // Unpaid, an online order is not confirmed by mail: it may yet be cancelled in 30 minutes.
    expect(await outboxOf(t)).toHaveLength(0);
    await payOnline(order);
    expect((await outboxOf(t)).map((r) => r.event_key)).toEqual([`order-paid:${order.id}`]);
    expect((await shop.http.call('PATCH', `/api/admin/orders/${order.id}/status`, { cookie: shop.admin, body: { status: 'cancelled' } })).statusCode).toBe(200);
    expect(await t.app.sendMail()).toMatchObject({ sent: 2 });
    const n = order.number;
    expect(withSubject(smtp, `Payment received for your Hariyali order ${n}`).text).toContain(`We have received your online payment of ${formatRupees(order.totalPaise)}. Your order ${n} is confirmed`);
    expect(withSubject(smtp, `Your Hariyali order ${n} was cancelled`).text).toContain(`The ${formatRupees(order.totalPaise)} you paid is being refunded to your original payment method.`);
  });

  it('tells the buyer when an unpaid online order is cancelled by the sweep', async () => {
    smtp.received.length = 0;
    const order = await placeOrder(t, shop, 'online');
    t.clock.advance(31 * 60_000);
    expect(await t.app.paymentSweep()).toMatchObject({ cancelled: 1 });
    expect(await t.app.sendMail()).toMatchObject({ sent: 1 });
    expect(withSubject(smtp, `Your Hariyali order ${order.number} was cancelled`).text).toContain('its online payment did not reach us within 30 minutes');
  });
});
