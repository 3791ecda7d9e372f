import { retryableStatus, sendJson, Unreachable } from '#server/http/outbound';
import { EInvoiceError, type CancelRequest, type EInvoiceProvider, type RegisteredInvoice } from './einvoice-provider.ts';

/** The shop's credentials with the GSP and the IRP (EINVOICE_*): secrets, sent in headers only, never logged nor put in an error. */
export interface GspCredentials {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
}

/** An answer of the IRP: Status 1 with Data, or 0 with ErrorDetails (and InfoDtls, e.g. the duplicate's IRN). */
interface IrpAnswer {
  Status?: unknown;
  Data?: unknown;
  ErrorDetails?: unknown;
  InfoDtls?: unknown;
}

/** The IRP's code for an invoice it registered before (its answer's InfoDtls carries that IRN). */
export const DUPLICATE_IRN = '2150';
/** The IRP's codes for a token that ran out or is unknown: sign in again and ask once more. */
const STALE_TOKEN = new Set(['1005', '1004']);


/**
 * The NIC e-invoice API (einv-apisandbox.nic.in, API version 1.03/1.04) as a GSP passes it
 * through with its own encryption (docs/decisions/0061): the same paths, headers and JSON, the
 * GSP encrypting to and from the IRP. POST /eivital/v1.04/auth with client_id, client_secret and
 * gstin headers and { UserName, Password, ForceRefreshAccessToken } answers an AuthToken (valid 6
 * hours, reused until then); POST /eicore/v1.03/Invoice with the INV-01 JSON and the headers plus
 * user_name and AuthToken answers { Status: 1, Data: { AckNo, AckDt, Irn, SignedInvoice,
 * SignedQRCode, Status } } or { Status: 0, ErrorDetails: [{ ErrorCode, ErrorMessage }], InfoDtls };
 * POST /eicore/v1.03/Invoice/Cancel with { Irn, CnlRsn, CnlRem } answers { Irn, CancelDate };
 * GET /eicore/v1.03/Invoice/irn/<irn> answers the invoice as generate did (the signed QR code of
 * a duplicate). One attempt per call, with a timeout: the worker retries with backoff.
 */
export class GspEInvoiceProvider implements EInvoiceProvider {
  /** The session's token per supplier GSTIN (the shop's: the IRP knows the supplier by it). */
  private readonly tokens = new Map<string, { value: string; until: number }>();

  constructor(
    private readonly apiUrl: string,
    private readonly credentials: GspCredentials,
    private readonly now: () => number,
    private readonly timeoutMs = 20_000,
  ) {}

  async generate(gstin: string, invoice: object): Promise<RegisteredInvoice> {
    const answer = await this.call(gstin, 'POST', '/eicore/v1.03/Invoice', invoice);
    if (answer.ok) return { ...registered(answer.data), duplicate: false };
    const duplicate = answer.errors.find((e) => e.code === DUPLICATE_IRN);
    const info = duplicateInfo(answer.info);
    if (duplicate && info) {
      // Registered before (a lost answer, a second worker): its IRN and acknowledgement are in the
      // answer; the signed QR code is asked for by the IRN.
      const again = await this.call(gstin, 'GET', `/eicore/v1.03/Invoice/irn/${encodeURIComponent(info.irn)}`);
      return { ...info, signedQrCode: again.ok ? registered(again.data).signedQrCode : null, duplicate: true };
    }
    throw refusal(answer.errors);
  }

  async cancel(gstin: string, request: CancelRequest): Promise<{ cancelledAt: string | null }> {
    const answer = await this.call(gstin, 'POST', '/eicore/v1.03/Invoice/Cancel', { Irn: request.irn, CnlRsn: request.reason, CnlRem: request.remark.slice(0, 100) });
    if (!answer.ok) throw refusal(answer.errors);
    const data = answer.data as { CancelDate?: unknown };
    return { cancelledAt: typeof data.CancelDate === 'string' ? data.CancelDate : null };
  }

  /** One request with the session's token; a stale token is renewed once. */
  private async call(gstin: string, method: 'GET' | 'POST', path: string, body?: unknown, renewed = false): Promise<Answer> {
    const token = await this.authToken(gstin, renewed);
    const answer = toAnswer(await this.send(method, path, { ...this.headers(gstin), user_name: this.credentials.username, AuthToken: token }, body));
    if (!answer.ok && !renewed && answer.errors.some((e) => STALE_TOKEN.has(e.code))) {
      this.tokens.delete(gstin);
      return this.call(gstin, method, path, body, true);
    }
    return answer;
  }

  private headers(gstin: string): Record<string, string> {
    return { client_id: this.credentials.clientId, client_secret: this.credentials.clientSecret, gstin };
  }

  /** The session's token, asked for again once it is within 10 minutes of its end (or on demand). */
  private async authToken(gstin: string, renew: boolean): Promise<string> {
    const kept = this.tokens.get(gstin);
    if (!renew && kept && kept.until - 10 * 60_000 > this.now()) return kept.value;
    const answer = toAnswer(await this.send('POST', '/eivital/v1.04/auth', this.headers(gstin), { UserName: this.credentials.username, Password: this.credentials.password, ForceRefreshAccessToken: renew }));
    if (!answer.ok) throw refusal(answer.errors, 'The IRP refused the sign-in');
    const data = answer.data as { AuthToken?: unknown; TokenExpiry?: unknown };
    if (typeof data.AuthToken !== 'string' || !data.AuthToken) throw new EInvoiceError('The provider answered the sign-in without a token', true);
    // TokenExpiry is India's time, "yyyy-MM-dd HH:mm:ss"; without one, the IRP's 6 hours.
    const expiry = typeof data.TokenExpiry === 'string' ? Date.parse(`${data.TokenExpiry.replace(' ', 'T')}+05:30`) : Number.NaN;
    this.tokens.set(gstin, { value: data.AuthToken, until: Number.isFinite(expiry) ? expiry : this.now() + 6 * 3_600_000 });
    return data.AuthToken;
  }

  private async send(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; json: unknown }> {
    const url = `${this.apiUrl}${path}`;
    let response: Response;
    try {
      response = await sendJson(url, { method, headers, body, timeoutMs: this.timeoutMs });
    } catch (err) {
      if (!(err instanceof Unreachable)) throw err;
      throw new EInvoiceError(err.timedOut ? `No answer from the e-invoicing provider within ${this.timeoutMs / 1000} s` : 'Could not reach the e-invoicing provider', true);
    }
    const text = await response.text();
    if (retryableStatus(response.status)) throw new EInvoiceError(`The e-invoicing provider is unavailable (HTTP ${response.status})`, true);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new EInvoiceError(`The e-invoicing provider answered HTTP ${response.status} without JSON`, response.status >= 500);
    }
    return { status: response.status, json };
  }
}

type Answer = { ok: true; data: unknown } | { ok: false; errors: Array<{ code: string; message: string }>; info: unknown };

/** The IRP's answer: Data may come as an object or as JSON text (as decrypted from the IRP). */
function toAnswer({ status, json }: { status: number; json: unknown }): Answer {
  const answer = (json ?? {}) as IrpAnswer;
  if (String(answer.Status) === '1') {
    let data = answer.Data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        // kept as it is: registered() refuses it below
      }
    }
    return { ok: true, data: data ?? {} };
  }
  const details = Array.isArray(answer.ErrorDetails) ? (answer.ErrorDetails as Array<{ ErrorCode?: unknown; ErrorMessage?: unknown }>) : [];
  const errors = details.map((d) => ({ code: String(d.ErrorCode ?? ''), message: String(d.ErrorMessage ?? '').slice(0, 300) }));
  if (errors.length === 0) errors.push({ code: '', message: `HTTP ${status} without the IRP's error details` });
  return { ok: false, errors, info: answer.InfoDtls };
}

function registered(data: unknown): Omit<RegisteredInvoice, 'duplicate'> {
  const d = (data ?? {}) as { Irn?: unknown; AckNo?: unknown; AckDt?: unknown; SignedQRCode?: unknown };
  if (typeof d.Irn !== 'string' || d.Irn.length !== 64 || d.AckNo === undefined || typeof d.AckDt !== 'string') {
    throw new EInvoiceError('The e-invoicing provider answered without an IRN and acknowledgement', true);
  }
  return { irn: d.Irn, ackNo: String(d.AckNo), ackDate: d.AckDt, signedQrCode: typeof d.SignedQRCode === 'string' ? d.SignedQRCode : null };
}

/** The IRN the IRP gave before, from a duplicate's InfoDtls: [{ InfCd: "DUPIRN", Desc: { AckNo, AckDt, Irn } }]. */
function duplicateInfo(info: unknown): Omit<RegisteredInvoice, 'duplicate' | 'signedQrCode'> | undefined {
  if (!Array.isArray(info)) return undefined;
  const dup = (info as Array<{ InfCd?: unknown; Desc?: unknown }>).find((i) => i.InfCd === 'DUPIRN');
  const desc = dup?.Desc as { Irn?: unknown; AckNo?: unknown; AckDt?: unknown } | undefined;
  if (!desc || typeof desc.Irn !== 'string' || desc.Irn.length !== 64) return undefined;
  return { irn: desc.Irn, ackNo: String(desc.AckNo ?? ''), ackDate: String(desc.AckDt ?? '') };
}

/** The IRP's refusal as one message: each error's code and text (what the admin reads). */
function refusal(errors: Array<{ code: string; message: string }>, prefix = 'The IRP refused the request'): EInvoiceError {
  const said = errors.map((e) => (e.code ? `${e.code}: ${e.message}` : e.message)).join('; ');
  return new EInvoiceError(`${prefix}: ${said}`.slice(0, 900), false, errors[0]?.code || undefined);
}
