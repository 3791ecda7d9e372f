// MSG91's delivery reports for SMS, as its panel's "Webhook" (SMS → Webhook) posts them to the
// shop (MSG91's help: "How to use Webhook to get the delivery report on the desired URL?",
// msg91.com/help/how-can-i-get-the-delivery-reports-on-my-webhook-url). The panel offers versions:
// - v2: application/x-www-form-urlencoded, one field `data` holding a JSON array (as a string) of
//   `{ senderId, requestId, userId, campaignName, report: [{ date, number, status, desc,
//   failedReason, ... }] }`;
// - v3: application/json, one flat report `{ requestId, number, date, status, desc, senderId, ... }`;
// - "Webhook (New)" (msg91.com/help/webhook-new/how-to-receive-sms-delivery-reports-via-webhook-new):
//   JSON whose fields the owner picks, `requestId`, `telNum`, `status`, `deliveryTime`,
//   `failureReason` among them, one payload per number.
// All are read here: an object or an array of them, a `data` string, or the raw body as text.
// `requestId` is what the Flow API answered as `message` (Msg91Sms's providerId). `status` is
// MSG91's code: 1 delivered; 2 failed; 9 NDNC (promotional only), 16 and 25 rejected, 17 blocked
// number: all failed. MSG91 documents no other code: any other is taken as still on its way
// ('sent'); `desc` ("DELIVERED", "FAILED", "REJECTED", ...) decides when there is no code. The
// report's `date` has no zone: MSG91 is in India and its panel shows IST, so it is read as IST
// (an assumption: the help pages do not say).
//
// MSG91 does not sign these posts. The route takes them only on a URL holding a secret token
// (/api/webhooks/msg91/<SMS_REPORT_TOKEN>, set in MSG91's panel), and a report changes nothing
// but the status of a message the shop sent (found by its request id).

export type SmsReportStatus = 'delivered' | 'failed' | 'sent';

export interface Msg91Report {
  /** MSG91's request id: the Flow API's answer (`message`) when the SMS was sent. */
  providerId: string;
  /** The number as the shop keeps it: +91 and 10 digits. */
  to: string;
  status: SmsReportStatus;
  /** When the operator reported it, if MSG91 said. */
  at?: Date;
  /** Why it failed, in MSG91's words ("REJECTED", "NDNC", its failure reason). */
  error?: string;
}

/** The body is none of MSG91's report shapes: the route answers 400. */
export class Msg91ReportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Msg91ReportError';
  }
}

const DELIVERED_CODES = new Set(['1']);
const FAILED_CODES = new Set(['2', '9', '16', '17', '25']);
const FAILED_WORDS = /^(failed|failure|rejected|ndnc|blocked|undelivered|expired)/i;

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() || undefined : typeof value === 'number' ? String(value) : undefined);

/**
 * The reports in a delivery-report post, for numbers that are Indian mobiles (the shop sends to
 * no other: a report for another number is not the shop's and is left out). Throws
 * Msg91ReportError for a body that is not one of MSG91's shapes or a report without its request
 * id or status.
 */
export function parseMsg91Reports(body: unknown): Msg91Report[] {
  const reports: Msg91Report[] = [];
  for (const item of topLevelItems(body)) {
    if (Array.isArray(item.report)) {
      // v2: one request, its numbers' reports beneath it.
      const requestId = text(item.requestId);
      if (!requestId) throw new Msg91ReportError('a report without its requestId');
      for (const line of item.report) {
        if (!isObject(line)) throw new Msg91ReportError('a report line that is not an object');
        push(reports, requestId, line);
      }
    } else {
      const requestId = text(item.requestId) ?? text(item.request_id);
      if (!requestId) throw new Msg91ReportError('a report without its requestId');
      push(reports, requestId, item);
    }
  }
  return reports;
}

/** The body's report objects, whichever way MSG91 wrapped them. */
function topLevelItems(body: unknown): Fields[] {
  let value = body;
  if (Buffer.isBuffer(value)) value = value.toString('utf8');
  if (typeof value === 'string') value = fromText(value);
  if (isObject(value) && 'data' in value && !('requestId' in value)) value = typeof value.data === 'string' ? fromJson(value.data) : value.data;
  const items = Array.isArray(value) ? value : [value];
  if (items.length === 0 || !items.every(isObject)) throw new Msg91ReportError('not an MSG91 delivery report');
  return items;
}

/** A raw body: JSON (v3, Webhook (New)) or a form with the `data` field (v2). */
function fromText(raw: string): unknown {
  const trimmed = raw.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return fromJson(trimmed);
  const data = new URLSearchParams(trimmed).get('data');
  if (data === null) throw new Msg91ReportError('neither JSON nor a form with a data field');
  return fromJson(data);
}

function fromJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new Msg91ReportError('a report that is not JSON');
  }
}

function push(reports: Msg91Report[], requestId: string, line: Fields): void {
  const code = text(line.status);
  const desc = text(line.desc) ?? text(line.description);
  if (code === undefined && desc === undefined) throw new Msg91ReportError(`report ${requestId}: no status`);
  const to = indianMobile(text(line.number) ?? text(line.telNum) ?? text(line.mobile));
  if (!to) return;
  const status = statusOf(code, desc);
  const report: Msg91Report = { providerId: requestId, to, status };
  const at = reportTime(line.date ?? line.deliveryTime);
  if (at) report.at = at;
  if (status === 'failed') {
    const reason = text(line.failedReason) ?? text(line.failureReason);
    report.error = [desc ?? (code && /^\d+$/.test(code) ? `status ${code}` : code), reason].filter(Boolean).join(': ');
  }
  reports.push(report);
}

function statusOf(code: string | undefined, desc: string | undefined): SmsReportStatus {
  if (code !== undefined && DELIVERED_CODES.has(code)) return 'delivered';
  if (code !== undefined && FAILED_CODES.has(code)) return 'failed';
  // "Webhook (New)" may carry the status as a word; v2 and v3 always have `desc` beside the code.
  const word = code !== undefined && !/^\d+$/.test(code) ? code : desc;
  if (word && /^delivered$/i.test(word)) return 'delivered';
  if (word && FAILED_WORDS.test(word)) return 'failed';
  return 'sent';
}

/** 91 and a 10-digit mobile (or the 10 digits alone) as +91XXXXXXXXXX; undefined for anything else. */
function indianMobile(number: string | undefined): string | undefined {
  const match = /^(?:\+?91)?([6-9][0-9]{9})$/.exec(number?.replace(/[\s-]/g, '') ?? '');
  return match ? `+91${match[1]}` : undefined;
}

/** "2024-05-22 10:06:20" (IST, see above), an ISO time with its zone, or Unix seconds or milliseconds. */
function reportTime(value: unknown): Date | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  let at: Date;
  if (/^\d{10}$/.test(raw)) at = new Date(Number(raw) * 1000);
  else if (/^\d{13}$/.test(raw)) at = new Date(Number(raw));
  else if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$/.test(raw)) at = new Date(`${raw.replace(' ', 'T')}+05:30`);
  else at = new Date(raw);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
