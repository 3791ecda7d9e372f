import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg91Sms, verifyWhatsAppSignature, WhatsAppCloud } from '../../src/server/modules/messaging/index.ts';
import { Msg91ReportError, parseMsg91Reports } from '../../src/server/modules/messaging/msg91-reports.ts';
import { isStartWord, isStopWord, parseWhatsAppWebhook, verifyChallenge, WhatsAppWebhookError } from '../../src/server/modules/messaging/whatsapp-webhook.ts';
import { msg91FlowBody, TEXT_TEMPLATES, whatsappBody } from '../../src/server/modules/messaging/text-templates.ts';
import { startMsg91StandIn, type Msg91StandIn } from '../support/msg91-stand-in.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../support/whatsapp-stand-in.ts';

// What the providers post back: MSG91's SMS delivery reports and WhatsApp's "messages" webhook
// (statuses and farmers' replies), read into what the messages outbox needs. The samples are the
// providers' own, from their documentation (docs/text-messages.md names the pages).

describe('MSG91 delivery reports', () => {
  // MSG91's help, "How to use Webhook to get the delivery report on the desired URL?": the v2
  // sample as it documents it (its masked digits filled in).
  const v2Data =
    '[{"senderId":"uXXXXm","requestId":"346XXXXXXXXXXXX130","report":[{"date":"2024-05-22 10:06:20","amount":"0.01","clientid":"","INMSID":"0","CRQID":"0","ctCode":"900","number":"919512346558","credit":"1","status":"1","desc":"DELIVERED","failedReason":""}],"userId":"27XXXX","campaignName":"Sendhttp"}]';
  const v3 = { date: '2024-05-22 09:58:16', number: '919512346558', senderId: 'uXXXXm', amount: '0.01', requestId: '346XXXXXXXXXXXX130', INMSID: '0', CRQID: '0', credit: '1', userId: '27XXXX', campaignName: 'Sendhttp', status: '1', desc: 'DELIVERED' };
  const delivered = { providerId: '346XXXXXXXXXXXX130', to: '+919512346558', status: 'delivered' };

  it('reads the v2 form (raw, or parsed by a form parser) and the v3 JSON, with the time in IST', () => {
    const fromForm = parseMsg91Reports(new URLSearchParams({ data: v2Data }).toString());
    expect(fromForm).toEqual([{ ...delivered, at: new Date('2024-05-22T04:36:20Z') }]);
    expect(parseMsg91Reports({ data: v2Data })).toEqual(fromForm);
    expect(parseMsg91Reports(Buffer.from(`data=${encodeURIComponent(v2Data)}`))).toEqual(fromForm);
    expect(parseMsg91Reports({ data: JSON.parse(v2Data) as unknown })).toEqual(fromForm);
    expect(parseMsg91Reports(v3)).toEqual([{ ...delivered, at: new Date('2024-05-22T04:28:16Z') }]);
    expect(parseMsg91Reports(JSON.stringify([v3, v3]))).toHaveLength(2);
  });

  it('reads "Webhook (New)" with the fields the owner picked', () => {
    const report = { requestId: '3663746b6a35353133343239', telNum: '919822012345', status: 'Failed', deliveryTime: '2025-09-07 13:11:02', failureReason: 'Absent subscriber', senderId: 'HRYALI' };
    expect(parseMsg91Reports(report)).toEqual([{ providerId: '3663746b6a35353133343239', to: '+919822012345', status: 'failed', at: new Date('2025-09-07T07:41:02Z'), error: 'Failed: Absent subscriber' }]);
  });

  it('takes MSG91’s codes: 1 delivered; 2, 9, 16, 17, 25 failed; any other still on its way', () => {
    const statusOf = (status: string, desc = '') => parseMsg91Reports({ ...v3, status, desc })[0]!;
    expect(statusOf('1', 'DELIVERED').status).toBe('delivered');
    for (const [code, desc] of [['2', 'FAILED'], ['9', 'NDNC'], ['16', 'REJECTED'], ['17', 'BLOCKED'], ['25', 'REJECTED']] as const) {
      expect(statusOf(code, desc)).toMatchObject({ status: 'failed', error: desc });
    }
    expect(statusOf('8', 'SUBMITTED')).toMatchObject({ status: 'sent' });
    expect(statusOf('8', 'SUBMITTED').error).toBeUndefined();
    expect(parseMsg91Reports({ requestId: 'r1', number: '919822012345', desc: 'DELIVERED' })[0]!.status).toBe('delivered');
  });

  it('leaves out reports for numbers that are not Indian mobiles', () => {
    expect(parseMsg91Reports({ ...v3, number: '9195XXXX6558' })).toEqual([]);
    expect(parseMsg91Reports({ ...v3, number: '442071234567' })).toEqual([]);
    expect(parseMsg91Reports({ ...v3, number: '912026123456' })).toEqual([]); // a Pune landline
    expect(parseMsg91Reports({ ...v3, number: '9822012345' })[0]!.to).toBe('+919822012345');
  });

  it('refuses what is not a report: the route answers 400', () => {
    for (const body of [undefined, null, '', 'hello', '{', 'data=%7B', 42, [], [1], {}, { data: 'not json' }, { requestId: 'r1', number: '919822012345' }, { number: '919822012345', status: '1' }, { data: '[{"requestId":"r","report":[1]}]' }]) {
      expect(() => parseMsg91Reports(body), JSON.stringify(body)).toThrow(Msg91ReportError);
    }
  });

  describe('from the stand-in, for an SMS it took', () => {
    let msg91: Msg91StandIn;
    beforeAll(async () => {
      msg91 = await startMsg91StandIn({ authKey: 'k', senderId: 'HRYALI', flows: { 'flow-paid-hi': { text: msg91FlowBody('order-paid', 'hi') } } });
    });
    afterAll(() => msg91.close());

    it('names the request id Msg91Sms answered, in v2 and v3', async () => {
      const { providerId } = await new Msg91Sms(msg91.url, { authKey: 'k', senderId: 'HRYALI' }, 1000).send({ to: '+919822012345', kind: 'order-paid', template: 'flow-paid-hi', language: 'hi', values: ['रमेश', 'HY-001234', '1,250'] });
      expect(msg91.sent.at(-1)!.text).toBe('हरियाली: रमेश जी, ऑर्डर HY-001234 के लिए ₹1,250 का भुगतान मिल गया है। धन्यवाद।');
      const at = new Date('2026-01-05T06:30:00Z');
      const v2 = msg91.deliveryReport(providerId, 'delivered', { at });
      expect(v2.contentType).toBe('application/x-www-form-urlencoded');
      expect(parseMsg91Reports(v2.body)).toEqual([{ providerId, to: '+919822012345', status: 'delivered', at }]);
      const rejected = msg91.deliveryReport(providerId, 'rejected', { version: 'v3', at });
      expect(parseMsg91Reports(JSON.parse(rejected.body) as unknown)).toEqual([{ providerId, to: '+919822012345', status: 'failed', at, error: 'REJECTED' }]);
      expect(() => msg91.deliveryReport('no-such-request', 'delivered')).toThrow();
    });
  });
});

describe('the WhatsApp webhook', () => {
  // Meta's "Webhooks" overview: a text message from a WhatsApp user, as documented (a US number).
  const metaTextSample = {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              contacts: [{ profile: { name: 'Sheena Nelson' }, wa_id: '16505551234' }],
              messages: [{ from: '16505551234', id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=', timestamp: '1749416383', type: 'text', text: { body: 'Does it come in another color?' } }],
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
  /** A "messages" change holding `value`'s statuses or messages, as Meta wraps them. */
  const webhook = (value: Record<string, unknown>, field = 'messages') => ({
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: [{ value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' }, ...value }, field }] }],
  });

  it('leaves out a reply from a number that is not an Indian mobile (Meta’s own sample)', () => {
    expect(parseWhatsAppWebhook(metaTextSample)).toEqual({ statuses: [], inbound: [] });
  });

  it('reads a farmer’s text reply with the number as the shop keeps it', () => {
    const indian = structuredClone(metaTextSample);
    indian.entry[0]!.changes[0]!.value.messages[0]!.from = '919822012345';
    expect(parseWhatsAppWebhook(indian).inbound).toEqual([
      { from: '+919822012345', text: 'Does it come in another color?', at: new Date(1749416383 * 1000), providerId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=' },
    ]);
  });

  it('reads statuses: sent (with Meta’s conversation and pricing), delivered, read, and failed with its error', () => {
    // Meta's "Status messages webhook reference": a sent status as documented, then the others.
    const sent = {
      id: 'wamid.HBgLMTY1MDUwNzY1MjAVAgARGBI5QTNDQTVCM0Q0Q0Q2RTY3RTcA',
      status: 'sent',
      timestamp: '1750263773',
      recipient_id: '919822012345',
      conversation: { id: 'CONVERSATION_ID', expiration_timestamp: '1750350180', origin: { type: 'utility' } },
      pricing: { billable: true, pricing_model: 'PMP', category: 'utility', type: 'regular' },
    };
    const failed = {
      id: 'wamid.failed',
      status: 'failed',
      timestamp: '1750263780',
      recipient_id: '919822012345',
      errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'Message Undeliverable.' }, href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/' }],
    };
    const body = webhook({ statuses: [sent, { ...sent, status: 'delivered', timestamp: '1750263774' }, { ...sent, status: 'read', timestamp: '1750263790' }, failed] });
    expect(parseWhatsAppWebhook(body).statuses).toEqual([
      { providerId: sent.id, status: 'sent', at: new Date(1750263773_000) },
      { providerId: sent.id, status: 'delivered', at: new Date(1750263774_000) },
      { providerId: sent.id, status: 'read', at: new Date(1750263790_000) },
      { providerId: 'wamid.failed', status: 'failed', at: new Date(1750263780_000), error: '131026 Message undeliverable: Message Undeliverable.' },
    ]);
  });

  it('leaves out other fields, other statuses, other message types and broken entries', () => {
    const body = {
      object: 'whatsapp_business_account',
      entry: [
        { id: '1', changes: [{ field: 'message_template_status_update', value: { event: 'APPROVED', message_template_name: 'hariyali_order_paid' } }] },
        webhook({
          statuses: [{ id: 'wamid.v', status: 'played', timestamp: '1750263773', recipient_id: '919822012345' }, { id: 'wamid.x', status: 'sent' }, 'nonsense'],
          messages: [
            { from: '919822012345', id: 'wamid.img', timestamp: '1750263773', type: 'image', image: { id: 'media-id' } },
            { from: '919822012345', id: 'wamid.btn', timestamp: '1750263773', type: 'button', button: { payload: 'STOP', text: 'Stop' } },
            { from: '919822012345', id: 'wamid.nobody', timestamp: '1750263773', type: 'text', text: {} },
            { from: '+91 98220 12345', id: 'wamid.spaced', timestamp: '1750263773', type: 'text', text: { body: 'hi' } },
          ],
        }).entry[0],
        'nonsense',
        { id: '2' },
      ],
    };
    expect(parseWhatsAppWebhook(body)).toEqual({ statuses: [], inbound: [{ from: '+919822012345', text: 'Stop', at: new Date(1750263773_000), providerId: 'wamid.btn' }] });
  });

  it('refuses a body that is not a WhatsApp Business Account webhook: the route answers 400', () => {
    for (const body of [undefined, null, 'x', [], {}, { object: 'page', entry: [] }, { object: 'whatsapp_business_account' }, { object: 'whatsapp_business_account', entry: {} }]) {
      expect(() => parseWhatsAppWebhook(body), JSON.stringify(body)).toThrow(WhatsAppWebhookError);
    }
  });

  describe('from the stand-in, signed as Meta signs', () => {
    const APP_SECRET = 'whatsapp-test-app-secret';
    let meta: WhatsAppStandIn;
    beforeAll(async () => {
      meta = await startWhatsAppStandIn({ token: 't', phoneNumberId: '106540352242922', appSecret: APP_SECRET, templates: { 'hariyali_order_delivered:mr': whatsappBody('order-delivered', 'mr')! } });
    });
    afterAll(() => meta.close());

    it('reads the status of a message WhatsAppCloud sent, and its failure', async () => {
      const { providerId } = await new WhatsAppCloud(`${meta.url}/v21.0`, { token: 't', phoneNumberId: '106540352242922' }, 1000).send({ to: '+919822012345', kind: 'order-delivered', template: 'hariyali_order_delivered', language: 'mr', values: ['सुनीता', 'HY-000042'] });
      expect(meta.sent.at(-1)!.text).toBe('हरियाली: सुनीता, तुमची ऑर्डर HY-000042 पोहोचली आहे. धन्यवाद.');
      const read = meta.statusWebhook(providerId, 'read');
      expect(verifyWhatsAppSignature(read.body, read.signature, APP_SECRET)).toBe(true);
      expect(parseWhatsAppWebhook(JSON.parse(read.body.toString()) as unknown).statuses).toEqual([{ providerId, status: 'read', at: expect.any(Date) as Date }]);
      const failed = meta.statusWebhook(providerId, 'failed', { code: 131049, title: 'This message was not delivered to maintain healthy ecosystem engagement.' });
      expect(verifyWhatsAppSignature(failed.body, failed.signature, APP_SECRET)).toBe(true);
      expect(parseWhatsAppWebhook(JSON.parse(failed.body.toString()) as unknown).statuses[0]!.error).toBe('131049 This message was not delivered to maintain healthy ecosystem engagement.: This message was not delivered to maintain healthy ecosystem engagement.');
    });

    it('reads a farmer’s STOP in Marathi, and drops a reply from abroad', () => {
      const at = new Date('2026-01-05T06:30:00Z');
      const stop = meta.inboundWebhook('+919822012345', 'थांबवा', { at });
      expect(verifyWhatsAppSignature(stop.body, stop.signature, APP_SECRET)).toBe(true);
      const { inbound } = parseWhatsAppWebhook(JSON.parse(stop.body.toString()) as unknown);
      expect(inbound).toEqual([{ from: '+919822012345', text: 'थांबवा', at, providerId: expect.stringMatching(/^wamid\./) as string }]);
      expect(isStopWord(inbound[0]!.text)).toBe(true);
      const abroad = meta.inboundWebhook('+447700900123', 'STOP');
      expect(parseWhatsAppWebhook(JSON.parse(abroad.body.toString()) as unknown).inbound).toEqual([]);
    });
  });
});

describe('opt-out and opt-in replies', () => {
  it.each(['STOP', 'stop', ' Stop. ', 'STOP!', 'Unsubscribe', 'STOP ALL', 'opt out'])('English: %j stops', (text) => expect(isStopWord(text)).toBe(true));
  it.each(['रोकें', 'रोको', 'बंद', 'बंद करो', 'बंद  करो।', 'बंदकरो', 'बंद करें', 'मैसेज बंद करो', 'band karo', 'BAND'])('Hindi: %j stops', (text) => expect(isStopWord(text)).toBe(true));
  it.each(['थांबवा', 'थांबा', 'बंद करा', 'मेसेज बंद करा', 'Thambva'])('Marathi: %j stops', (text) => expect(isStopWord(text)).toBe(true));

  it('takes the whole reply only: a question about an order or a seed is no opt-out', () => {
    for (const text of ['stop my order HY-001234', 'बंद गोभी के बीज हैं?', 'cancel', 'please stop by tomorrow', '', 'ok', 'start']) expect(isStopWord(text), text).toBe(false);
  });

  it('knows START and its Hindi and Marathi words, and nothing else', () => {
    for (const text of ['START', 'start.', 'शुरू करें', 'शुरू', 'सुरू करा', 'चालू करा']) expect(isStartWord(text), text).toBe(true);
    for (const text of ['STOP', 'started my order', 'हाँ']) expect(isStartWord(text), text).toBe(false);
  });
});

describe('the webhook address check', () => {
  const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'a-long-verify-token', 'hub.challenge': '1158201444' };

  it('answers Meta’s challenge for the right token, as an object or URLSearchParams', () => {
    expect(verifyChallenge(query, 'a-long-verify-token')).toBe('1158201444');
    expect(verifyChallenge(new URLSearchParams(query), 'a-long-verify-token')).toBe('1158201444');
  });

  it('answers nothing for a wrong token or mode, a missing challenge, an empty configured token, or a challenge that is not Meta’s', () => {
    expect(verifyChallenge({ ...query, 'hub.verify_token': 'a-long-verify-tokeN' }, 'a-long-verify-token')).toBeUndefined();
    expect(verifyChallenge({ ...query, 'hub.verify_token': 'a-long' }, 'a-long-verify-token')).toBeUndefined();
    expect(verifyChallenge({ ...query, 'hub.mode': 'unsubscribe' }, 'a-long-verify-token')).toBeUndefined();
    expect(verifyChallenge({ 'hub.mode': 'subscribe', 'hub.verify_token': 'a-long-verify-token' }, 'a-long-verify-token')).toBeUndefined();
    expect(verifyChallenge({ ...query, 'hub.verify_token': '' }, '')).toBeUndefined();
    expect(verifyChallenge({ ...query, 'hub.challenge': '<script>alert(1)</script>' }, 'a-long-verify-token')).toBeUndefined();
    expect(verifyChallenge({ ...query, 'hub.verify_token': ['a-long-verify-token'] }, 'a-long-verify-token')).toBeUndefined();
  });
});

it('keeps the sign-in code’s SMS text, which the WhatsApp template does not use, in every language', () => {
  expect(Object.keys(TEXT_TEMPLATES['sign-in-code'].text)).toEqual(['en', 'hi', 'mr']);
});
