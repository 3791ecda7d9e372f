import type { Language } from '#shared/languages';
import type { TextKind } from './text-templates.ts';
import { sendJson, Unreachable } from '#server/http/outbound';

export { retryableStatus } from '#server/http/outbound';

/** The channels a text message goes by: SMS (MSG91) or WhatsApp (the WhatsApp Business Cloud API). */
export type TextChannel = 'sms' | 'whatsapp';

/**
 * One message from a template the provider approved: an SMS's DLT-registered template (MSG91's
 * flow) or a WhatsApp message template, with its variables' values in their order.
 */
export interface TextMessage {
  /** An Indian mobile number as the shop keeps it: +91 and 10 digits. */
  to: string;
  /** Which of the shop's messages it is (text-templates.ts): a WhatsApp code template takes its values differently. */
  kind: TextKind;
  /** The provider's template: MSG91's flow id, or the WhatsApp template's name. */
  template: string;
  /** The template's language: WhatsApp picks the approved translation by it; an SMS in Hindi or Marathi is Unicode. */
  language: Language;
  /** The template's variables, in their order. */
  values: string[];
}

/**
 * A provider refused or could not take a message. `retryable`: worth sending again later (a
 * timeout, a dropped connection, the provider's 5xx or 429); otherwise the message itself is
 * wrong for the provider (an unknown template, a bad number, a bad key) and sending it again would
 * fail the same way. The message never holds the provider's key or the message's text.
 */
export class TextSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TextSendError';
  }
}

/** A provider of one channel. */
export interface TextSender {
  readonly channel: TextChannel;
  /** Sends one message; answers the provider's id of it (its delivery reports name it). */
  send(message: TextMessage): Promise<{ providerId: string }>;
}

/** The digits a provider takes for an Indian mobile: 91 and the 10 digits, no plus. */
export function providerNumber(to: string): string {
  const match = /^\+91([6-9][0-9]{9})$/.exec(to);
  if (!match) throw new TextSendError('not an Indian mobile number (+91 and 10 digits from 6 to 9)', false);
  return `91${match[1]}`;
}

/**
 * POSTs JSON to a provider with a timeout and answers its status and JSON body (undefined when
 * the body is not JSON). A timeout or a dropped connection is a retryable TextSendError.
 */
export async function postJson(url: URL, headers: Record<string, string>, body: unknown, timeoutMs: number): Promise<{ status: number; json: unknown }> {
  let response: Response;
  try {
    response = await sendJson(url, { method: 'POST', headers, body, timeoutMs });
  } catch (err) {
    if (!(err instanceof Unreachable)) throw err;
    throw new TextSendError(err.timedOut ? `no answer from ${url.host} within ${timeoutMs} ms` : `could not reach ${url.host}`, true);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json };
}

