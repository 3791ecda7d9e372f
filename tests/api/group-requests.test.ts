import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminGroupRequestList, StoreBusinessStatus } from '../../src/shared/schemas/group-requests.ts';
import type { StoreOrderQuote } from '../../src/shared/schemas/orders.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { PUNE } from '../helpers/shop.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Business prices asked for and approved (docs/product-rules.md 46), on both databases: an FPO signs
// up, asks for FPO prices, buys at retail while it waits, and at its own price once the owner approves.
// Each decision is told to the buyer: by e-mail to an account with an address, by text message to
// one made with a mobile number, in the account's language.
const SEPT_1 = Date.parse('2026-09-01T04:30:00Z');
const PUBLIC_URL = 'https://shop.example.in';

describeEachDialect('business price requests', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: string;
  let fpo: { id: string; cookie: string; email: string };
  let kitId: string;
  let now = SEPT_1;

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now, publicUrl: PUBLIC_URL });
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
    const form = customer({ name: 'Tungabhadra FPC' });
    const res = await http.register(form);
    fpo = { id: res.json().user.id as string, cookie: sessionCookie(res), email: form.email };
    kitId = (await t.db.selectFrom('products').select('id').where('name', '=', 'Soil Testing Kit').executeTakeFirstOrThrow()).id;
    const prices = await http.call('PUT', `/api/admin/products/${kitId}/prices`, { cookie: admin, body: { rows: [{ group: 'fpo', minQuantity: 1, pricePaise: 2400_00 }] } });
    expect(prices.statusCode, prices.body).toBe(200);
  });
  afterAll(async () => t?.close());

  const status = async (cookie = fpo.cookie) => (await http.call('GET', '/api/auth/business', { cookie })).json<StoreBusinessStatus>();
  const ask = (body: unknown, cookie = fpo.cookie) => http.call('POST', '/api/auth/business', { cookie, body });
  const pending = async () => (await http.call('GET', '/api/admin/group-requests', { cookie: admin })).json<AdminGroupRequestList>().items;
  /** The owner's decision on the request as it stands now (its `requestedAt` read for it unless given). */
  const decide = async (body: Record<string, unknown>, userId = fpo.id, cookie = admin) => {
    const request = await t.db.selectFrom('group_requests').select('created_at').where('user_id', '=', userId).executeTakeFirst();
    return http.call('POST', `/api/admin/group-requests/${userId}/decision`, { cookie, body: { requestedAt: request?.created_at ?? '2026-01-01T00:00:00.000Z', ...body } });
  };
  /** The decisions' messages queued so far, to anyone, oldest first. */
  const told = () => t.db.selectFrom('message_outbox').selectAll().where('kind', '=', 'business-decided').orderBy('created_at').orderBy('event_key').execute();
  const setLanguage = async (language: string, cookie = fpo.cookie) => expect((await http.call('PUT', '/api/auth/language', { cookie, body: { language } })).statusCode).toBe(204);
  const kitPrice = async () => {
    const res = await http.call('POST', '/api/store/orders/quote', { cookie: fpo.cookie, body: { items: [{ productId: kitId, quantity: 1 }], shipping: { state: PUNE.state, pincode: PUNE.pincode } } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StoreOrderQuote>().subtotalPaise;
  };

  it('starts at retail with no request', async () => {
    expect(await status()).toEqual({ group: 'retail', request: null });
  });

  it.each([
    ['no group', { businessName: 'Tungabhadra FPC' }, 'group', 'Please choose what the business is: a dealer, an FPO or an institution'],
    ['the retail group', { group: 'retail', businessName: 'Tungabhadra FPC' }, 'group', 'Please choose what the business is: a dealer, an FPO or an institution'],
    ['a blank name', { group: 'fpo', businessName: '   ' }, 'businessName', 'This field is required'],
    ['a GSTIN with a wrong check character', { group: 'fpo', businessName: 'Tungabhadra FPC', gstin: '29AAGCB7383J1Z5' }, 'gstin', 'This GSTIN has a wrong last character (check digit): please check it for a typo'],
  ])('refuses %s on its field and records nothing', async (_label, body, field, message) => {
    const res = await ask(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
    expect((await status()).request).toBeNull();
  });

  it('records a request, which waits for the owner while the account buys at retail', async () => {
    const res = await ask({ group: 'fpo', businessName: '  Tungabhadra FPC  ', gstin: ' 29aagcb7383j1z4 ' });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { group: 'fpo', businessName: 'Tungabhadra FPC', gstin: '29AAGCB7383J1Z4', status: 'pending', reason: null, requestedAt: new Date(SEPT_1).toISOString(), decidedAt: null };
    expect(res.json<StoreBusinessStatus>()).toEqual({ group: 'retail', request: expected });
    expect(await status()).toEqual({ group: 'retail', request: expected });
    expect(await pending()).toEqual([{ ...expected, userId: fpo.id, name: 'Tungabhadra FPC', email: expect.any(String), mobile: null }]);
    expect(await kitPrice()).toBe(2500_00);
  });

  it('is the caller’s own: a visitor is 401, a vendor 403, and no admin route answers a customer', async () => {
    expect((await http.call('GET', '/api/auth/business')).statusCode).toBe(401);
    expect((await ask({ group: 'fpo', businessName: 'X' }, '')).statusCode).toBe(401);
    const seller = sessionCookie(await http.register(vendor({ businessName: 'Nil Seeds Co', gstNumber: '' })));
    expect((await ask({ group: 'dealer', businessName: 'Nil Seeds Co' }, seller)).statusCode).toBe(403);
    expect((await http.call('GET', '/api/admin/group-requests', { cookie: fpo.cookie })).statusCode).toBe(403);
    expect((await decide({ approve: true }, fpo.id, fpo.cookie)).statusCode).toBe(403);
    expect((await status()).group).toBe('retail');
  });

  it('refuses a refusal without a reason, and a decision on no request', async () => {
    const res = await decide({ approve: false, reason: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ reason: 'This field is required' });
    expect((await decide({ approve: true }, 'no-such-account')).statusCode).toBe(404);
    expect((await pending()).length).toBe(1);
    // Nothing decided, nothing told (nor by the customer's own 403 above).
    expect(await told()).toEqual([]);
  });

  it('refused with a reason: the account stays at retail and reads why; it may ask again', async () => {
    now = SEPT_1 + 3_600_000;
    const reason = 'Please give the FPO’s registration name as on its certificate.';
    expect((await decide({ approve: false, reason })).statusCode).toBe(204);
    expect(await status()).toMatchObject({ group: 'retail', request: { status: 'rejected', reason, decidedAt: new Date(now).toISOString() } });
    expect(await pending()).toEqual([]);
    // Told once, by e-mail (the account has no mobile), in English: it chose no language.
    const [mail, ...more] = await told();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ event_key: `business-decided:${fpo.id}:${new Date(now).toISOString()}`, channel: 'email', recipient: fpo.email, language: 'en', subject: 'Your request for FPO prices on Hariyali was not approved' });
    expect(mail!.text_body).toContain('Hello Tungabhadra FPC,');
    expect(mail!.text_body).toContain('Your account still buys at the shop\'s prices.');
    expect(mail!.text_body).toContain(`Business: Tungabhadra FPC\nPrices: FPO prices\nReason: ${reason}\n`);
    expect(mail!.text_body).toContain(`See your business prices: ${PUBLIC_URL}/account/business`);
    // Decided already: a second decision (another admin's, from an old list, a minute later) changes nothing and tells nothing.
    now += 60_000;
    expect((await decide({ approve: true })).statusCode).toBe(409);
    expect((await status()).group).toBe('retail');
    expect(await told()).toEqual([mail]);
  });

  it('approved, the account buys at its group’s prices; asking for the group it is in is refused on the group', async () => {
    now = SEPT_1 + 86_400_000;
    expect((await ask({ group: 'fpo', businessName: 'Tungabhadra Farmer Producer Company Ltd' })).statusCode).toBe(200);
    // The account reads Marathi now: the decision is told in it.
    await setLanguage('mr');
    const before = await told();
    // Asked again after the owner read the list: the owner's decision on what he saw is refused, unseen requests are not decided.
    const seen = (await pending())[0]!.requestedAt;
    now += 60_000;
    expect((await ask({ group: 'fpo', businessName: 'Tungabhadra Farmer Producer Company Ltd' })).statusCode).toBe(200);
    const stale = await decide({ approve: true, requestedAt: seen });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('request_decided');
    expect(await status()).toMatchObject({ group: 'retail', request: { status: 'pending' } });
    expect(await told()).toEqual(before);
    expect((await decide({ approve: true })).statusCode).toBe(204);
    const [mail, ...more] = (await told()).slice(before.length);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ event_key: `business-decided:${fpo.id}:${new Date(now).toISOString()}`, channel: 'email', recipient: fpo.email, language: 'mr', subject: 'तुमचे हरियाली खाते आता एफपीओ दराने खरेदी करते' });
    expect(mail!.text_body).toContain('आतापासून तुमचे खाते एफपीओ दराने खरेदी करते.');
    expect(mail!.text_body).toContain('व्यवसाय: Tungabhadra Farmer Producer Company Ltd\nदर: एफपीओ दर\n');
    expect(mail!.text_body).not.toContain('कारण');
    expect(mail!.text_body).toContain(`${PUBLIC_URL}/account/business`);
    expect(await status()).toMatchObject({ group: 'fpo', request: { status: 'approved', gstin: null, decidedAt: new Date(now).toISOString() } });
    expect(await kitPrice()).toBe(2400_00);
    const again = await ask({ group: 'fpo', businessName: 'Tungabhadra FPC' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ group: 'Your account already buys at these prices' });
  });

  it('tells an account made with a mobile number by text message, on the channel it chose, in its language', async () => {
    const name = 'श्री गणेश कृषि सेवा केंद्र, राहुरी';
    const res = await http.register(customer({ name }));
    const dealer = { id: res.json().user.id as string, cookie: sessionCookie(res) };
    // An account made with a mobile number, on SMS (a test's setup: the columns are what a verified code writes): no e-mail address.
    await t.db.updateTable('users').set({ email: null, password_hash: null, mobile: '+919822044411', mobile_verified_at: new Date(now).toISOString(), text_channel: 'sms', language: 'hi' }).where('id', '=', dealer.id).execute();
    const texts = async () => (await told()).filter((row) => row.event_key.startsWith(`business-decided:${dealer.id}:`));
    const toRow = (row: Awaited<ReturnType<typeof texts>>[number]) => [row.event_key, row.channel, row.recipient, row.language, row.text_values, row.text_body];

    now = SEPT_1 + 2 * 86_400_000;
    expect((await ask({ group: 'dealer', businessName: 'Shree Ganesh Krishi Seva Kendra' }, dealer.cookie)).statusCode).toBe(200);
    expect((await decide({ approve: false, reason: 'दुकान का लाइसेंस नंबर दें।' }, dealer.id)).statusCode).toBe(204);
    // By SMS, the name cut to DLT's 30 characters a value.
    const refused = await texts();
    expect(refused.map(toRow)).toEqual([
      [
        `business-decided:${dealer.id}:${new Date(now).toISOString()}:text`, 'sms', '+919822044411', 'hi', JSON.stringify(['श्री गणेश कृषि सेवा...', 'डीलर', 'अस्वीकार']),
        'हरियाली: श्री गणेश कृषि सेवा... जी, डीलर दाम का आपका अनुरोध अस्वीकार कर दिया गया है। जानकारी अपने खाते के कारोबारी दाम पेज पर देखें।',
      ],
    ]);

    // It chooses WhatsApp, asks again and is approved: told again, once, there, with its whole name.
    await t.db.updateTable('users').set({ text_channel: 'whatsapp' }).where('id', '=', dealer.id).execute();
    now += 3_600_000;
    expect((await ask({ group: 'dealer', businessName: 'Shree Ganesh Krishi Seva Kendra, Rahuri' }, dealer.cookie)).statusCode).toBe(200);
    expect((await decide({ approve: true }, dealer.id)).statusCode).toBe(204);
    expect((await texts()).slice(refused.length).map(toRow)).toEqual([
      [
        `business-decided:${dealer.id}:${new Date(now).toISOString()}:text`, 'whatsapp', '+919822044411', 'hi', JSON.stringify([name, 'डीलर', 'मंज़ूर']),
        `हरियाली: ${name} जी, डीलर दाम का आपका अनुरोध मंज़ूर कर दिया गया है। जानकारी अपने खाते के कारोबारी दाम पेज पर देखें।`,
      ],
    ]);
    // No e-mail went anywhere: the account has none.
    expect((await texts()).map((row) => row.channel)).toEqual(['sms', 'whatsapp']);
  });

  it('is in the account’s copy of its data', async () => {
    const data = (await http.call('GET', '/api/auth/my-data', { cookie: fpo.cookie })).json();
    expect(data.account).toMatchObject({ customerGroup: 'fpo', businessRequest: { group: 'fpo', businessName: 'Tungabhadra Farmer Producer Company Ltd', gstin: null, status: 'approved' } });
  });

  it('shows the buyer’s own prices to it alone, and everyone’s quantity prices on the product’s page', async () => {
    const own = await http.call('GET', `/api/store/prices?ids=${kitId}&ids=no-such-product`, { cookie: fpo.cookie });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ group: 'fpo', items: [{ productId: kitId, pricePaise: 2400_00, rows: [{ group: 'fpo', minQuantity: 1, pricePaise: 2400_00 }] }] });
    const farmer = sessionCookie(await http.register(customer({ name: 'Ravi Kale' })));
    expect((await http.call('GET', `/api/store/prices?ids=${kitId}`, { cookie: farmer })).json()).toEqual({ group: 'retail', items: [] });
    expect((await http.call('GET', `/api/store/prices?ids=${kitId}`)).statusCode).toBe(401);
    expect((await http.call('GET', '/api/store/prices', { cookie: farmer })).statusCode).toBe(400);
    expect((await http.call('GET', `/api/store/products/${kitId}`)).json().priceTiers).toEqual([]);
    const rows = [{ group: 'retail', minQuantity: 10, pricePaise: 2300_00 }, { group: 'fpo', minQuantity: 1, pricePaise: 2400_00 }];
    expect((await http.call('PUT', `/api/admin/products/${kitId}/prices`, { cookie: admin, body: { rows } })).statusCode).toBe(200);
    expect((await http.call('GET', `/api/store/products/${kitId}`)).json().priceTiers).toEqual([{ minQuantity: 10, pricePaise: 2300_00 }]);
    expect((await http.call('GET', `/api/store/prices?ids=${kitId}`, { cookie: farmer })).json().items).toEqual([{ productId: kitId, pricePaise: 2500_00, rows: [rows[0]] }]);
  });
});
