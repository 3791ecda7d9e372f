import { GST_STATE_CODES } from '#shared/gst';
import { indianDate, type IndianStateOrUt } from '#shared/india';
import type { GstReport } from '#shared/schemas/gst-report';

/**
 * GSTR-1's tables by recipient (docs/product-rules.md 44; docs/decisions/0060): business invoices
 * one by one (B2B, table 4A), large invoices to unregistered buyers in another state (B2CL, table
 * 5: above ₹1,00,000 since August 2024), the rest of unregistered buyers' by state and rate
 * (B2CS, table 7, net of their credit notes), nil-rated and exempt goods (table 8), and credit
 * notes to business buyers (CDNR, 9B) and against large invoices (CDNUR, 9B).
 */
export const B2CL_ABOVE_PAISE = 1_00_000_00;

interface Amounts {
  line_total_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}
interface Buyer {
  buyer_gstin: string | null;
  buyer_legal_name: string | null;
  place_of_supply: IndianStateOrUt;
}
/** A line of an invoice or bill issued in the month. */
export interface IssuedLine extends Amounts, Buyer {
  gst_rate_bp: number | null;
  document_id: string;
  number: string;
  issued_at: string;
  supplier_state: IndianStateOrUt;
  taxable_paise: number;
  tax_paise: number;
}
/** A credited line of a credit note issued in the month, with the document it credits. */
export interface CreditedLine extends Amounts, Buyer {
  gst_rate_bp: number | null;
  note: { id: string; number: string; issued_at: string; taxable_paise: number; tax_paise: number };
  against: { number: string; supplier_state: IndianStateOrUt; taxable_paise: number; tax_paise: number };
}

type Figures = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };
const zero = (): Figures => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
function add(into: Figures, l: Amounts, sign = 1): void {
  into.taxablePaise += sign * Number(l.line_total_paise);
  into.cgstPaise += sign * Number(l.cgst_paise);
  into.sgstPaise += sign * Number(l.sgst_paise);
  into.igstPaise += sign * Number(l.igst_paise);
}
/** A row kept by its key, made on first use. */
function rowOf<T>(rows: Map<string, T>, key: string, make: () => T): T {
  let row = rows.get(key);
  if (!row) rows.set(key, (row = make()));
  return row;
}
const valueOf = (d: { taxable_paise: number; tax_paise: number }) => Number(d.taxable_paise) + Number(d.tax_paise);
const dateOf = (iso: string) => indianDate(new Date(iso));

type Sections = Pick<GstReport, 'b2b' | 'b2cl' | 'b2cs' | 'nilRated' | 'cdnr' | 'cdnur'>;

export function gstr1Sections(issued: IssuedLine[], credited: CreditedLine[]): Sections {
  const b2b = new Map<string, Sections['b2b'][number]>();
  const b2cl = new Map<string, Sections['b2cl'][number]>();
  const b2cs = new Map<string, Sections['b2cs'][number]>();
  const nil = new Map<string, Sections['nilRated'][number]>();
  const cdnr = new Map<string, Sections['cdnr'][number]>();
  const cdnur = new Map<string, Sections['cdnur'][number]>();
  for (const l of issued) {
    const rateBp = l.gst_rate_bp ?? 0;
    const inter = l.supplier_state !== l.place_of_supply;
    if (rateBp === 0) {
      const supplyType = `${inter ? 'inter' : 'intra'}_${l.buyer_gstin ? 'registered' : 'unregistered'}` as const;
      rowOf(nil, supplyType, () => ({ supplyType, valuePaise: 0 })).valuePaise += Number(l.line_total_paise);
    } else if (l.buyer_gstin) {
      const row = rowOf(b2b, `${l.document_id}:${rateBp}`, () => ({
        gstin: l.buyer_gstin!,
        receiverName: l.buyer_legal_name ?? '',
        number: l.number,
        date: dateOf(l.issued_at),
        invoiceValuePaise: valueOf(l),
        placeOfSupply: l.place_of_supply,
        rateBp,
        ...zero(),
      }));
      add(row, l);
    } else if (inter && valueOf(l) > B2CL_ABOVE_PAISE) {
      const row = rowOf(b2cl, `${l.document_id}:${rateBp}`, () => ({ number: l.number, date: dateOf(l.issued_at), invoiceValuePaise: valueOf(l), placeOfSupply: l.place_of_supply, rateBp, ...zero() }));
      add(row, l);
    } else {
      const supplyType = inter ? ('inter' as const) : ('intra' as const);
      add(rowOf(b2cs, `${l.place_of_supply}:${supplyType}:${rateBp}`, () => ({ placeOfSupply: l.place_of_supply, supplyType, rateBp, ...zero() })), l);
    }
  }
  for (const c of credited) {
    const rateBp = c.gst_rate_bp ?? 0;
    // Nil-rated goods credited are left out: table 8 reports what was supplied.
    if (rateBp === 0) continue;
    const inter = c.against.supplier_state !== c.place_of_supply;
    const note = { number: c.note.number, date: dateOf(c.note.issued_at), against: c.against.number, noteValuePaise: valueOf(c.note), placeOfSupply: c.place_of_supply, rateBp };
    if (c.buyer_gstin) add(rowOf(cdnr, `${c.note.id}:${rateBp}`, () => ({ gstin: c.buyer_gstin!, receiverName: c.buyer_legal_name ?? '', ...note, ...zero() })), c);
    else if (inter && valueOf(c.against) > B2CL_ABOVE_PAISE) add(rowOf(cdnur, `${c.note.id}:${rateBp}`, () => ({ ...note, ...zero() })), c);
    else {
      // Small supplies to unregistered buyers are reported net of their credit notes.
      const supplyType = inter ? ('inter' as const) : ('intra' as const);
      add(rowOf(b2cs, `${c.place_of_supply}:${supplyType}:${rateBp}`, () => ({ placeOfSupply: c.place_of_supply, supplyType, rateBp, ...zero() })), c, -1);
    }
  }
  const byCode = (a: { placeOfSupply: IndianStateOrUt }, b: { placeOfSupply: IndianStateOrUt }) => GST_STATE_CODES[a.placeOfSupply].localeCompare(GST_STATE_CODES[b.placeOfSupply]);
  const byNumber = (a: { number: string; rateBp: number }, b: { number: string; rateBp: number }) => a.number.localeCompare(b.number) || a.rateBp - b.rateBp;
  return {
    b2b: [...b2b.values()].sort((a, b) => a.gstin.localeCompare(b.gstin) || byNumber(a, b)),
    b2cl: [...b2cl.values()].sort(byNumber),
    // A state and rate whose supplies were all credited nets to nothing and is left out.
    b2cs: [...b2cs.values()].filter((r) => r.taxablePaise !== 0 || r.cgstPaise !== 0 || r.sgstPaise !== 0 || r.igstPaise !== 0).sort((a, b) => byCode(a, b) || a.supplyType.localeCompare(b.supplyType) || a.rateBp - b.rateBp),
    nilRated: [...nil.values()].sort((a, b) => a.supplyType.localeCompare(b.supplyType)),
    cdnr: [...cdnr.values()].sort((a, b) => a.gstin.localeCompare(b.gstin) || byNumber(a, b)),
    cdnur: [...cdnur.values()].sort(byNumber),
  };
}
