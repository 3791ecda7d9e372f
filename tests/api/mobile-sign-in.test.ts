import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMailOverview } from '../../src/shared/schemas/admin-mail.ts';
import type { MobileCodeSent, MobileVerified } from '../../src/shared/schemas/mobile-sign-in.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { upsertAdmin } from '../../src/server/modules/accounts/admin-bootstrap.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';
import { SHIPMENT } from '../helpers/tracking.ts';
import type { Msg91StandIn } from '../support/msg91-stand-in.ts';
import type { WhatsAppStandIn } from '../support/whatsapp-stand-in.ts';
import { SMS_KEYS, startTextProviders, type Flows, type TextProviders } from '../helpers/text-providers.ts';

/** The flows registered at the MSG91 stand-in: the catalogue's texts, as the owner registers them (docs/text-messages.md). */
const FLOWS: Flows = {
  'flow-code-en': ['sign-in-code', 'en'],
  'flow-code-hi': ['sign-in-code', 'hi'],
  'flow-placed-hi': ['order-placed', 'hi'],
  'flow-shipped-hi': ['order-shipped', 'hi'],
};

describeEachDialect('signing in with a mobile number', (dialect) => {
  let t: StoppableTestApp;
  let providers: TextProviders;
  let msg91: Msg91StandIn;
  let meta: WhatsAppStandIn;
  const clock = { now: Date.parse('2026-12-01T06:30:00Z') };
  const http = () => api(t.app);
  const codeIn = (text: string) => /\b([0-9]{6})\b/.exec(text)?.[1] ?? '';

  beforeAll(async () => {
    providers = await startTextProviders({ flows: FLOWS, whatsappTemplates: { 'hariyali_sign_in_code:en': '{{1}} is your verification code.' } });
    msg91 = providers.msg91;
    meta = providers.whatsapp!;
    t = await createTestApp(dialect, { clock: () => clock.now, publicUrl: 'https://shop.example.in', texts: providers.texts });
  });
  afterAll(async () => {
    await t?.close();
    await providers?.close();
  });

  it('offers both channels, and refuses a landline, a foreign number and a channel it does not know', async () => {
    expect((await http().call('GET', '/api/auth/mobile')).json()).toEqual({ channels: ['sms', 'whatsapp'] });
    for (const phone of ['020 2612 3456', '+44 7700 900123', '98220', 'nine eight']) {
      const res = await http().call('POST', '/api/auth/mobile/code', { body: { phone, channel: 'sms' } });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().error.fields.phone).toMatch(/10-digit Indian mobile/);
    }
    expect((await http().call('POST', '/api/auth/mobile/code', { body: { phone: '9822012345', channel: 'pigeon' } })).statusCode).toBe(400);
    expect(msg91.sent).toHaveLength(0);
  });

  it('signs a farmer up with only his number, in Hindi, tells him of his order by SMS in Hindi, and records the delivery reports', async () => {
    const phone = '+91 98220 11111';
    const sent = await http().call('POST', '/api/auth/mobile/code', { body: { phone: '098220 11111', channel: 'sms' }, headers: { 'accept-language': 'hi' } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<MobileCodeSent>()).toEqual({ channel: 'sms', to: phone, resendAfterSeconds: 30, expiresInSeconds: 300 });
    const sms = msg91.sent.at(-1)!;
    expect(sms.to).toBe('+919822011111');
    const code = codeIn(sms.text);
    expect(code).toMatch(/^[0-9]{6}$/);
    // The code is in no answer and nowhere in the database: the outbox shows it hidden.
    expect(sent.body).not.toContain(code);
    const outbox = await t.db.selectFrom('message_outbox').selectAll().where('kind', '=', 'sign-in-code').execute();
    expect(outbox).toHaveLength(1);
    expect(JSON.stringify(outbox)).not.toContain(code);
    expect(outbox[0]).toMatchObject({ channel: 'sms', status: 'sent', recipient: '+919822011111', provider_id: sms.requestId });

    // Asked again at once: told to wait.
    const again = await http().call('POST', '/api/auth/mobile/code', { body: { phone, channel: 'sms' } });
    expect([again.statusCode, again.json().error.code, again.json().error.params.seconds]).toEqual([429, 'code_too_soon', 30]);

    const wrong = await http().call('POST', '/api/auth/mobile/verify', { body: { phone, code: code === '000000' ? '111111' : '000000' } });
    expect([wrong.statusCode, wrong.json().error.code, wrong.json().error.params]).toEqual([400, 'code_wrong', { triesLeft: 4 }]);

    // A new number: its owner's name first, the code still good.
    const named = await http().call('POST', '/api/auth/mobile/verify', { body: { phone, code } });
    expect(named.json<MobileVerified>()).toEqual({ status: 'needs_name' });
    const signedUp = await http().call('POST', '/api/auth/mobile/verify', { body: { phone, code, name: 'रामू पाटील', language: 'hi' } });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const farmer = signedUp.json<MobileVerified & { status: 'signed_in' }>().user;
    expect(farmer).toMatchObject({ name: 'रामू पाटील', email: null, mobile: '+919822011111', type: 'user', language: 'hi' });
    const cookie = sessionCookie(signedUp);
    // Used once.
    expect((await http().call('POST', '/api/auth/mobile/verify', { body: { phone, code } })).json().error.code).toBe('code_ended');
    const profile = (await http().call('GET', '/api/auth/profile', { cookie })).json();
    expect(profile).toMatchObject({ email: null, mobile: '+919822011111', textChannel: 'sms', hasPassword: false });

    // He orders with cash on delivery, without an e-mail address.
    const product = (await createProduct(t.db, { category: 'equipment', hsn_code: '8432', price_paise: 1_250_00, stock: 10 })).id;
    const placed = await http().call('POST', '/api/store/orders', { cookie, body: { items: [{ productId: product, quantity: 1 }], shipping: { ...shipping, email: '' }, paymentMethod: 'cod' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<StoreOrder>();
    await t.app.sendMail();
    const placedSms = msg91.sent.at(-1)!;
    expect(placedSms.flowId).toBe('flow-placed-hi');
    expect(placedSms.text).toContain('रामू पाटील जी, आपका ऑर्डर');
    expect(placedSms.text).toContain('कैश ऑन डिलीवरी');
    // No e-mail went anywhere: the account has none.
    expect(await t.db.selectFrom('message_outbox').select('channel').where('kind', '=', 'order-placed').execute()).toEqual([{ channel: 'sms' }]);

    // The admin ships it: the tracking number comes by SMS, in Hindi.
    const adminEmail = `owner.${dialect}@example.in`;
    await upsertAdmin(t.db, { email: adminEmail, password: 'owner-passphrase-1', name: 'Shop Owner' });
    const admin = sessionCookie(await http().login(adminEmail, 'owner-passphrase-1'));
    for (const status of ['processing', 'shipped']) {
      const moved = await http().call('PATCH', `/api/admin/orders/${order.id}/status`, { cookie: admin, body: status === 'shipped' ? { status, ...SHIPMENT } : { status } });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await t.app.sendMail();
    const shipped = msg91.sent.at(-1)!;
    expect(shipped.flowId).toBe('flow-shipped-hi');
    expect(shipped.text).toContain(SHIPMENT.trackingNumber);
    expect(shipped.text).toContain(`https://shop.example.in/user/orders/${order.id}`);

    // MSG91's delivery report, on the secret address only.
    const report = msg91.deliveryReport(shipped.requestId, 'delivered');
    const post = (token: string) => t.app.inject({ method: 'POST', url: `/api/webhooks/msg91/${token}`, headers: { 'content-type': report.contentType }, payload: report.body });
    expect((await post('not-the-token-000000')).statusCode).toBe(404);
    const taken = await post(SMS_KEYS.reportToken);
    expect([taken.statusCode, taken.json()]).toEqual([200, { recorded: 1, unknown: 0 }]);
    const overview = (await http().call('GET', '/api/admin/mail', { cookie: admin })).json<AdminMailOverview>();
    expect(overview.textChannels).toEqual({ sms: true, whatsapp: true });
    expect(overview.codes).toEqual({ today: 1, dailyCap: 500 });
    expect(overview.messages.find((m) => m.kind === 'order-shipped')).toMatchObject({ channel: 'sms', status: 'sent', delivery: 'delivered' });
  });

  it('says so when the provider fails, and takes WhatsApp webhooks only with Meta’s signature', async () => {
    msg91.failNext(500);
    const failed = await http().call('POST', '/api/auth/mobile/code', { body: { phone: '9822022222', channel: 'sms' } });
    expect([failed.statusCode, failed.json().error.code]).toEqual([503, 'code_not_sent']);
    // On record as failed, with the code hidden: the admin cannot send it again (it would carry dots).
    const failedRow = await t.db.selectFrom('message_outbox').select(['id', 'status', 'text_values']).where('recipient', '=', '+919822022222').executeTakeFirstOrThrow();
    expect(failedRow).toMatchObject({ status: 'failed', text_values: JSON.stringify(['••••••', '5']) });
    await upsertAdmin(t.db, { email: `retry.${dialect}@example.in`, password: 'owner-passphrase-1', name: 'Shop Owner' });
    const owner = sessionCookie(await http().login(`retry.${dialect}@example.in`, 'owner-passphrase-1'));
    const retried = await http().call('POST', `/api/admin/mail/${failedRow.id}/retry`, { cookie: owner });
    expect([retried.statusCode, retried.json().error.code]).toEqual([409, 'mail_not_retriable']);
    clock.now += 31_000;
    const byWhatsApp = await http().call('POST', '/api/auth/mobile/code', { body: { phone: '9822022222', channel: 'whatsapp' } });
    expect(byWhatsApp.statusCode, byWhatsApp.body).toBe(200);
    const message = meta.sent.at(-1)!;
    expect(message.template).toBe('hariyali_sign_in_code');
    const signedIn = await http().call('POST', '/api/auth/mobile/verify', { body: { phone: '9822022222', code: codeIn(message.text), name: 'Sunita' } });
    expect(signedIn.json().status).toBe('signed_in');

    const { body, signature } = meta.statusWebhook(message.id, 'read');
    const hook = (sig: string) => t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json', 'x-hub-signature-256': sig }, payload: body });
    expect((await hook('sha256=' + '0'.repeat(64))).statusCode).toBe(401);
    expect((await hook(signature)).json()).toEqual({ recorded: 1, unknown: 0 });
    const row = await t.db.selectFrom('message_outbox').select(['delivery', 'recipient']).where('provider_id', '=', message.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ delivery: 'read', recipient: '+919822022222' });
    // Meta's check of the address.
    const challenge = await t.app.inject({ method: 'GET', url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-token-123&hub.challenge=1158201444' });
    expect([challenge.statusCode, challenge.body]).toEqual([200, '1158201444']);
    expect((await t.app.inject({ method: 'GET', url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1' })).statusCode).toBe(403);
  });

  it('lets an e-mail account add a number with its code, then sign in by it; refuses another account’s number; keeps its channel', async () => {
    const form = customer();
    const cookie = sessionCookie(await http().register(form));
    clock.now += 31_000;
    // Another account's number: its code is sent (nothing is told), but it cannot be taken.
    const taken = '+919822011111';
    expect((await http().call('POST', '/api/auth/mobile/change-code', { cookie, body: { phone: taken, channel: 'sms' } })).statusCode).toBe(200);
    const stolen = await http().call('PUT', '/api/auth/mobile', { cookie, body: { phone: taken, code: codeIn(msg91.sent.at(-1)!.text) } });
    expect([stolen.statusCode, stolen.json().error.code]).toEqual([409, 'mobile_taken']);
    // Signed out, neither door opens.
    expect((await http().call('POST', '/api/auth/mobile/change-code', { body: { phone: '9822055555', channel: 'sms' } })).statusCode).toBe(401);
    expect((await http().call('PUT', '/api/auth/mobile', { body: { phone: '9822055555', code: '123456' } })).statusCode).toBe(401);

    const own = '98220 55555';
    expect((await http().call('POST', '/api/auth/mobile/change-code', { cookie, body: { phone: own, channel: 'sms' } })).statusCode).toBe(200);
    const code = codeIn(msg91.sent.at(-1)!.text);
    // A sign-in code is not a change code: each is bound to its purpose.
    expect((await http().call('POST', '/api/auth/mobile/verify', { body: { phone: own, code } })).json().error.code).toBe('code_ended');
    const saved = await http().call('PUT', '/api/auth/mobile', { cookie, body: { phone: own, code } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ email: form.email, mobile: '+919822055555', textChannel: 'sms', hasPassword: true });

    // WhatsApp for order messages, as the shop sends by it; an unknown channel is refused.
    expect((await http().call('PUT', '/api/auth/text-channel', { cookie, body: { channel: 'whatsapp' } })).statusCode).toBe(204);
    expect((await http().call('PUT', '/api/auth/text-channel', { cookie, body: { channel: 'pigeon' } })).statusCode).toBe(400);
    expect((await http().call('GET', '/api/auth/profile', { cookie })).json().textChannel).toBe('whatsapp');

    // The same account now signs in by its number too.
    clock.now += 31_000;
    expect((await http().call('POST', '/api/auth/mobile/code', { body: { phone: own, channel: 'sms' } })).statusCode).toBe(200);
    const signedIn = await http().call('POST', '/api/auth/mobile/verify', { body: { phone: own, code: codeIn(msg91.sent.at(-1)!.text) } });
    expect(signedIn.json()).toMatchObject({ status: 'signed_in', user: { email: form.email, mobile: '+919822055555' } });
  });
});

describe('a shop without text providers', () => {
  it('offers no mobile sign-in and sends no code', async () => {
    const t = await createTestApp('sqlite', { seed: false });
    try {
      expect((await api(t.app).call('GET', '/api/auth/mobile')).json()).toEqual({ channels: [] });
      const res = await api(t.app).call('POST', '/api/auth/mobile/code', { body: { phone: '9822012345', channel: 'sms' } });
      expect(res.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
