import { randomUUID } from 'node:crypto';
import { startProviderStandIn, type ProviderStandIn, type RecordedRequest } from './text-provider-stand-in.ts';

/**
 * A local stand-in for NIC's e-way bill API (EWB-API technical document, docs.ewaybillgst.gov.in,
 * version 1.03) as a GSP passes it through, the encryption the GSP's (docs/decisions/0073,
 * "Through a GSP"), for the tests:
 *   POST /auth     header gstin; { action: "ACCESSTOKEN", username, password } -> { status: "1", authtoken, sek }
 *   POST /ewayapi  headers gstin, authtoken; { action: "GENEWAYBILL", data: <bill JSON> }
 *                  -> { status: "1", data: { ewayBillNo, ewayBillDate, validUpto, alert } }
 *   GET  /ewayapi/GetEwayBillGeneratedByConsigner?docType=&docNo= -> { status: "1", data: "<the same, as JSON text>" }
 * A refusal is { status: "0", error: { errorCodes: "604," } } (NIC's comma-ended list). NIC's
 * codes where the document names them (108 bad sign-in, 238 a token it does not know, 604 a
 * document generated before); the few checks of the bill it makes (the generator's GSTIN, the
 * API's field names and types, Part B by road, the totals) carry the stand-in's own codes, 9xx.
 * Dates are India's, "dd/mm/yyyy hh:mm:ss AM"; valid up to 11:59 PM of the last day, one day per
 * 200 km or part (a distance of 0: its own 150 km). It can be told to refuse the next bill, to
 * generate one and lose the answer (a 502), or to fail (5xx, a dropped connection).
 */
export interface EWayBillStandIn extends ProviderStandIn {
  /** Bills generated, by document number. */
  generated: Map<string, { ewayBillNo: number; ewayBillDate: string; validUpto: string; request: Record<string, unknown> }>;
  /** The next bill is refused with these codes. */
  refuseNext(codes: string): void;
  /** The next bill is generated, and its answer lost: the GSP answers 502. */
  loseNextAnswer(): void;
  /** Tokens handed out (tests forget them to see the sign-in again). */
  tokens: Set<string>;
}

export const EWAYBILL_KEYS = { username: 'hariyali_ewb', password: 'ewb-password-123', gstin: '27AAPFU0939F1ZV' };

const IST_MS = 330 * 60_000;
/** "dd/mm/yyyy hh:mm:ss AM" in India, as the e-way bill system writes its dates. */
function istText(ms: number): string {
  const [date, time] = new Date(ms + IST_MS).toISOString().slice(0, 19).split('T') as [string, string];
  const [h, m, s] = time.split(':').map(Number) as [number, number, number];
  const half = h >= 12 ? 'PM' : 'AM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${date.split('-').reverse().join('/')} ${String(h12).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')} ${half}`;
}
/** The last day's "11:59:00 PM" of a bill generated at `ms` for `days` days. */
function validUptoText(ms: number, days: number): string {
  const day = new Date(ms + IST_MS + days * 86_400_000).toISOString().slice(0, 10);
  return `${day.split('-').reverse().join('/')} 11:59:00 PM`;
}
const round2 = (n: number) => Math.round(n * 100) / 100;

type Bill = {
  supplyType?: unknown; subSupplyType?: unknown; docType?: unknown; docNo?: unknown; docDate?: unknown; fromGstin?: unknown; toGstin?: unknown;
  transactionType?: unknown; transType?: unknown; actFromStateCode?: unknown; actToStateCode?: unknown; fromPincode?: unknown; toPincode?: unknown;
  totalValue?: number; cgstValue?: number; sgstValue?: number; igstValue?: number; cessValue?: number; otherValue?: number; totInvValue?: number;
  transMode?: unknown; transDistance?: unknown; vehicleNo?: unknown; transporterId?: unknown; vehicleType?: unknown;
  itemList?: Array<{ hsnCode?: unknown; taxableAmount?: number; qtyUnit?: unknown }>;
};

/** The checks the stand-in makes (a few of the system's), as [code] of the first fault. */
function fault(bill: Bill, gstin: string): string | undefined {
  if (bill.fromGstin !== gstin) return '901'; // the generator is the consignor
  if (bill.supplyType !== 'O' || typeof bill.subSupplyType !== 'string' || bill.docType !== 'INV') return '902';
  if (typeof bill.docNo !== 'string' || !/^[A-Za-z0-9/-]{1,16}$/.test(bill.docNo) || typeof bill.docDate !== 'string' || !/^\d{2}\/\d{2}\/\d{4}$/.test(bill.docDate)) return '903';
  // The API's names, not the bulk file's.
  if (bill.transType !== undefined || typeof bill.transactionType !== 'number' || typeof bill.actFromStateCode !== 'number' || typeof bill.actToStateCode !== 'number') return '904';
  if (typeof bill.fromPincode !== 'number' || typeof bill.toPincode !== 'number') return '905';
  if (!['1', '2', '3', '4'].includes(String(bill.transMode)) || typeof bill.transMode !== 'string' || typeof bill.transDistance !== 'string') return '906';
  if (bill.transMode === '1' && !bill.vehicleNo && !bill.transporterId) return '907';
  const items = bill.itemList ?? [];
  if (items.length === 0 || items.some((i) => typeof i.hsnCode !== 'number' || typeof i.qtyUnit !== 'string')) return '908';
  const taxable = round2(items.reduce((s, i) => s + (i.taxableAmount ?? 0), 0));
  if (Math.abs(taxable - (bill.totalValue ?? 0)) > 1) return '909';
  const total = round2((bill.totalValue ?? 0) + (bill.cgstValue ?? 0) + (bill.sgstValue ?? 0) + (bill.igstValue ?? 0) + (bill.cessValue ?? 0) + (bill.otherValue ?? 0));
  if (Math.abs(total - (bill.totInvValue ?? 0)) > 1) return '910';
  return undefined;
}

export async function startEWayBillStandIn(options: { now: () => number }): Promise<EWayBillStandIn> {
  const generated: EWayBillStandIn['generated'] = new Map();
  const tokens = new Set<string>();
  const refusals: string[] = [];
  let lose = 0;
  let ewbSeq = 331_000_000_000;
  const error = (codes: string) => ({ status: 200, json: { status: '0', error: { errorCodes: `${codes},` } } });
  const header = (request: RecordedRequest, name: string) => {
    const value = request.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
  const answered = (docNo: string) => {
    const g = generated.get(docNo)!;
    return { ewayBillNo: g.ewayBillNo, ewayBillDate: g.ewayBillDate, validUpto: g.validUpto, alert: '' };
  };

  const standIn = await startProviderStandIn((request) => {
    const gstin = header(request, 'gstin') ?? '';
    if (request.method === 'POST' && request.path === '/auth') {
      const body = request.body as { action?: string; username?: string; password?: string } | undefined;
      if (body?.action !== 'ACCESSTOKEN' || body.username !== EWAYBILL_KEYS.username || body.password !== EWAYBILL_KEYS.password || gstin !== EWAYBILL_KEYS.gstin) return error('108');
      const token = randomUUID();
      tokens.add(token);
      return { status: 200, json: { status: '1', authtoken: token, sek: Buffer.from(randomUUID()).toString('base64') } };
    }
    if (!tokens.has(header(request, 'authtoken') ?? '')) return error('238');
    if (request.method === 'POST' && request.path === '/ewayapi') {
      const body = request.body as { action?: string; data?: Bill } | undefined;
      if (body?.action !== 'GENEWAYBILL' || typeof body.data !== 'object' || body.data === null) return error('100');
      const refusal = refusals.shift();
      if (refusal) return error(refusal);
      const bill = body.data;
      const wrong = fault(bill, gstin);
      if (wrong) return error(wrong);
      const docNo = bill.docNo as string;
      if (generated.has(docNo)) return error('604');
      const at = options.now();
      const km = Number(bill.transDistance) || 150;
      const days = Math.max(1, Math.ceil(km / (bill.vehicleType === 'O' ? 20 : 200)));
      generated.set(docNo, { ewayBillNo: ++ewbSeq, ewayBillDate: istText(at), validUpto: validUptoText(at, days), request: bill as Record<string, unknown> });
      if (lose > 0) {
        lose--;
        return { status: 502, json: { message: 'Bad gateway' } };
      }
      return { status: 200, json: { status: '1', data: answered(docNo) } };
    }
    const byDoc = /^\/ewayapi\/GetEwayBillGeneratedByConsigner\?(.*)$/.exec(request.path);
    if (request.method === 'GET' && byDoc) {
      const query = new URLSearchParams(byDoc[1]);
      const docNo = query.get('docNo') ?? '';
      if (query.get('docType') !== 'INV' || !generated.has(docNo)) return error('911');
      return { status: 200, json: { status: '1', data: JSON.stringify(answered(docNo)) } };
    }
    return { status: 404, json: { status: '0', error: { errorCodes: '404' } } };
  });
  return { ...standIn, generated, tokens, refuseNext: (codes) => void refusals.push(codes), loseNextAnswer: () => void lose++ };
}
