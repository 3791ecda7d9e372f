import { createHmac, timingSafeEqual } from 'node:crypto';
import { whatsappComponents } from './text-templates.ts';
import { postJson, providerNumber, retryableStatus, TextSendError, type TextMessage, type TextSender } from './text-sender.ts';

export interface WhatsAppKeys {
  /** WHATSAPP_TOKEN: the access token, sent as a Bearer token only, never logged. */
  token: string;
  /** WHATSAPP_PHONE_NUMBER_ID: the business number's id (not the number itself). */
  phoneNumberId: string;
}

/**
 * WhatsApp through the WhatsApp Business Cloud API ("Messages" reference,
 * developers.facebook.com/docs/whatsapp/cloud-api/reference/messages): POST
 * /<phone number id>/messages with a Bearer token and a template message (only templates reach
 * someone who has not written to the business in the last 24 hours): the approved template's
 * name, its language code and the body's parameters in order. Meta answers the message's id
 * (`messages[0].id`, a "wamid"), which its status webhooks name; an error is
 * `{ "error": { "message", "code", ... } }` with a 4xx or 5xx status. One attempt per call.
 */
export class WhatsAppCloud implements TextSender {
  readonly channel = 'whatsapp' as const;

  constructor(
    private readonly apiUrl: string,
    private readonly keys: WhatsAppKeys,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(message: TextMessage): Promise<{ providerId: string }> {
    const { status, json } = await postJson(
      new URL(`${this.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(this.keys.phoneNumberId)}/messages`),
      { authorization: `Bearer ${this.keys.token}` },
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: providerNumber(message.to),
        type: 'template',
        // The shop's languages are WhatsApp's codes as they are: en, hi, mr.
        template: { name: message.template, language: { code: message.language }, components: whatsappComponents(message.kind, message.values) },
      },
      this.timeoutMs,
    );
    const answer = json as { messages?: Array<{ id?: unknown }>; error?: { message?: unknown; code?: unknown } } | undefined;
    const id = answer?.messages?.[0]?.id;
    if (status >= 200 && status < 300 && typeof id === 'string') return { providerId: id };
    const error = answer?.error;
    const said = error ? `: ${typeof error.code === 'number' ? `${error.code} ` : ''}${typeof error.message === 'string' ? error.message.slice(0, 200) : ''}` : '';
    throw new TextSendError(`WhatsApp refused the message (HTTP ${status})${said}`, retryableStatus(status), status);
  }
}

/**
 * Whether a webhook's body came from Meta: its X-Hub-Signature-256 header is "sha256=" and the
 * hex HMAC-SHA256 of the raw body with the app's secret (WHATSAPP_APP_SECRET), compared in
 * constant time. A missing or malformed header is false.
 */
export function verifyWhatsAppSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
