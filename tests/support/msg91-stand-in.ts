import { randomBytes } from 'node:crypto';
import { startProviderStandIn, type ProviderStandIn, type RecordedRequest } from './text-provider-stand-in.ts';

/**
 * A local stand-in for MSG91's "Send SMS via Flow" API (control.msg91.com/apidoc/textsms/
 * send-sms-flow.php), for the tests: POST /api/v5/flow/ with the authkey header and
 * `{ flow_id, sender, unicode, recipients: [{ mobiles, <variables> }] }`; it answers
 * `{ "type": "success", "message": "<request id>" }` or `{ "type": "error", "message": ... }`.
 * It checks what MSG91 and DLT would refuse: a wrong key, a flow or sender not registered, a
 * number that is not 91 and an Indian mobile, a variable of the flow missing, and non-Latin
 * text sent without the unicode flag (it would reach the phone garbled).
 */
export interface Msg91StandIn extends ProviderStandIn {
  /** SMS accepted, as the phone would read them (the flow's text with its variables filled). */
  sent: Array<{ requestId: string; to: string; flowId: string; text: string }>;
  /**
   * The delivery report MSG91 would post for an SMS it answered with `requestId`, for each of its
   * numbers, as its panel's Webhook sends it (MSG91's help, "How to use Webhook to get the
   * delivery report on the desired URL?"): v2 (the default) is a form whose one field `data` is a
   * JSON array `[{ senderId, requestId, userId, campaignName, report: [{ date, number, status,
   * desc, failedReason, ... }] }]`; v3 is one flat JSON report per number. `status` is MSG91's
   * code: 1 delivered, 2 failed, 16 rejected, 17 blocked number, 9 NDNC. `date` is IST.
   */
  deliveryReport(requestId: string, outcome: Msg91Outcome, options?: { version?: 'v2' | 'v3'; at?: Date }): { contentType: string; body: string };
}

/** What became of an SMS, as MSG91's reports say it. */
export type Msg91Outcome = 'delivered' | 'failed' | 'rejected' | 'blocked' | 'ndnc';
const OUTCOMES: Record<Msg91Outcome, { status: string; desc: string; failedReason: string }> = {
  delivered: { status: '1', desc: 'DELIVERED', failedReason: '' },
  failed: { status: '2', desc: 'FAILED', failedReason: 'Absent subscriber' },
  rejected: { status: '16', desc: 'REJECTED', failedReason: 'DLT template mismatch' },
  blocked: { status: '17', desc: 'BLOCKED', failedReason: 'Blocked number' },
  ndnc: { status: '9', desc: 'NDNC', failedReason: '' },
};

/** MSG91's report time: "YYYY-MM-DD HH:MM:SS" in IST. */
const istTime = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');

export interface Msg91Flow {
  /** The DLT template's text with MSG91's ##VAR1## placeholders. */
  text: string;
}

export async function startMsg91StandIn(options: { authKey: string; senderId: string; flows: Record<string, Msg91Flow> }): Promise<Msg91StandIn> {
  const sent: Msg91StandIn['sent'] = [];
  const error = (status: number, message: string) => ({ status, json: { type: 'error', message } });
  const standIn = await startProviderStandIn((request: RecordedRequest) => {
    if (request.method !== 'POST' || request.path !== '/api/v5/flow/') return error(404, 'Not found');
    if (request.headers.authkey !== options.authKey) return error(401, 'Authentication failure');
    const body = request.body as { flow_id?: unknown; sender?: unknown; unicode?: unknown; recipients?: unknown } | undefined;
    const flow = typeof body?.flow_id === 'string' ? options.flows[body.flow_id] : undefined;
    if (!flow) return error(400, 'Flow not found');
    if (body?.sender !== options.senderId) return error(400, 'Sender id is not approved');
    if (!Array.isArray(body.recipients) || body.recipients.length === 0) return error(400, 'recipients are required');
    const variables = [...flow.text.matchAll(/##(\w+)##/g)].map((m) => m[1]!);
    const requestId = randomBytes(12).toString('hex');
    const accepted: Msg91StandIn['sent'] = [];
    for (const recipient of body.recipients as Array<Record<string, unknown>>) {
      if (typeof recipient.mobiles !== 'string' || !/^91[6-9][0-9]{9}$/.test(recipient.mobiles)) return error(400, 'Invalid mobile number');
      const missing = variables.find((v) => typeof recipient[v] !== 'string');
      if (missing) return error(400, `Variable ${missing} is missing`);
      const text = flow.text.replace(/##(\w+)##/g, (_, v: string) => recipient[v] as string);
      if (body.unicode !== 1 && /[^\x20-\x7e\n₹]/.test(text)) return error(400, 'Unicode text needs unicode=1');
      accepted.push({ requestId, to: `+${recipient.mobiles}`, flowId: body.flow_id as string, text });
    }
    sent.push(...accepted);
    return { status: 200, json: { type: 'success', message: requestId } };
  });
  const deliveryReport: Msg91StandIn['deliveryReport'] = (requestId, outcome, { version = 'v2', at = new Date() } = {}) => {
    const messages = sent.filter((m) => m.requestId === requestId);
    if (messages.length === 0) throw new Error(`the stand-in answered no request ${requestId}`);
    const { status, desc, failedReason } = OUTCOMES[outcome];
    const common = { senderId: options.senderId, requestId, userId: '271234', campaignName: 'API' };
    const line = (to: string) => ({ date: istTime(at), amount: '0.25', clientid: '', INMSID: '0', CRQID: '0', ctCode: '900', number: to.slice(1), credit: '1', status, desc, failedReason });
    if (version === 'v3') {
      const { failedReason: _, ...flat } = line(messages[0]!.to);
      return { contentType: 'application/json', body: JSON.stringify({ ...flat, ...common }) };
    }
    const data = JSON.stringify([{ ...common, report: messages.map((m) => line(m.to)) }]);
    return { contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams({ data }).toString() };
  };
  return Object.assign(standIn, { sent, deliveryReport });
}
