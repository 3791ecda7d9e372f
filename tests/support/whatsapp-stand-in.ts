import { createHmac, randomBytes } from 'node:crypto';
import { startProviderStandIn, type ProviderStandIn, type RecordedRequest } from './text-provider-stand-in.ts';

/**
 * A local stand-in for the WhatsApp Business Cloud API's messages endpoint ("Messages" reference,
 * developers.facebook.com/docs/whatsapp/cloud-api/reference/messages), for the tests: POST
 * /<phone number id>/messages with a Bearer token and a template message. It answers
 * `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid...." }] }`, or a
 * Graph API error `{ error: { message, type, code, fbtrace_id } }`: 190 for a bad token, 132001
 * for a template not approved in that language, 132000 for the wrong number of parameters, 100
 * for a malformed request. It also builds the "messages" webhooks, status updates and farmers'
 * text replies, signed as Meta signs them (X-Hub-Signature-256: "sha256=" and the HMAC-SHA256 of
 * the body with the app secret).
 */
export interface WhatsAppStandIn extends ProviderStandIn {
  /** Messages accepted, as the phone would read them. */
  sent: Array<{ id: string; to: string; template: string; language: string; text: string }>;
  /**
   * A status webhook for a sent message ("sent", "delivered", "read", "failed"), its raw body and
   * signature header; a failed one carries Meta's error (default 131026, "Message undeliverable").
   */
  statusWebhook(messageId: string, status: 'sent' | 'delivered' | 'read' | 'failed', error?: { code: number; title: string; details?: string }): { body: Buffer; signature: string };
  /**
   * A farmer's text reply as Meta posts it ("Text messages webhook reference"): `value.contacts`
   * and `value.messages[]` with `from` (digits, no "+"), a wamid, `type: "text"` and `text.body`;
   * signed like the status webhooks. `from` is the number as the shop keeps it or any E.164 number.
   */
  inboundWebhook(from: string, text: string, options?: { name?: string; at?: Date }): { body: Buffer; signature: string };
}

export async function startWhatsAppStandIn(options: {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  /** Approved templates by "name:language", each its body text with {{1}}, {{2}}... */
  templates: Record<string, string>;
}): Promise<WhatsAppStandIn> {
  const sent: WhatsAppStandIn['sent'] = [];
  const graphError = (status: number, code: number, message: string, type = 'OAuthException') => ({
    status,
    json: { error: { message, type, code, fbtrace_id: randomBytes(8).toString('hex') } },
  });
  const standIn = await startProviderStandIn((request: RecordedRequest) => {
    const match = /^\/v[0-9.]+\/([^/]+)\/messages$/.exec(request.path);
    if (request.method !== 'POST' || !match) return graphError(400, 100, 'Unsupported post request.', 'GraphMethodException');
    if (request.headers.authorization !== `Bearer ${options.token}`) return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (decodeURIComponent(match[1]!) !== options.phoneNumberId) return graphError(400, 100, 'Unsupported post request.', 'GraphMethodException');
    const body = request.body as
      | { messaging_product?: unknown; to?: unknown; type?: unknown; template?: { name?: unknown; language?: { code?: unknown }; components?: Array<{ type?: unknown; parameters?: Array<{ type?: unknown; text?: unknown }> }> } }
      | undefined;
    if (body?.messaging_product !== 'whatsapp' || body.type !== 'template' || typeof body.to !== 'string' || !/^[0-9]{8,15}$/.test(body.to)) {
      return graphError(400, 100, '(#100) Invalid parameter');
    }
    const name = body.template?.name;
    const language = body.template?.language?.code;
    const text = typeof name === 'string' && typeof language === 'string' ? options.templates[`${name}:${language}`] : undefined;
    if (text === undefined) return graphError(404, 132001, '(#132001) Template name does not exist in the translation');
    const parameters = body.template?.components?.find((c) => c.type === 'body')?.parameters ?? [];
    const expected = [...text.matchAll(/\{\{(\d+)\}\}/g)].length;
    if (parameters.length !== expected || parameters.some((p) => p.type !== 'text' || typeof p.text !== 'string')) {
      return graphError(400, 132000, '(#132000) Number of parameters does not match the expected number of params');
    }
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    sent.push({ id, to: `+${body.to}`, template: name as string, language: language as string, text: text.replace(/\{\{(\d+)\}\}/g, (_, n: string) => parameters[Number(n) - 1]!.text as string) });
    return { status: 200, json: { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] } };
  });
  /** The envelope of every "messages" webhook, its raw body, and Meta's signature of it. */
  const signed = (value: Record<string, unknown>) => {
    const payload = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'stand-in-waba',
          changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550000000', phone_number_id: options.phoneNumberId }, ...value } }],
        },
      ],
    };
    const body = Buffer.from(JSON.stringify(payload));
    return { body, signature: `sha256=${createHmac('sha256', options.appSecret).update(body).digest('hex')}` };
  };
  const unixSeconds = (at = new Date()) => String(Math.floor(at.getTime() / 1000));
  const statusWebhook: WhatsAppStandIn['statusWebhook'] = (messageId, status, error) => {
    const message = sent.find((m) => m.id === messageId);
    const failure = status === 'failed' ? (error ?? { code: 131026, title: 'Message undeliverable', details: 'Message Undeliverable.' }) : undefined;
    return signed({
      statuses: [
        {
          id: messageId,
          status,
          timestamp: unixSeconds(),
          recipient_id: message?.to.slice(1) ?? '',
          ...(failure && {
            errors: [{ code: failure.code, title: failure.title, message: failure.title, error_data: { details: failure.details ?? failure.title }, href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/' }],
          }),
        },
      ],
    });
  };
  const inboundWebhook: WhatsAppStandIn['inboundWebhook'] = (from, text, { name = 'Farmer', at } = {}) => {
    const waId = from.replace(/^\+/, '');
    return signed({
      contacts: [{ profile: { name }, wa_id: waId }],
      messages: [{ from: waId, id: `wamid.${randomBytes(24).toString('base64url')}`, timestamp: unixSeconds(at), type: 'text', text: { body: text } }],
    });
  };
  return Object.assign(standIn, { sent, statusWebhook, inboundWebhook });
}
