import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg91Sms, TextSendError, verifyWhatsAppSignature, WhatsAppCloud } from '../../src/server/modules/messaging/index.ts';
import { startMsg91StandIn, type Msg91StandIn } from '../support/msg91-stand-in.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../support/whatsapp-stand-in.ts';

// The SMS and WhatsApp senders against local stand-ins that speak MSG91's Flow API and the
// WhatsApp Business Cloud API's messages endpoint as documented (docs/decisions/0049).
const AUTH_KEY = 'msg91-test-auth-key-0001';
const TOKEN = 'whatsapp-test-token-0001';
const APP_SECRET = 'whatsapp-test-app-secret';

/** The error a call failed with (the test fails if it did not). */
async function failureOf(call: Promise<unknown>): Promise<TextSendError> {
  const outcome = await call.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(outcome).toBeInstanceOf(TextSendError);
  return outcome as TextSendError;
}

describe('SMS through MSG91', () => {
  let msg91: Msg91StandIn;
  let sms: Msg91Sms;
  beforeAll(async () => {
    msg91 = await startMsg91StandIn({
      authKey: AUTH_KEY,
      senderId: 'HRYALI',
      flows: {
        'flow-code-en': { text: '##VAR1## is your Hariyali sign-in code. It is valid for 5 minutes.' },
        'flow-code-hi': { text: '##VAR1## आपका हरियाली साइन-इन कोड है। यह 5 मिनट तक मान्य है।' },
        'flow-shipped-en': { text: 'Dear ##VAR1##, see ##VAR2##' },
      },
    });
    sms = new Msg91Sms(msg91.url, { authKey: AUTH_KEY, senderId: 'HRYALI' }, 500);
  });
  afterAll(() => msg91.close());

  it('sends a flow with its variables to 91 and the number, and answers MSG91’s request id', async () => {
    const { providerId } = await sms.send({ to: '+919876543210', kind: 'sign-in-code', template: 'flow-code-en', language: 'en', values: ['482913'] });
    expect(providerId).toMatch(/^[0-9a-f]{24}$/);
    expect(msg91.sent.at(-1)).toEqual({ requestId: providerId, to: '+919876543210', flowId: 'flow-code-en', text: '482913 is your Hariyali sign-in code. It is valid for 5 minutes.' });
    const request = msg91.requests.at(-1)!;
    expect(request.headers.authkey).toBe(AUTH_KEY);
    expect(request.body).toEqual({ flow_id: 'flow-code-en', sender: 'HRYALI', unicode: 0, recipients: [{ mobiles: '919876543210', VAR1: '482913' }] });
  });

  it('cuts a name to DLT’s 30 characters and sends a link whole', async () => {
    const link = 'https://shop.example.in/user/orders/0b9f6c1e-2d3a-4c5b-8e7f-123456789abc';
    await sms.send({ to: '+919876543210', kind: 'order-shipped', template: 'flow-shipped-en', language: 'en', values: ['Shree Ganesh Krishi Seva Kendra Wadgaon', link] });
    expect(msg91.requests.at(-1)!.body).toMatchObject({ recipients: [{ VAR1: 'Shree Ganesh Krishi Seva...', VAR2: link }] });
  });

  it('sends Hindi as Unicode, which MSG91 refuses without the flag', async () => {
    await sms.send({ to: '+917000000001', kind: 'sign-in-code', template: 'flow-code-hi', language: 'hi', values: ['105522'] });
    expect(msg91.sent.at(-1)!.text).toBe('105522 आपका हरियाली साइन-इन कोड है। यह 5 मिनट तक मान्य है।');
    const wrongFlag = await failureOf(sms.send({ to: '+917000000001', kind: 'sign-in-code', template: 'flow-code-hi', language: 'en', values: ['105522'] }));
    expect(wrongFlag.message).toContain('Unicode');
  });

  it('refuses what sending again would not mend: a wrong key, an unknown flow, a missing variable, not an Indian mobile', async () => {
    const wrongKey = await failureOf(new Msg91Sms(msg91.url, { authKey: 'not-the-key', senderId: 'HRYALI' }, 500).send({ to: '+919876543210', kind: 'sign-in-code', template: 'flow-code-en', language: 'en', values: ['1'] }));
    expect([wrongKey.retryable, wrongKey.status]).toEqual([false, 401]);
    expect(wrongKey.message).not.toContain('not-the-key');
    const unknownFlow = await failureOf(sms.send({ to: '+919876543210', kind: 'sign-in-code', template: 'no-such-flow', language: 'en', values: ['1'] }));
    expect([unknownFlow.retryable, unknownFlow.status, unknownFlow.message]).toEqual([false, 400, 'MSG91 refused the SMS (HTTP 400): Flow not found']);
    const missing = await failureOf(sms.send({ to: '+919876543210', kind: 'sign-in-code', template: 'flow-code-en', language: 'en', values: [] }));
    expect(missing.message).toContain('VAR1');
    const before = msg91.requests.length;
    for (const to of ['+442071234567', '+912026123456', '9876543210']) {
      expect((await failureOf(sms.send({ to, kind: 'sign-in-code', template: 'flow-code-en', language: 'en', values: ['1'] }))).retryable).toBe(false);
    }
    expect(msg91.requests.length).toBe(before);
  });

  it('leaves for later what MSG91 could not take now: a 5xx, a 429, a dropped connection, no answer in time', async () => {
    for (const status of [500, 503, 429, 0]) {
      msg91.failNext(status);
      const failure = await failureOf(sms.send({ to: '+919876543210', kind: 'sign-in-code', template: 'flow-code-en', language: 'en', values: ['1'] }));
      expect(failure.retryable).toBe(true);
    }
    msg91.hangNext();
    const slow = await failureOf(sms.send({ to: '+919876543210', kind: 'sign-in-code', template: 'flow-code-en', language: 'en', values: ['1'] }));
    expect([slow.retryable, slow.message]).toEqual([true, `no answer from ${new URL(msg91.url).host} within 500 ms`]);
  });
});

describe('WhatsApp through the Cloud API', () => {
  let meta: WhatsAppStandIn;
  let whatsapp: WhatsAppCloud;
  beforeAll(async () => {
    meta = await startWhatsAppStandIn({
      token: TOKEN,
      phoneNumberId: '106540352242922',
      appSecret: APP_SECRET,
      templates: { 'order_shipped:hi': 'आपका ऑर्डर {{1}} भेज दिया गया है। कूरियर: {{2}}, ट्रैकिंग नंबर: {{3}}', 'order_shipped:en': 'Your order {{1}} has shipped. Courier: {{2}}, tracking number: {{3}}' },
    });
    whatsapp = new WhatsAppCloud(`${meta.url}/v21.0`, { token: TOKEN, phoneNumberId: '106540352242922' }, 500);
  });
  afterAll(() => meta.close());

  it('sends an approved template in the farmer’s language and answers the message id', async () => {
    const { providerId } = await whatsapp.send({ to: '+919822012345', kind: 'order-shipped', template: 'order_shipped', language: 'hi', values: ['HY-000123', 'India Post', 'EE123456789IN'] });
    expect(providerId).toMatch(/^wamid\./);
    expect(meta.sent.at(-1)).toEqual({ id: providerId, to: '+919822012345', template: 'order_shipped', language: 'hi', text: 'आपका ऑर्डर HY-000123 भेज दिया गया है। कूरियर: India Post, ट्रैकिंग नंबर: EE123456789IN' });
    expect(meta.requests.at(-1)!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(meta.requests.at(-1)!.path).toBe('/v21.0/106540352242922/messages');
  });

  it('says which of Meta’s errors it got, and keeps no retry for a template, a count or a token that is wrong', async () => {
    const notApproved = await failureOf(whatsapp.send({ to: '+919822012345', kind: 'order-shipped', template: 'order_shipped', language: 'mr', values: ['HY-000123', 'India Post', 'EE123456789IN'] }));
    expect([notApproved.retryable, notApproved.message]).toEqual([false, 'WhatsApp refused the message (HTTP 404): 132001 (#132001) Template name does not exist in the translation']);
    const count = await failureOf(whatsapp.send({ to: '+919822012345', kind: 'order-shipped', template: 'order_shipped', language: 'en', values: ['HY-000123'] }));
    expect(count.message).toContain('132000');
    const badToken = await failureOf(new WhatsAppCloud(`${meta.url}/v21.0`, { token: 'expired', phoneNumberId: '106540352242922' }, 500).send({ to: '+919822012345', kind: 'order-shipped', template: 'order_shipped', language: 'en', values: ['a', 'b', 'c'] }));
    expect([badToken.retryable, badToken.status]).toEqual([false, 401]);
    expect(badToken.message).not.toContain('expired');
  });

  it('leaves for later a 5xx, a dropped connection or no answer in time', async () => {
    meta.failNext(503);
    expect((await failureOf(whatsapp.send({ to: '+919822012345', kind: 'order-shipped', template: 'order_shipped', language: 'en', values: ['a', 'b', 'c'] }))).retryable).toBe(true);
    meta.failNext(0);
    expect((await failureOf(whatsapp.send({ to: '+919822012345', kind: 'order-shipped', template: 'order_shipped', language: 'en', values: ['a', 'b', 'c'] }))).retryable).toBe(true);
    meta.hangNext();
    expect((await failureOf(whatsapp.send({ to: '+919822012345', kind: 'order-shipped', template: 'order_shipped', language: 'en', values: ['a', 'b', 'c'] }))).retryable).toBe(true);
  });

  it('takes a status webhook only with Meta’s signature of that very body', async () => {
    const { providerId } = await whatsapp.send({ to: '+919822012345', kind: 'order-shipped', template: 'order_shipped', language: 'en', values: ['a', 'b', 'c'] });
    const { body, signature } = meta.statusWebhook(providerId, 'delivered');
    expect(verifyWhatsAppSignature(body, signature, APP_SECRET)).toBe(true);
    expect(verifyWhatsAppSignature(body, signature.toUpperCase().replace('SHA256=', 'sha256='), APP_SECRET)).toBe(true);
    expect(verifyWhatsAppSignature(Buffer.from(body.toString().replace('delivered', 'read')), signature, APP_SECRET)).toBe(false);
    expect(verifyWhatsAppSignature(body, signature, 'another-secret')).toBe(false);
    for (const header of [undefined, '', 'sha256=', `sha1=${signature.slice(7)}`, signature.slice(7), `${signature}00`]) {
      expect(verifyWhatsAppSignature(body, header, APP_SECRET)).toBe(false);
    }
  });
});
