import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { AdminOrderReturns, AdminReturn, AdminReturnList, StoreReturn, VendorReturnList } from '../../src/shared/schemas/returns.ts';
import { payOnline as payOnlineAt } from '../helpers/gateway-shop.ts';
import { guardStatuses, signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';
import { withoutIds } from '../helpers/without-ids.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/razorpay-stand-in.ts';

const KEYS = { keyId: 'rzp_test_Hariyali00001', keySecret: 'S3cret-key-of-the-gateway-0042', webhookSecret: 'Webhook-s3cret-0042' };
const DAY = 24 * 60 * 60_000;
const ACCOUNT = { accountHolderName: 'Ganesh Shinde', accountNumber: '1234 5678 9012', ifscCode: 'sbin0001234' };

/** Returns within 14 days of delivery (issue 16): the buyer asks, the admin or vendor decides, the admin receives and refunds. */
describeEachDialect('returns within 14 days of delivery', (dialect) => {
  let t: StoppableTestApp;
  let gateway: RazorpayStandIn;
  let http: ReturnType<typeof api>;
  let admin: string;
  let buyer: string;
  let other: string;
  let seed: string;
  let drill: string;
  let offset = 0;
  const now = () => Date.now() + offset;

  beforeAll(async () => {
    gateway = await startRazorpayStandIn({ keyId: KEYS.keyId, keySecret: KEYS.keySecret, webhookSecret: KEYS.webhookSecret });
    t = await createTestApp(dialect, { paymentGateway: { apiUrl: gateway.url, checkoutScriptUrl: gateway.checkoutScriptUrl }, clock: now });
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
    expect((await http.call('PUT', '/api/admin/payment-settings', { cookie: admin, body: { gateway: { ...KEYS, isActive: true } } })).statusCode).toBe(200);
    buyer = sessionCookie(await http.register(customer({ name: 'Ganesh Shinde' })));
    other = sessionCookie(await http.register(customer({ name: 'Someone Else' })));
    seed = await seedProduct({ name: 'Okra Seeds 250 g', price_paise: 300_00, stock: 50 });
    drill = (await createProduct(t.db, { name: 'Seed Drill', category: 'equipment', hsn_code: '8432', price_paise: 10_000_00, stock: 20 })).id;
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  /** A seed product with a valid lot holding its stock (seeds are sold from lots: docs/product-rules.md 28), unless the factory gave it one. */
  const seedProduct = async (overrides: Parameters<typeof createProduct>[1]) => {
    const product = await createProduct(t.db, overrides);
    if (!(await t.db.selectFrom('seed_lots').select('id').where('product_id', '=', product.id).executeTakeFirst())) {
      const year = new Date(Date.now() + 365 * DAY).toISOString().slice(0, 10);
      await t.db
        .insertInto('seed_lots')
        .values({ id: randomUUID(), product_id: product.id, lot_number: `LOT-${product.id.slice(0, 6)}`, tested_on: new Date().toISOString().slice(0, 10), germination_pct: 85, purity_tenths: 980, valid_until: year, stock: product.stock!, created_at: new Date().toISOString(), created_by: null })
        .execute();
    }
    return product.id;
  };
  /** The stock now of the lot an order's line of this product was sold from. */
  const soldLotStock = async (orderId: string, productId: string) =>
    (
      await t.db
        .selectFrom('order_item_lots as l')
        .innerJoin('order_items as i', 'i.id', 'l.order_item_id')
        .innerJoin('seed_lots as s', 's.id', 'l.lot_id')
        .select('s.stock')
        .where('i.order_id', '=', orderId)
        .where('i.product_id', '=', productId)
        .executeTakeFirstOrThrow()
    ).stock;
  const stockOf = async (id: string) => (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
  const place = async (items: Array<{ productId: string; quantity: number }>, paymentMethod: 'cod' | 'online' | 'bank_transfer' = 'cod', cookie = buyer, language?: string) => {
    offset = 0;
    const res = await http.call('POST', `/api/store/orders${language ? `?lang=${language}` : ''}`, { cookie, body: { items, shipping, paymentMethod } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StoreOrder>();
  };
  const setStatus = (id: string, body: Record<string, unknown>) => http.call('PATCH', `/api/admin/orders/${id}/status`, { cookie: admin, body });
  /**
   * Delivers an order through the admin's status API: straight to delivered when the shop allows
   * it, else by way of shipped, with a carrier and tracking number (dropped where shipping asks none).
   */
  const deliver = async (id: string) => {
    let res = await setStatus(id, { status: 'delivered' });
    if (res.statusCode !== 200) {
      expect((await setStatus(id, { status: 'shipped', carrier: 'India Post', trackingNumber: 'EK123456789IN' })).statusCode).toBe(200);
      res = await setStatus(id, { status: 'delivered' });
    }
    expect(res.statusCode, res.body).toBe(200);
    const change = await t.db.selectFrom('order_status_changes').select('changed_at').where('order_id', '=', id).where('to_status', '=', 'delivered').executeTakeFirstOrThrow();
    return Date.parse(change.changed_at);
  };
  /** Moves the app's clock to `days` after the delivery. */
  const dayAfter = (deliveredAt: number, days: number) => {
    offset = deliveredAt + days * DAY - Date.now();
  };
  const ask = (orderId: string, body: unknown, cookie = buyer) => http.call('POST', `/api/store/orders/${orderId}/returns`, { cookie, body });
  const decide = (id: string, body: unknown, cookie = admin) => http.call('POST', `/api/admin/returns/${id}/decision`, { cookie, body });
  const receive = (id: string) => http.call('POST', `/api/admin/returns/${id}/received`, { cookie: admin });
  const myOrder = async (id: string) => (await http.call('GET', `/api/store/orders/${id}`, { cookie: buyer })).json<StoreOrder>();
  const payOnline = async (orderId: string) => {
    const { paid, back } = await payOnlineAt(t.app, gateway, orderId, buyer);
    expect(back.headers.location).toContain('payment=paid');
    return paid.paymentId;
  };
  const collectCash = async (orderId: string) => expect((await http.call('POST', `/api/admin/orders/${orderId}/payment`, { cookie: admin, body: { action: 'cod_collected' } })).statusCode).toBe(200);

  it('accepts a return on day 13 after delivery and refuses one on day 15, naming the last day', async () => {
    const order = await place([{ productId: drill, quantity: 2 }]);
    const deliveredAt = await deliver(order.id);
    dayAfter(deliveredAt, 13);
    const before = await myOrder(order.id);
    expect(before.returnWindow).toMatchObject({ open: true, until: new Date(deliveredAt + 14 * DAY).toISOString(), needsBankAccount: true, lines: [{ productId: drill, returnable: 2, seed: false }] });
    const ok = await ask(order.id, { lines: [{ productId: drill, quantity: 1 }], reason: 'damaged', note: 'The frame is bent', bankAccount: ACCOUNT });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<StoreReturn>()).toMatchObject({ status: 'requested', reason: 'damaged', note: 'The frame is bent', refundAccountLast4: '9012', lines: [{ productId: drill, quantity: 1, openedSeedPacket: null }] });
    // The account itself never comes back to the buyer, and is sealed in the database.
    expect(ok.body).not.toContain('123456789012');
    const row = await t.db.selectFrom('returns').selectAll().where('id', '=', ok.json<StoreReturn>().id).executeTakeFirstOrThrow();
    expect(row.refund_account).toMatch(/^v1:/);
    expect(row.refund_account).not.toContain('123456789012');

    dayAfter(deliveredAt, 15);
    const late = await ask(order.id, { lines: [{ productId: drill, quantity: 1 }], reason: 'no_longer_needed', bankAccount: ACCOUNT });
    expect(late.statusCode).toBe(409);
    const lastDay = new Date(deliveredAt + 14 * DAY + 5.5 * 60 * 60_000).toISOString().slice(0, 10).split('-').reverse().join('/');
    expect(late.json().error).toMatchObject({ code: 'return_window_closed', params: { date: lastDay }, message: `The 14 days to return this order ended on ${lastDay}.` });
    const after = await myOrder(order.id);
    expect(after.returnWindow?.open).toBe(false);
    expect(after.returns).toMatchObject([{ status: 'requested' }]);
  });

  it('lets only the buyer ask, only for a delivered order, and checks lines, quantities, seed packs and the bank account', async () => {
    const order = await place([{ productId: seed, quantity: 3 }, { productId: drill, quantity: 1 }]);
    const body = { lines: [{ productId: drill, quantity: 1 }], reason: 'wrong_item', bankAccount: ACCOUNT };
    expect((await ask(order.id, body)).json().error.code).toBe('return_not_allowed');
    const deliveredAt = await deliver(order.id);
    dayAfter(deliveredAt, 2);
    expect((await ask(order.id, body, other)).statusCode).toBe(404);
    expect((await http.call('POST', `/api/store/orders/${order.id}/returns`, { body })).statusCode).toBe(401);
    expect((await ask('no-such-order', body)).statusCode).toBe(404);

    const bad = await ask(order.id, {
      lines: [{ productId: seed, quantity: 1 }, { productId: drill, quantity: 2 }, { productId: 'not-on-it', quantity: 1 }],
      reason: 'no_longer_needed',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      'lines.0.openedSeedPacket': 'Please tell us whether this seed pack was opened',
      'lines.1.quantity': 'At most 1 of Seed Drill can be returned.',
      'lines.2.productId': 'This product does not exist',
      bankAccount: 'This field is required',
    });
    const opened = await ask(order.id, { lines: [{ productId: seed, quantity: 1, openedSeedPacket: true }], reason: 'no_longer_needed', bankAccount: ACCOUNT });
    expect(opened.json().error.fields).toEqual({ 'lines.0.openedSeedPacket': 'Opened seed packs may not be returned' });
    const shape = await ask(order.id, { lines: [], reason: 'other', bankAccount: { accountHolderName: '', accountNumber: '12ab', ifscCode: 'SBIN1234567' } });
    expect(shape.json().error.fields).toEqual({
      lines: 'Please choose at least one item to return',
      note: 'This field is required',
      'bankAccount.accountHolderName': 'This field is required',
      'bankAccount.accountNumber': 'Account number must be 9 to 18 digits',
      'bankAccount.ifscCode': 'Please enter a valid 11-character IFSC code, for example SBIN0001234',
    });

    const first = await ask(order.id, { lines: [{ productId: seed, quantity: 2, openedSeedPacket: false }], reason: 'not_as_described', bankAccount: ACCOUNT });
    expect(first.statusCode).toBe(201);
    expect(first.json<StoreReturn>().lines).toEqual([{ productId: seed, name: 'Okra Seeds 250 g', otherNames: {}, quantity: 2, openedSeedPacket: false }]);
    // The same units again: 409; the one unit left: fine.
    const again = await ask(order.id, { lines: [{ productId: seed, quantity: 2, openedSeedPacket: false }], reason: 'not_as_described', bankAccount: ACCOUNT });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'return_already_requested', params: { products: 'Okra Seeds 250 g' } });
    expect((await myOrder(order.id)).returnWindow?.lines).toEqual([{ productId: seed, returnable: 1, seed: true }, { productId: drill, returnable: 1, seed: false }]);
  });

  it('approves, receives (restocked, a credit note of exactly the returned lines) and refunds a cash order by bank transfer with its UTR', async () => {
    const order = await place([{ productId: drill, quantity: 3 }, { productId: seed, quantity: 4 }]);
    await collectCash(order.id);
    const deliveredAt = await deliver(order.id);
    dayAfter(deliveredAt, 5);
    const asked = await ask(order.id, { lines: [{ productId: drill, quantity: 2 }, { productId: seed, quantity: 1, openedSeedPacket: false }], reason: 'damaged', bankAccount: ACCOUNT });
    const id = asked.json<StoreReturn>().id;
    const drillStock = await stockOf(drill);
    const seedStock = await stockOf(seed);
    const seedLotStock = await soldLotStock(order.id, seed);

    expect((await receive(id)).json().error.code).toBe('return_status_changed');
    const approved = await decide(id, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminReturn>()).toMatchObject({ status: 'approved', decidedByName: 'Shop Owner', refundAccount: { accountHolderName: 'Ganesh Shinde', accountNumber: '123456789012', ifscCode: 'SBIN0001234' } });

    const received = await receive(id);
    expect(received.statusCode, received.body).toBe(200);
    const r = received.json<AdminReturn>();
    expect(r).toMatchObject({ status: 'received', awaitingBankRefund: true, receivedByName: 'Shop Owner', refund: { method: 'bank', status: 'pending' } });
    expect(await stockOf(drill)).toBe(drillStock + 2);
    expect(await stockOf(seed)).toBe(seedStock + 1);
    // The seed pack goes back to the lot it was sold from.
    expect(await soldLotStock(order.id, seed)).toBe(seedLotStock + 1);
    // One credit note for the order's one document (an invoice-cum-bill of supply: taxable and nil-rated
    // goods to a buyer without a GSTIN), for exactly the returned units.
    expect(r.creditNoteNumbers).toHaveLength(1);
    const lines = await t.db
      .selectFrom('credit_note_lines as c')
      .innerJoin('order_items as i', 'i.id', 'c.order_item_id')
      .innerJoin('return_credit_notes as rc', 'rc.credit_note_id', 'c.credit_note_id')
      .select(['i.product_id', 'c.quantity', 'c.line_total_paise', 'c.cgst_paise', 'c.sgst_paise', 'c.igst_paise'])
      .where('rc.return_id', '=', id)
      .orderBy('i.product_id')
      .execute();
    const drillLine = order.items.find((i) => i.productId === drill)!;
    const seedLine = order.items.find((i) => i.productId === seed)!;
    const expected = [
      { product_id: drill, quantity: 2, line_total_paise: (drillLine.lineTotalPaise * 2) / 3, cgst_paise: Math.round((drillLine.cgstPaise * 2) / 3), sgst_paise: Math.round((drillLine.sgstPaise * 2) / 3), igst_paise: 0 },
      { product_id: seed, quantity: 1, line_total_paise: seedLine.lineTotalPaise / 4, cgst_paise: 0, sgst_paise: 0, igst_paise: 0 },
    ].sort((a, b) => a.product_id.localeCompare(b.product_id));
    expect(lines.map((l) => ({ ...l, line_total_paise: Number(l.line_total_paise), cgst_paise: Number(l.cgst_paise), sgst_paise: Number(l.sgst_paise), igst_paise: Number(l.igst_paise) }))).toEqual(expected);
    const total = expected.reduce((s, l) => s + l.line_total_paise + l.cgst_paise + l.sgst_paise, 0);
    expect(r.refund?.amountPaise).toBe(total);
    const notes = await t.db.selectFrom('tax_documents').select(['taxable_paise', 'tax_paise', 'credit_reason']).where('id', 'in', t.db.selectFrom('return_credit_notes').select('credit_note_id').where('return_id', '=', id)).execute();
    expect(notes.reduce((s, n) => s + Number(n.taxable_paise) + Number(n.tax_paise), 0)).toBe(total);
    expect(notes.every((n) => n.credit_reason === 'refund')).toBe(true);

    // A second click on "received" changes nothing.
    expect((await receive(id)).statusCode).toBe(409);
    expect(await stockOf(drill)).toBe(drillStock + 2);

    expect((await http.call('POST', `/api/admin/returns/${id}/refund`, { cookie: admin, body: { utr: 'x' } })).statusCode).toBe(400);
    const refunded = await http.call('POST', `/api/admin/returns/${id}/refund`, { cookie: admin, body: { utr: 'sbin 2611 0099 88' } });
    expect(refunded.json<AdminReturn>()).toMatchObject({ status: 'refunded', awaitingBankRefund: false, refundReference: 'SBIN2611009988', refund: { method: 'bank', status: 'processed', amountPaise: total } });
    const seen = await myOrder(order.id);
    expect(seen).toMatchObject({ paymentStatus: 'partially_refunded', returns: [{ status: 'refunded', refund: { amountPaise: total, status: 'processed' } }] });
    expect(JSON.stringify(seen)).not.toContain('123456789012');
    expect((await http.call('POST', `/api/admin/returns/${id}/refund`, { cookie: admin, body: { utr: 'SBIN2611009988' } })).statusCode).toBe(409);
    // The units received are credited: they can no longer be asked for.
    expect(seen.returnWindow?.lines.find((l) => l.productId === drill)?.returnable).toBe(1);
  });

  it('refunds an online order through the gateway (stand-in) on receipt, with its credit note', async () => {
    const order = await place([{ productId: drill, quantity: 2 }], 'online');
    const paymentId = await payOnline(order.id);
    const deliveredAt = await deliver(order.id);
    dayAfter(deliveredAt, 1);
    const window = (await myOrder(order.id)).returnWindow!;
    expect(window.needsBankAccount).toBe(false);
    const asked = await ask(order.id, { lines: [{ productId: drill, quantity: 1 }], reason: 'not_as_described', bankAccount: ACCOUNT });
    expect(asked.json<StoreReturn>().refundAccountLast4).toBeNull();
    const id = asked.json<StoreReturn>().id;
    expect((await decide(id, { decision: 'approve', reason: 'Send it back in its box' })).statusCode).toBe(200);
    const received = (await receive(id)).json<AdminReturn>();
    const line = order.items[0]!;
    const amount = line.lineTotalPaise / 2 + line.cgstPaise / 2 + line.sgstPaise / 2 + line.igstPaise / 2;
    expect(received).toMatchObject({ status: 'refunded', refundAccount: null, awaitingBankRefund: false, refund: { method: 'gateway', amountPaise: amount, status: 'processed' } });
    expect(received.creditNoteNumbers).toHaveLength(1);
    expect([...gateway.refunds.values()].filter((r) => r.payment_id === paymentId).map((r) => r.amount)).toEqual([amount]);
    expect(await myOrder(order.id)).toMatchObject({ paymentStatus: 'partially_refunded', returns: [{ status: 'refunded', decisionReason: 'Send it back in its box' }] });
  });

  it('rejects with a reason (required), and of two decisions at once one wins and the other is a 409', async () => {
    const order = await place([{ productId: drill, quantity: 2 }]);
    const deliveredAt = await deliver(order.id);
    dayAfter(deliveredAt, 3);
    const id = (await ask(order.id, { lines: [{ productId: drill, quantity: 1 }], reason: 'no_longer_needed', bankAccount: ACCOUNT })).json<StoreReturn>().id;
    expect((await decide(id, { decision: 'reject' })).json().error.fields).toEqual({ reason: 'This field is required' });
    expect(await guardStatuses(t, 'POST', `/api/admin/returns/${id}/decision`, { decision: 'approve' })).toEqual([401, 403, 403]);
    const second = (await signInAsAdmin(t, 'Second Admin')).cookie;
    const [a, b] = await Promise.all([decide(id, { decision: 'reject', reason: 'The drill was used in the field' }), decide(id, { decision: 'approve' }, second)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().error.code).toBe('return_status_changed');
    const mails = await t.db.selectFrom('message_outbox').selectAll().where('event_key', '=', `return-decided:${id}`).execute();
    expect(mails).toHaveLength(1);

    const reject = await (async () => {
      const o = await place([{ productId: drill, quantity: 1 }]);
      const at = await deliver(o.id);
      dayAfter(at, 1);
      const rid = (await ask(o.id, { lines: [{ productId: drill, quantity: 1 }], reason: 'no_longer_needed', bankAccount: ACCOUNT })).json<StoreReturn>().id;
      return (await decide(rid, { decision: 'reject', reason: 'Used in the field' })).json<AdminReturn>();
    })();
    expect(reject).toMatchObject({ status: 'rejected', decisionReason: 'Used in the field' });
    expect((await receive(reject.id)).statusCode).toBe(409);
    expect((await myOrder(reject.orderId)).returns).toMatchObject([{ status: 'rejected', decisionReason: 'Used in the field' }]);
    // A rejected return holds no units: they may be asked for again while the window lasts.
    expect((await myOrder(reject.orderId)).returnWindow?.lines[0]?.returnable).toBe(1);
  });

  it('queues the return-decided mail once, in the order\'s language', async () => {
    const order = await place([{ productId: drill, quantity: 1 }], 'cod', buyer, 'hi');
    const deliveredAt = await deliver(order.id);
    dayAfter(deliveredAt, 1);
    const id = (await ask(order.id, { lines: [{ productId: drill, quantity: 1 }], reason: 'damaged', bankAccount: ACCOUNT })).json<StoreReturn>().id;
    await decide(id, { decision: 'approve' });
    const mails = await t.db.selectFrom('message_outbox').selectAll().where('event_key', '=', `return-decided:${id}`).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'return-decided', recipient: shipping.email, language: (await t.db.selectFrom('orders').select('language').where('id', '=', order.id).executeTakeFirstOrThrow()).language });
    expect(mails[0]!.language).toBe('hi');
    expect(mails[0]!.subject).toContain('वापसी मंज़ूर');
    expect(mails[0]!.text_body).toContain('9012');
  });

  it('lets a vendor decide returns of its own lines only; the admin lists them', async () => {
    const vendorIdOf = async (cookie: string) => (await http.me(cookie)).json<{ user: { id: string } }>().user.id;
    const vendorA = sessionCookie(await http.register(vendor({ businessName: 'Patil Agro' })));
    const vendorB = sessionCookie(await http.register(vendor({ businessName: 'Shinde Seeds', ownerName: 'Mohan Shinde' })));
    const a = await vendorIdOf(vendorA);
    const b = await vendorIdOf(vendorB);
    const aSeed = await seedProduct({ name: 'Patil Onion Seeds', vendor_id: a, stock: 20 });
    const bSeed = await seedProduct({ name: 'Shinde Chilli Seeds', vendor_id: b, stock: 20 });
    const order = await place([{ productId: aSeed, quantity: 2 }, { productId: bSeed, quantity: 2 }]);
    const deliveredAt = await deliver(order.id);
    dayAfter(deliveredAt, 4);
    const onlyA = (await ask(order.id, { lines: [{ productId: aSeed, quantity: 1, openedSeedPacket: false }], reason: 'damaged', bankAccount: ACCOUNT })).json<StoreReturn>().id;
    const mixed = (await ask(order.id, { lines: [{ productId: aSeed, quantity: 1, openedSeedPacket: false }, { productId: bSeed, quantity: 1, openedSeedPacket: false }], reason: 'damaged', bankAccount: ACCOUNT })).json<StoreReturn>().id;

    const vendorDecide = (id: string, cookie: string, body: unknown = { decision: 'approve' }) => http.call('POST', `/api/vendor/returns/${id}/decision`, { cookie, body });
    expect((await vendorDecide(onlyA, vendorB)).statusCode).toBe(404);
    expect((await vendorDecide(mixed, vendorA)).statusCode).toBe(403);
    expect((await vendorDecide(onlyA, buyer)).statusCode).toBe(403);
    const listA = (await http.call('GET', '/api/vendor/returns', { cookie: vendorA })).json<VendorReturnList>();
    const byId = (x: [string, ...unknown[]], y: [string, ...unknown[]]) => x[0].localeCompare(y[0]);
    expect(listA.items.map((r): [string, boolean, string[]] => [r.id, r.decidable, r.lines.map((l) => l.productId)]).sort(byId)).toEqual(
      ([[mixed, false, [aSeed]], [onlyA, true, [aSeed]]] as Array<[string, boolean, string[]]>).sort(byId),
    );
    expect(withoutIds(JSON.stringify(listA))).not.toContain('9012');
    const decided = await vendorDecide(onlyA, vendorA, { decision: 'reject', reason: 'The pack was torn open' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'rejected', decisionReason: 'The pack was torn open', decidable: true });

    const ofOrder = (await http.call('GET', `/api/admin/orders/${order.id}/returns`, { cookie: admin })).json<AdminOrderReturns>();
    expect(ofOrder.items.map((r): [string, string, string | null] => [r.id, r.status, r.decidedByName]).sort(byId)).toEqual(
      ([[onlyA, 'rejected', 'Ravi Patil'], [mixed, 'requested', null]] as Array<[string, string, string | null]>).sort(byId),
    );
    const requested = (await http.call('GET', '/api/admin/returns?status=requested&pageSize=100', { cookie: admin })).json<AdminReturnList>();
    expect(requested.items.every((r) => r.status === 'requested')).toBe(true);
    expect(requested.items.map((r) => r.id)).toContain(mixed);
    expect((await http.call('GET', '/api/admin/returns?status=lost', { cookie: admin })).statusCode).toBe(400);
    expect(await guardStatuses(t, 'GET', '/api/admin/returns')).toEqual([401, 403, 403]);
  });
});
