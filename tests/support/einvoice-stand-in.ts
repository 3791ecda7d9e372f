import { createHash, createHmac, randomBytes } from 'node:crypto';
import { startProviderStandIn, type ProviderStandIn, type RecordedRequest } from './text-provider-stand-in.ts';

/**
 * A local stand-in for the NIC e-invoice API (einv-apisandbox.nic.in, versions 1.03/1.04) as a
 * GSP passes it through, its encryption the GSP's (docs/decisions/0061), for the tests:
 *   POST /eivital/v1.04/auth            headers client_id, client_secret, gstin; { UserName, Password, ForceRefreshAccessToken }
 *   POST /eicore/v1.03/Invoice          + headers user_name, AuthToken; the INV-01 JSON
 *   POST /eicore/v1.03/Invoice/Cancel   { Irn, CnlRsn, CnlRem }
 *   GET  /eicore/v1.03/Invoice/irn/<irn>
 * Every answer is { Status: 1, Data } or { Status: 0, ErrorDetails: [{ ErrorCode, ErrorMessage }], InfoDtls }.
 * The IRN is the IRP's: the SHA-256 (hex) of the supplier's GSTIN, the financial year, the
 * document type and its number; a second invoice of the same is refused with 2150 and the first
 * IRN in InfoDtls (DUPIRN). It checks a few of the IRP's validations (the totals, the buyer's
 * state code against its GSTIN, CGST+SGST within a state and IGST across), cancels within 24
 * hours of the acknowledgement by its clock, and can be told to fail (5xx, a dropped connection)
 * or to refuse the next invoice with a validation error.
 * A credit note (DocDtls.Typ CRN) must name its invoice in RefDtls.PrecDocDtls (InvNo, InvDt: the
 * schema's formats), and, stricter than the IRP (which does not look it up), that invoice must be
 * one it registered for the same supplier and buyer, on that date, not cancelled, and not after
 * the credit note: so a test sees a credit note sent before its invoice, or after its IRN's
 * cancellation. Those refusals carry the stand-in's own codes (29xx).
 */
export interface EInvoiceStandIn extends ProviderStandIn {
  /** Invoices registered, by IRN. */
  registered: Map<string, { invoice: Record<string, unknown>; ackNo: string; ackDt: string; ackAt: number; cancelled: boolean; signedQrCode: string }>;
  /** The next invoice is refused with this error (as the IRP's validation would). */
  refuseNext(code: string, message: string): void;
  /** The IRN the IRP gives an invoice: sha256(GSTIN + FY + type + number). */
  irnOf(gstin: string, docType: string, docNo: string, docDate: string): string;
}

export const EINVOICE_KEYS = { clientId: 'AAACH07TXP3EINV', clientSecret: 'gsp-client-secret-0123', username: 'hariyali_api', password: 'irp-password-123' };

const IST_MS = 330 * 60_000;
/** "yyyy-MM-dd HH:mm:ss" in India, as the IRP writes its dates. */
const istText = (ms: number) => new Date(ms + IST_MS).toISOString().slice(0, 19).replace('T', ' ');
const b64url = (text: string) => Buffer.from(text).toString('base64url');
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The financial year of a dd/mm/yyyy date: "2026-27". */
function financialYear(ddmmyyyy: string): string {
  const [, m, y] = ddmmyyyy.split('/').map(Number) as [number, number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

type Invoice = {
  Version?: string;
  TranDtls?: { SupTyp?: string };
  DocDtls?: { Typ?: string; No?: string; Dt?: string };
  RefDtls?: { PrecDocDtls?: Array<{ InvNo?: string; InvDt?: string }> };
  SellerDtls?: { Gstin?: string; Stcd?: string; Pin?: number };
  BuyerDtls?: { Gstin?: string; Stcd?: string; Pos?: string };
  ItemList?: Array<{ HsnCd?: string; Qty?: number; UnitPrice?: number; TotAmt?: number; Discount?: number; AssAmt?: number; IgstAmt?: number; CgstAmt?: number; SgstAmt?: number; TotItemVal?: number }>;
  ValDtls?: { AssVal?: number; CgstVal?: number; SgstVal?: number; IgstVal?: number; TotInvVal?: number };
};

/** The IRP's checks the stand-in makes (a few of its hundreds), as [code, message] of the first fault. */
function validate(invoice: Invoice, gstinHeader: string): [string, string] | undefined {
  if (invoice.Version !== '1.1') return ['2172', 'Version should be 1.1'];
  if (invoice.SellerDtls?.Gstin !== gstinHeader) return ['2163', 'The supplier GSTIN of the invoice does not match the authenticated GSTIN'];
  const doc = invoice.DocDtls;
  if (!doc?.No || !/^[A-Za-z1-9][A-Za-z0-9/-]{0,15}$/.test(doc.No) || !doc.Dt || !/^\d{2}\/\d{2}\/\d{4}$/.test(doc.Dt)) return ['2174', 'Invalid document number or date'];
  if (!['INV', 'CRN', 'DBN'].includes(doc.Typ ?? '')) return ['2900', 'DocDtls.Typ should be INV, CRN or DBN'];
  if (doc.Typ !== 'INV') {
    const preceding = invoice.RefDtls?.PrecDocDtls;
    if (!Array.isArray(preceding) || preceding.length === 0) return ['2901', 'A credit or debit note needs RefDtls.PrecDocDtls with the invoice it refers to'];
    for (const p of preceding) {
      if (!p.InvNo || !/^[1-9A-Z][0-9A-Z/-]{1,15}$/.test(p.InvNo) || !p.InvDt || !/^[0-3]\d\/[01]\d\/20[1-9]\d$/.test(p.InvDt)) return ['2902', 'Invalid PrecDocDtls: InvNo or InvDt'];
    }
  } else if (invoice.RefDtls?.PrecDocDtls) return ['2903', 'An invoice refers to no preceding document'];
  const buyer = invoice.BuyerDtls;
  if (!buyer?.Gstin || buyer.Gstin.slice(0, 2) !== buyer.Stcd) return ['3028', 'Recipient state code does not match the state code of its GSTIN'];
  const items = invoice.ItemList ?? [];
  if (items.length === 0) return ['2176', 'At least one item is required'];
  const interState = invoice.SellerDtls?.Stcd !== buyer.Pos;
  for (const item of items) {
    if (!item.HsnCd || !/^\d{4,8}$/.test(item.HsnCd)) return ['2228', `Invalid HSN code ${item.HsnCd ?? ''}`];
    if (Math.abs(round2((item.TotAmt ?? 0) - (item.Discount ?? 0)) - (item.AssAmt ?? 0)) > 0.01) return ['2189', 'AssAmt should be TotAmt minus Discount'];
    if (Math.abs((item.Qty ?? 0) * (item.UnitPrice ?? 0) - (item.TotAmt ?? 0)) > 1) return ['2190', 'TotAmt should be Qty times UnitPrice'];
    if (interState ? (item.CgstAmt ?? 0) + (item.SgstAmt ?? 0) > 0 : (item.IgstAmt ?? 0) > 0) return ['2242', interState ? 'CGST and SGST are not applicable to an inter-state supply' : 'IGST is not applicable to an intra-state supply'];
    const total = round2((item.AssAmt ?? 0) + (item.IgstAmt ?? 0) + (item.CgstAmt ?? 0) + (item.SgstAmt ?? 0));
    if (Math.abs(total - (item.TotItemVal ?? 0)) > 0.01) return ['2191', 'TotItemVal should be AssAmt plus the taxes'];
  }
  const v = invoice.ValDtls ?? {};
  const sum = (key: 'AssAmt' | 'CgstAmt' | 'SgstAmt' | 'IgstAmt') => round2(items.reduce((s, i) => s + (i[key] ?? 0), 0));
  if (Math.abs(sum('AssAmt') - (v.AssVal ?? 0)) > 1 || Math.abs(sum('CgstAmt') - (v.CgstVal ?? 0)) > 1 || Math.abs(sum('SgstAmt') - (v.SgstVal ?? 0)) > 1 || Math.abs(sum('IgstAmt') - (v.IgstVal ?? 0)) > 1) {
    return ['2194', 'The invoice totals do not match the sum of its items'];
  }
  if (Math.abs(round2((v.AssVal ?? 0) + (v.CgstVal ?? 0) + (v.SgstVal ?? 0) + (v.IgstVal ?? 0)) - (v.TotInvVal ?? 0)) > 1) return ['2195', 'TotInvVal should be AssVal plus the taxes'];
  return undefined;
}

/** dd/mm/yyyy as a comparable yyyymmdd. */
const dayOf = (ddmmyyyy: string) => ddmmyyyy.split('/').reverse().join('');

export async function startEInvoiceStandIn(options: { now: () => number }): Promise<EInvoiceStandIn> {
  const registered: EInvoiceStandIn['registered'] = new Map();
  const tokens = new Set<string>();
  const refusals: Array<[string, string]> = [];
  let ackSeq = 112_610_000_000_000;
  const signingKey = randomBytes(32);
  const error = (code: string, message: string, info?: unknown) => ({ status: 200, json: { Status: 0, ErrorDetails: [{ ErrorCode: code, ErrorMessage: message }], InfoDtls: info ?? null } });
  const ok = (data: unknown) => ({ status: 200, json: { Status: 1, Data: data, ErrorDetails: null, InfoDtls: null } });
  const irnOf = (gstin: string, docType: string, docNo: string, docDate: string) => createHash('sha256').update(`${gstin}${financialYear(docDate)}${docType}${docNo}`).digest('hex');
  /** A credit note's invoice must be one registered here, for its supplier and buyer, on its date, active, and not after the note. */
  const precedingFault = (invoice: Invoice, gstin: string): [string, string] | undefined => {
    if (invoice.DocDtls?.Typ === 'INV') return undefined;
    for (const p of invoice.RefDtls!.PrecDocDtls!) {
      const found = registered.get(irnOf(gstin, 'INV', p.InvNo!, p.InvDt!));
      const registeredInvoice = found?.invoice as Invoice | undefined;
      if (!found || registeredInvoice?.DocDtls?.Dt !== p.InvDt || registeredInvoice?.BuyerDtls?.Gstin !== invoice.BuyerDtls?.Gstin) return ['2904', `Invoice ${p.InvNo} of ${p.InvDt} is not registered for this buyer`];
      if (found.cancelled) return ['2905', `The IRN of invoice ${p.InvNo} is cancelled`];
      if (dayOf(invoice.DocDtls!.Dt!) < dayOf(p.InvDt!)) return ['2906', 'The note is dated before the invoice it refers to'];
    }
    return undefined;
  };
  const header = (request: RecordedRequest, name: string) => {
    const value = request.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
  const answered = (irn: string) => {
    const r = registered.get(irn)!;
    return { AckNo: Number(r.ackNo), AckDt: r.ackDt, Irn: irn, SignedInvoice: `${b64url('{"alg":"RS256"}')}.${b64url(JSON.stringify({ data: JSON.stringify(r.invoice) }))}.sig`, SignedQRCode: r.signedQrCode, Status: r.cancelled ? 'CNL' : 'ACT', EwbNo: null, EwbDt: null, EwbValidTill: null };
  };

  const standIn = await startProviderStandIn((request) => {
    if (header(request, 'client_id') !== EINVOICE_KEYS.clientId || header(request, 'client_secret') !== EINVOICE_KEYS.clientSecret) return error('1010', 'Invalid Client-ID/Client-Secret');
    const gstin = header(request, 'gstin') ?? '';
    if (request.method === 'POST' && request.path === '/eivital/v1.04/auth') {
      const body = request.body as { UserName?: string; Password?: string } | undefined;
      if (body?.UserName !== EINVOICE_KEYS.username) return error('1017', 'Incorrect user id/User does not exists');
      if (body.Password !== EINVOICE_KEYS.password) return error('1019', 'Incorrect Password');
      if (!/^[0-9]{2}[A-Z0-9]{13}$/.test(gstin)) return error('1015', 'Invalid GSTIN for this user');
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return ok({ ClientId: EINVOICE_KEYS.clientId, UserName: body.UserName, AuthToken: token, Sek: randomBytes(32).toString('base64'), TokenExpiry: istText(options.now() + 6 * 3_600_000) });
    }
    if (header(request, 'user_name') !== EINVOICE_KEYS.username || !tokens.has(header(request, 'AuthToken') ?? '')) return error('1005', 'Invalid Token');
    if (request.method === 'POST' && request.path === '/eicore/v1.03/Invoice') {
      const invoice = request.body as Invoice;
      const refusal = refusals.shift();
      if (refusal) return error(...refusal);
      const fault = validate(invoice, gstin) ?? precedingFault(invoice, gstin);
      if (fault) return error(...fault);
      const irn = irnOf(gstin, invoice.DocDtls!.Typ ?? 'INV', invoice.DocDtls!.No!, invoice.DocDtls!.Dt!);
      const before = registered.get(irn);
      if (before) return error('2150', 'Duplicate IRN', [{ InfCd: 'DUPIRN', Desc: { AckNo: Number(before.ackNo), AckDt: before.ackDt, Irn: irn } }]);
      const at = options.now();
      const ackDt = istText(at);
      const data = JSON.stringify({
        SellerGstin: gstin,
        BuyerGstin: invoice.BuyerDtls!.Gstin,
        DocNo: invoice.DocDtls!.No,
        DocTyp: invoice.DocDtls!.Typ,
        DocDt: invoice.DocDtls!.Dt,
        TotInvVal: invoice.ValDtls?.TotInvVal,
        ItemCnt: invoice.ItemList!.length,
        MainHsnCode: invoice.ItemList![0]!.HsnCd,
        Irn: irn,
        IrnDt: ackDt,
      });
      const unsigned = `${b64url(JSON.stringify({ alg: 'RS256', kid: 'EDC57DE1358B300BA9F179FB', typ: 'JWT', x5t: '7dfeE1OLMwupHxefseVv' }))}.${b64url(JSON.stringify({ data, iss: 'NIC' }))}`;
      const signedQrCode = `${unsigned}.${createHmac('sha256', signingKey).update(unsigned).digest('base64url')}`;
      registered.set(irn, { invoice: invoice as Record<string, unknown>, ackNo: String(++ackSeq), ackDt, ackAt: at, cancelled: false, signedQrCode });
      return ok(JSON.stringify(answered(irn)));
    }
    if (request.method === 'POST' && request.path === '/eicore/v1.03/Invoice/Cancel') {
      const body = request.body as { Irn?: string; CnlRsn?: string; CnlRem?: string } | undefined;
      const r = body?.Irn ? registered.get(body.Irn) : undefined;
      if (!r) return error('2154', 'IRN details are not found');
      if (!['1', '2', '3', '4'].includes(body?.CnlRsn ?? '')) return error('2266', 'Invalid cancellation reason');
      if (r.cancelled) return error('9999', 'Invoice is cancelled already');
      if (options.now() - r.ackAt >= 24 * 3_600_000) return error('2270', 'The allowed cancellation time limit is crossed, you cannot cancel the IRN');
      r.cancelled = true;
      return ok({ Irn: body!.Irn, CancelDate: istText(options.now()) });
    }
    const byIrn = /^\/eicore\/v1\.03\/Invoice\/irn\/([0-9a-f]{64})$/.exec(request.path);
    if (request.method === 'GET' && byIrn) return registered.has(byIrn[1]!) ? ok(answered(byIrn[1]!)) : error('2154', 'IRN details are not found');
    return { status: 404, json: { Status: 0, ErrorDetails: [{ ErrorCode: '404', ErrorMessage: 'Not found' }] } };
  });
  return { ...standIn, registered, refuseNext: (code, message) => void refusals.push([code, message]), irnOf };
}
