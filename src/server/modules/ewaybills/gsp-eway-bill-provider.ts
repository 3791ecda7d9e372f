import { retryableStatus, sendJson, Unreachable } from '#server/http/outbound';
import { EWayBillError, type EWayBillProvider, type GeneratedEWayBill } from './eway-bill-provider.ts';

/** The shop's API user on the e-way bill portal and its GSTIN (EWAYBILL_*): the password is a secret, sent in the sign-in's body only, never logged nor put in an error. */
export interface EWayBillCredentials {
  username: string;
  password: string;
  gstin: string;
}

/** The system's code for a bill generated before for the same document (its type and number). */
export const ALREADY_GENERATED = '604';
/** The system's codes for a token that is unknown or ran out: sign in again and ask once more. */
const STALE_TOKEN = new Set(['105', '106', '238']);

/**
 * Texts of the codes of NIC's error list (EWB-API technical document, "Error codes", and its
 * GetErrorList) that the shop's own mistakes can meet; another code is shown as its number, which
 * the portal's list explains.
 */
const NIC_ERRORS: Record<string, string> = {
  '100': 'Invalid JSON',
  '101': 'Invalid username',
  '102': 'Invalid password',
  '105': 'Invalid token',
  '106': 'Token expired',
  '108': 'Invalid login credentials',
  '110': 'Invalid client-id or client-secret',
  '111': 'GSTIN is not registered to this GSP',
  '238': 'Invalid auth token',
  '604': 'E-way bill(s) are already generated for the same document number, you cannot generate again on same document number',
};


/**
 * NIC's e-way bill API (EWB-API technical document, docs.ewaybillgst.gov.in/apidocs, version
 * 1.03) as a GST Suvidha Provider passes it through, the GSP doing NIC's encryption (its own
 * client-id and client-secret, the SEK) as decision 0061 describes for e-invoices:
 * POST <url>/auth with the gstin header and { action: "ACCESSTOKEN", username, password } answers
 * { status: "1", authtoken } (valid 6 hours; NIC allows 5 sign-ins in 15 minutes, so it is kept);
 * POST <url>/ewayapi with gstin and authtoken headers and { action: "GENEWAYBILL", data: <the bill
 * JSON> } answers { status: "1", data: { ewayBillNo, ewayBillDate, validUpto, alert } } or
 * { status: "0", error: { errorCodes: "604," } }; GET <url>/ewayapi/GetEwayBillGeneratedByConsigner
 * ?docType=&docNo= answers the bill generated before for that document. `data` and `error` may
 * come as objects or as JSON text. One attempt per call, with a timeout: the dispatcher asks again.
 */
export class GspEWayBillProvider implements EWayBillProvider {
  private token: { value: string; until: number } | undefined;

  constructor(
    private readonly apiUrl: string,
    private readonly credentials: EWayBillCredentials,
    private readonly now: () => number,
    private readonly timeoutMs = 20_000,
  ) {}

  async generate(request: object, document: { docType: string; docNo: string }): Promise<GeneratedEWayBill> {
    const answer = await this.call('POST', '/ewayapi', { action: 'GENEWAYBILL', data: request });
    if (answer.ok) return { ...generated(answer.data), duplicate: false };
    if (answer.codes.includes(ALREADY_GENERATED)) {
      // Generated before (an answer lost, a second server): the system gives that bill by its document.
      const query = new URLSearchParams({ docType: document.docType, docNo: document.docNo });
      const before = await this.call('GET', `/ewayapi/GetEwayBillGeneratedByConsigner?${query}`);
      if (before.ok) return { ...generated(before.data), duplicate: true };
    }
    throw refusal(answer);
  }

  /** One request with the session's token; a stale token is renewed once. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown, renewed = false): Promise<Answer> {
    const token = await this.authToken(renewed);
    const answer = toAnswer(await this.send(method, path, { gstin: this.credentials.gstin, authtoken: token }, body));
    if (!answer.ok && !renewed && answer.codes.some((c) => STALE_TOKEN.has(c))) {
      this.token = undefined;
      return this.call(method, path, body, true);
    }
    return answer;
  }

  /** The session's token, asked for again within 10 minutes of its 6 hours' end (or on demand). */
  private async authToken(renew: boolean): Promise<string> {
    if (!renew && this.token && this.token.until - 10 * 60_000 > this.now()) return this.token.value;
    const answer = toAnswer(await this.send('POST', '/auth', { gstin: this.credentials.gstin }, { action: 'ACCESSTOKEN', username: this.credentials.username, password: this.credentials.password }));
    if (!answer.ok) throw refusal(answer, 'The e-way bill system refused the sign-in');
    const token = (answer.raw as { authtoken?: unknown }).authtoken ?? (answer.data as { authtoken?: unknown } | undefined)?.authtoken;
    if (typeof token !== 'string' || !token) throw new EWayBillError('The e-way bill provider answered the sign-in without a token', true);
    this.token = { value: token, until: this.now() + 6 * 3_600_000 };
    return token;
  }

  private async send(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await sendJson(`${this.apiUrl}${path}`, { method, headers, body, timeoutMs: this.timeoutMs });
    } catch (err) {
      if (!(err instanceof Unreachable)) throw err;
      throw new EWayBillError(err.timedOut ? `no answer from the e-way bill provider within ${this.timeoutMs / 1000} s` : 'the e-way bill provider could not be reached', true);
    }
    const text = await response.text();
    if (retryableStatus(response.status)) throw new EWayBillError(`the e-way bill provider is unavailable (HTTP ${response.status})`, true);
    try {
      return { status: response.status, json: JSON.parse(text) };
    } catch {
      throw new EWayBillError(`the e-way bill provider answered HTTP ${response.status} without JSON`, true);
    }
  }
}

type Answer = { ok: true; data: unknown; raw: unknown } | { ok: false; codes: string[]; message: string | null; status: number };

/** JSON text as the system may send it (decrypted from NIC), or the value as it came. */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function toAnswer({ status, json }: { status: number; json: unknown }): Answer {
  const answer = (json ?? {}) as { status?: unknown; data?: unknown; error?: unknown; message?: unknown };
  if (String(answer.status) === '1') return { ok: true, data: parsed(answer.data) ?? {}, raw: answer };
  const error = (parsed(answer.error) ?? {}) as { errorCodes?: unknown; message?: unknown };
  const codes = String(error.errorCodes ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const message = typeof error.message === 'string' ? error.message : typeof answer.message === 'string' ? answer.message : null;
  return { ok: false, codes, message: message ? message.slice(0, 300) : null, status };
}

/** "dd/mm/yyyy" in India from the system's "dd/mm/yyyy hh:mm:ss AM" (or 24-hour) text. */
function indianDateTime(text: string): { day: string; instant: number } | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s+(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?\s*([AP]M)?)?$/i.exec(text.trim());
  if (!m) return undefined;
  const [, dd, mm, yyyy, h = '0', min = '0', s = '0', half] = m;
  let hours = Number(h);
  if (half && hours < 12 && half.toUpperCase() === 'PM') hours += 12;
  if (half && hours === 12 && half.toUpperCase() === 'AM') hours = 0;
  const instant = Date.parse(`${yyyy}-${mm}-${dd}T${String(hours).padStart(2, '0')}:${min}:${s.padStart(2, '0')}+05:30`);
  return Number.isFinite(instant) ? { day: `${yyyy}-${mm}-${dd}`, instant } : undefined;
}

/**
 * The bill the system answered. Its validUpto is the last day's end (written "11:59:00 PM" or
 * "23:59:59 PM"): kept as midnight in India at the end of that day, as decision 0073 counts it.
 */
function generated(data: unknown): Omit<GeneratedEWayBill, 'duplicate'> {
  const d = (data ?? {}) as { ewayBillNo?: unknown; ewbNo?: unknown; ewayBillDate?: unknown; validUpto?: unknown };
  const number = String(d.ewayBillNo ?? d.ewbNo ?? '');
  const at = typeof d.ewayBillDate === 'string' ? indianDateTime(d.ewayBillDate) : undefined;
  const until = typeof d.validUpto === 'string' ? indianDateTime(d.validUpto) : undefined;
  if (!/^[0-9]{12}$/.test(number) || !at || !until) throw new EWayBillError('the e-way bill provider answered without a 12-digit number, its date and validity', true);
  const lastDayEnd = Date.parse(`${until.day}T00:00:00+05:30`) + 24 * 3_600_000;
  return { ewbNo: number, ewayBillDate: new Date(at.instant).toISOString(), validUpto: new Date(lastDayEnd).toISOString() };
}

/** The system's refusal as one message: each code with its text (what the dispatcher reads). */
function refusal(answer: Extract<Answer, { ok: false }>, prefix = 'The e-way bill system refused it'): EWayBillError {
  const said = answer.codes.map((c) => (NIC_ERRORS[c] ? `${c}: ${NIC_ERRORS[c]}` : `error ${c}`));
  if (answer.message) said.push(answer.message);
  if (said.length === 0) said.push(`HTTP ${answer.status} without its error codes`);
  return new EWayBillError(`${prefix}: ${said.join('; ')}`.slice(0, 900), false, answer.codes);
}
