import { smsValue } from './text-templates.ts';
import { postJson, providerNumber, retryableStatus, TextSendError, type TextMessage, type TextSender } from './text-sender.ts';

export interface Msg91Keys {
  /** SMS_AUTH_KEY: sent in the authkey header only, never logged. */
  authKey: string;
  /** SMS_SENDER_ID: the DLT-registered 6-letter header the SMS comes from. */
  senderId: string;
}

/**
 * SMS through MSG91's "Send SMS via Flow" API (control.msg91.com/apidoc/textsms/send-sms-flow.php):
 * POST /api/v5/flow/ with the authkey header and a JSON body naming the flow (a DLT-registered
 * template), the sender id and the recipients, each with the flow's variables. The shop's flows
 * name their variables VAR1, VAR2, ... in the order of `values` (docs/decisions/0049). MSG91
 * answers `{ "type": "success", "message": "<request id>" }`, or `{ "type": "error", "message": ... }`.
 * One attempt per call: the messages outbox retries later with backoff.
 */
export class Msg91Sms implements TextSender {
  readonly channel = 'sms' as const;

  constructor(
    private readonly apiUrl: string,
    private readonly keys: Msg91Keys,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(message: TextMessage): Promise<{ providerId: string }> {
    const recipient: Record<string, string> = { mobiles: providerNumber(message.to) };
    // DLT lets at most 30 characters through a {#var#}: a longer name is cut to fit (smsValue); a
    // link goes whole, as the URL variable its template registers it in (docs/text-messages.md).
    message.values.forEach((value, i) => (recipient[`VAR${i + 1}`] = /^https?:\/\//.test(value) ? value : smsValue(value)));
    const { status, json } = await postJson(
      new URL('/api/v5/flow/', this.apiUrl),
      { authkey: this.keys.authKey },
      // Hindi and Marathi need Unicode SMS (MSG91's unicode flag); English goes as plain GSM text.
      { flow_id: message.template, sender: this.keys.senderId, unicode: message.language === 'en' ? 0 : 1, recipients: [recipient] },
      this.timeoutMs,
    );
    const answer = json as { type?: unknown; message?: unknown } | undefined;
    if (status >= 200 && status < 300 && answer?.type === 'success' && typeof answer.message === 'string') return { providerId: answer.message };
    const said = typeof answer?.message === 'string' ? `: ${answer.message.slice(0, 200)}` : '';
    throw new TextSendError(`MSG91 refused the SMS (HTTP ${status})${said}`, retryableStatus(status), status);
  }
}
