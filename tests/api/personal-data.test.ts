import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MobileVerified } from '../../src/shared/schemas/mobile-sign-in.ts';
import type { MyAccountData } from '../../src/shared/schemas/privacy.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';
import type { Msg91StandIn } from '../support/msg91-stand-in.ts';
import type { WhatsAppStandIn } from '../support/whatsapp-stand-in.ts';
import { startTextProviders, type Flows, type TextProviders } from '../helpers/text-providers.ts';

const FLOWS: Flows = { 'flow-code-en': ['sign-in-code', 'en'], 'flow-placed-en': ['order-placed', 'en'], 'flow-cancelled-en': ['order-cancelled', 'en'] };

/**
 * A farmer's personal data (docs/product-rules.md 37): consent to offers apart from order
 * messages, given at sign-up, withdrawn in Profile and by a WhatsApp STOP, with its history; a
 * copy of what the shop keeps of him; and his account deleted with a code, his orders kept.
 */
describeEachDialect('personal data: consent, a copy, deletion', (dialect) => {
  let t: StoppableTestApp;
  let providers: TextProviders;
  let msg91: Msg91StandIn;
  let meta: WhatsAppStandIn;
  const clock = { now: Date.parse('2026-12-01T06:30:00Z') };
  const http = () => api(t.app);
  const codeIn = (text: string) => /\b([0-9]{6})\b/.exec(text)?.[1] ?? '';
  const tick = () => (clock.now += 31_000);

  beforeAll(async () => {
    providers = await startTextProviders({ flows: FLOWS, whatsappTemplates: {} });
    msg91 = providers.msg91;
    meta = providers.whatsapp!;
    t = await createTestApp(dialect, { clock: () => clock.now, publicUrl: 'https://shop.example.in', texts: providers.texts });
  });
  afterAll(async () => {
    await t?.close();
    await providers?.close();
  });

  const consents = (userId: string) => t.db.selectFrom('marketing_consents').select(['given', 'source']).where('user_id', '=', userId).orderBy('created_at').execute();
  const whatsapp = async (from: string, text: string) => {
    const { body, signature } = meta.inboundWebhook(from, text, { at: new Date(tick()) });
    return t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, payload: body });
  };
  /** A new account with only a mobile number, its box for offers ticked or not. */
  const signUpByMobile = async (phone: string, name: string, marketingOptIn?: boolean) => {
    tick();
    const sent = await http().call('POST', '/api/auth/mobile/code', { body: { phone, channel: 'sms' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = codeIn(msg91.sent.at(-1)!.text);
    const res = await http().call('POST', '/api/auth/mobile/verify', { body: { phone, code, name, ...(marketingOptIn === undefined ? {} : { marketingOptIn }) } });
    expect(res.statusCode, res.body).toBe(200);
    return { cookie: sessionCookie(res), user: res.json<MobileVerified & { status: 'signed_in' }>().user };
  };

  it('records offers consent at sign-up only when ticked, changes it in Profile and by WhatsApp STOP and START, with its history', async () => {
    const farmer = await signUpByMobile('9822033301', 'Ramu Patil', true);
    const unticked = await signUpByMobile('9822033302', 'Sita Pawar', false);
    expect(await consents(farmer.user.id)).toEqual([{ given: 1, source: 'sign_up' }]);
    expect(await consents(unticked.user.id)).toEqual([]);
    expect((await http().call('GET', '/api/auth/profile', { cookie: unticked.cookie })).json().marketingOptIn).toBe(false);

    const email = await http().register(customer({ marketingOptIn: true }));
    expect(email.statusCode, email.body).toBe(201);
    expect(await consents(email.json().user.id)).toEqual([{ given: 1, source: 'sign_up' }]);

    // Signed out: 401; a bad body: 400 naming the field.
    expect((await http().call('PUT', '/api/auth/marketing', { body: { optIn: false } })).statusCode).toBe(401);
    const bad = await http().call('PUT', '/api/auth/marketing', { cookie: farmer.cookie, body: { optIn: 'yes' } });
    expect([bad.statusCode, Object.keys(bad.json().error.fields)]).toEqual([400, ['optIn']]);

    tick();
    const off = await http().call('PUT', '/api/auth/marketing', { cookie: farmer.cookie, body: { optIn: false } });
    expect([off.statusCode, off.json().marketingOptIn]).toEqual([200, false]);
    // The same choice again adds nothing to the history.
    await http().call('PUT', '/api/auth/marketing', { cookie: farmer.cookie, body: { optIn: false } });
    tick();
    await http().call('PUT', '/api/auth/marketing', { cookie: farmer.cookie, body: { optIn: true } });

    expect((await whatsapp('+919822033301', 'STOP')).statusCode).toBe(200);
    expect((await http().call('GET', '/api/auth/profile', { cookie: farmer.cookie })).json().marketingOptIn).toBe(false);
    await whatsapp('+919822033301', 'START');
    await whatsapp('+919822033301', 'बंद करें');
    // A number without an account, and a reply that is neither: nothing recorded, no error.
    expect((await whatsapp('+919822099999', 'STOP')).json()).toEqual({ recorded: 0, unknown: 0 });
    await whatsapp('+919822033302', 'When does the seed drill come?');
    expect(await consents(unticked.user.id)).toEqual([]);

    expect(await consents(farmer.user.id)).toEqual([
      { given: 1, source: 'sign_up' },
      { given: 0, source: 'profile' },
      { given: 1, source: 'profile' },
      { given: 0, source: 'whatsapp_stop' },
      { given: 1, source: 'whatsapp_start' },
      { given: 0, source: 'whatsapp_stop' },
    ]);
    // An unsigned reply changes nothing.
    const { body } = meta.inboundWebhook('+919822033301', 'START');
    expect((await t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=' + '0'.repeat(64) }, payload: body })).statusCode).toBe(401);
    expect((await consents(farmer.user.id)).at(-1)).toEqual({ given: 0, source: 'whatsapp_stop' });
  });

  it('gives the account holder a copy of his data, and no one else’s nor any secret; deletes the account with the code, keeping its orders', async () => {
    const phone = '9822044401';
    const farmer = await signUpByMobile(phone, 'Ganesh Shinde', true);
    const product = (await createProduct(t.db, { category: 'equipment', hsn_code: '8432', price_paise: 1_250_50, stock: 10 })).id;
    const saved = await http().call('POST', '/api/auth/addresses', { cookie: farmer.cookie, body: { ...shipping, email: undefined, label: 'Farm' } });
    expect(saved.statusCode, saved.body).toBe(201);
    // A coupon of ₹100 off the order (docs/product-rules.md 43): the copy shows what it took off.
    const coupon = { code: 'RABI100', description: 'Rabi offer: ₹100 off', kind: 'flat', percentBp: null, flatPaise: 100_00, minOrderPaise: 0, maxDiscountPaise: null, validFrom: '2026-11-01', validTo: '2026-12-31', scope: 'order', targets: [], totalUses: null, usesPerCustomer: null, firstOrderOnly: false, active: true };
    expect((await http().call('POST', '/api/admin/coupons', { cookie: (await signInAsAdmin(t)).cookie, body: coupon })).statusCode).toBe(201);
    const placed = await http().call('POST', '/api/store/orders', { cookie: farmer.cookie, body: { items: [{ productId: product, quantity: 2 }], shipping: { ...shipping, email: 'ganesh.typed@example.in' }, paymentMethod: 'cod', couponCode: 'RABI100' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<StoreOrder>();
    await http().call('POST', '/api/store/cart/items', { cookie: farmer.cookie, body: { productId: product, quantity: 1 } });

    // Someone else, with his own order, e-mail and password.
    const otherBody = customer({ name: 'Other Buyer', phone: '98111 22222' });
    const other = await http().register(otherBody);
    const otherCookie = sessionCookie(other);
    const otherOrder = await http().call('POST', '/api/store/orders', { cookie: otherCookie, body: { items: [{ productId: product, quantity: 1 }], shipping: { ...shipping, fullName: 'Other Buyer', email: otherBody.email, phone: '98111 22222' }, paymentMethod: 'cod' } });
    expect(otherOrder.statusCode, otherOrder.body).toBe(201);

    expect((await http().call('GET', '/api/auth/my-data')).statusCode).toBe(401);
    const res = await http().call('GET', '/api/auth/my-data', { cookie: farmer.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="hariyali-my-data.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json<MyAccountData>();
    expect(data.account).toMatchObject({ name: 'Ganesh Shinde', email: null, mobile: '+919822044401', textChannel: 'sms', marketing: { optIn: true, history: [{ given: true, source: 'sign_up' }] } });
    expect(data.savedAddresses).toEqual([expect.objectContaining({ label: 'Farm', fullName: shipping.fullName, pincode: shipping.pincode, isDefault: true })]);
    expect(data.orders).toHaveLength(1);
    expect(order).toMatchObject({ subtotalPaise: 2_501_00, discountPaise: 100_00, couponCode: 'RABI100' });
    expect(data.orders[0]).toMatchObject({ number: order.number, status: 'pending', paymentMethod: 'cod', subtotalPaise: 2_501_00, discountPaise: 100_00, couponCode: 'RABI100', gstPaise: order.gstPaise, totalPaise: order.totalPaise, shipping: { email: 'ganesh.typed@example.in' } });
    expect(data.orders[0]!.totalPaise).toBe(2_501_00 - 100_00 + order.gstPaise);
    // A line's total is its taxable value, after its share of the discount.
    expect(data.orders[0]!.lines).toEqual([expect.objectContaining({ quantity: 2, unitPricePaise: 1_250_50, unitPriceRupees: '1250.50', lineTotalPaise: 2_401_00, lineTotalRupees: '2401.00' })]);
    const kinds = data.messages.map((m) => `${m.channel}:${m.kind}`);
    expect(kinds.sort()).toEqual(['sms:order-placed', 'sms:sign-in-code']);
    expect(data.messages.every((m) => m.to === '+919822044401' || m.to === 'ganesh.typed@example.in')).toBe(true);
    const text = res.body;
    for (const absent of ['Other Buyer', otherBody.email, '9811122222', 'password', 'hash', 'session', 'text_body', 'Subject']) expect(text, absent).not.toContain(absent);

    // Deleting: not while the order is on its way.
    const early = await http().call('POST', '/api/auth/delete-account/code', { cookie: farmer.cookie });
    expect([early.statusCode, early.json().error.code]).toEqual([409, 'open_orders']);
    expect((await http().call('POST', `/api/store/orders/${order.id}/cancel`, { cookie: farmer.cookie })).statusCode).toBe(200);

    expect((await http().call('POST', '/api/auth/delete-account/code')).statusCode).toBe(401);
    tick();
    const sent = await http().call('POST', '/api/auth/delete-account/code', { cookie: farmer.cookie });
    expect([sent.statusCode, sent.json().to]).toEqual([200, '+91 98220 44401']);
    const code = codeIn(msg91.sent.at(-1)!.text);
    expect(msg91.sent.at(-1)!.to).toBe('+919822044401');

    const noCode = await http().call('POST', '/api/auth/delete-account', { cookie: farmer.cookie, body: {} });
    expect([noCode.statusCode, Object.keys(noCode.json().error.fields)]).toEqual([400, ['code']]);
    const wrong = await http().call('POST', '/api/auth/delete-account', { cookie: farmer.cookie, body: { code: code === '000000' ? '111111' : '000000' } });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([400, 'code_wrong']);
    // Another account's session deletes nothing of this one (that account is refused for its own open order).
    expect((await http().call('POST', '/api/auth/delete-account', { cookie: otherCookie, body: { code } })).json().error.code).toBe('open_orders');
    const before = await t.db.selectFrom('users').selectAll().where('id', '=', farmer.user.id).executeTakeFirstOrThrow();
    expect(before).toMatchObject({ name: 'Ganesh Shinde', mobile: '+919822044401', is_active: 1 });
    expect((await http().call('GET', '/api/auth/profile', { cookie: farmer.cookie })).statusCode).toBe(200);

    const deleted = await http().call('POST', '/api/auth/delete-account', { cookie: farmer.cookie, body: { code } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(String(deleted.headers['set-cookie'])).toMatch(/hariyali_session=;/);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', farmer.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Deleted account', email: null, mobile: null, phone: null, password_hash: null, is_active: 0 });
    expect((await http().call('GET', '/api/auth/profile', { cookie: farmer.cookie })).statusCode).toBe(401);
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', farmer.user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('addresses').select('id').where('user_id', '=', farmer.user.id).execute()).toEqual([]);
    expect(await consents(farmer.user.id)).toEqual([]);
    expect(await t.db.selectFrom('sign_in_codes').select('id').where('phone', '=', '+919822044401').execute()).toEqual([]);
    expect(await t.db.selectFrom('carts').select('id').where('user_id', '=', farmer.user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('message_outbox').select('id').where('recipient', 'in', ['+919822044401', 'ganesh.typed@example.in']).execute()).toEqual([]);
    // The order and its tax record stay, with the name and address the invoice prints; its phone and e-mail go.
    const kept = await t.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ user_id: farmer.user.id, total_paise: order.totalPaise, ship_full_name: shipping.fullName, ship_address: shipping.address, ship_pincode: shipping.pincode, ship_phone: '', ship_email: '' });
    expect(await t.db.selectFrom('order_items').select('id').where('order_id', '=', order.id).execute()).toHaveLength(1);
    // The other buyer's account and order are untouched.
    expect((await http().call('GET', '/api/auth/profile', { cookie: otherCookie })).json()).toMatchObject({ name: 'Other Buyer', email: otherBody.email });
    expect(await t.db.selectFrom('orders').select('ship_phone').where('id', '=', otherOrder.json().id).executeTakeFirstOrThrow()).toEqual({ ship_phone: '98111 22222' });

    // The number signs up anew: a new account, nothing of the old one.
    tick();
    await http().call('POST', '/api/auth/mobile/code', { body: { phone, channel: 'sms' } });
    const again = await http().call('POST', '/api/auth/mobile/verify', { body: { phone, code: codeIn(msg91.sent.at(-1)!.text) } });
    expect(again.json()).toEqual({ status: 'needs_name' });
    const reborn = await signUpByMobileWithCode(phone, 'Ganesh S.');
    expect(reborn.user.id).not.toBe(farmer.user.id);
    const fresh = (await http().call('GET', '/api/auth/my-data', { cookie: reborn.cookie })).json<MyAccountData>();
    expect([fresh.orders, fresh.savedAddresses, fresh.account.marketing.history]).toEqual([[], [], []]);
    expect(fresh.messages.every((m) => m.kind === 'sign-in-code')).toBe(true);
  });

  /** The last code sent to the number, with the new account's name. */
  const signUpByMobileWithCode = async (phone: string, name: string) => {
    const res = await http().call('POST', '/api/auth/mobile/verify', { body: { phone, code: codeIn(msg91.sent.at(-1)!.text), name } });
    expect(res.statusCode, res.body).toBe(200);
    return { cookie: sessionCookie(res), user: res.json<MobileVerified & { status: 'signed_in' }>().user };
  };

  it('deletes an e-mail account with its password, and refuses a vendor', async () => {
    const body = customer();
    const cookie = sessionCookie(await http().register(body));
    const code = await http().call('POST', '/api/auth/delete-account/code', { cookie });
    expect([code.statusCode, Object.keys(code.json().error.fields)]).toEqual([400, ['currentPassword']]);
    const wrong = await http().call('POST', '/api/auth/delete-account', { cookie, body: { currentPassword: 'not-the-password' } });
    expect([wrong.statusCode, wrong.json().error.fields]).toEqual([400, { currentPassword: 'Your current password is not correct.' }]);
    expect((await http().login(body.email, body.password)).statusCode).toBe(200);
    expect((await http().call('POST', '/api/auth/delete-account', { cookie, body: { currentPassword: body.password } })).statusCode).toBe(204);
    expect((await http().login(body.email, body.password)).statusCode).toBe(401);
    // The address is free for a new account.
    expect((await http().register(customer({ email: body.email }))).statusCode).toBe(201);

    const seller = vendor();
    const vendorCookie = sessionCookie(await http().register(seller));
    for (const url of ['/api/auth/delete-account/code', '/api/auth/delete-account']) {
      const refused = await http().call('POST', url, { cookie: vendorCookie, body: { currentPassword: seller.password } });
      expect([refused.statusCode, refused.json().error.message], url).toEqual([403, 'A vendor or admin account cannot be deleted here. Please write to the shop to close it.']);
    }
    expect((await http().login(seller.email, seller.password)).statusCode).toBe(200);
  });
});
