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
}

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
  return Object.assign(standIn, { sent });
}
