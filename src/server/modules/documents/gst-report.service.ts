import type { UnitOfWork } from '#server/db/unit-of-work';
import type { GstService } from '#server/modules/gst';
import { toCsv } from '#server/csv';
import { uqcQuantity } from '#shared/uqc';
import type { GstReport, GstReportQuery, NIL_SUPPLY_TYPES } from '#shared/schemas/gst-report';
import { GST_STATE_CODES } from '#shared/gst';
import type { IndianStateOrUt } from '#shared/india';
import * as repo from './gst-report.repository.ts';
import { gstr1Sections } from './gstr1-sections.ts';

const SERIES_KIND = { tax_invoice: 'invoices', invoice_cum_bill: 'invoices', bill_of_supply: 'bills_of_supply', credit_note: 'credit_notes' } as const;

type Figures = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };
const zero = (): Figures => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
function add(into: Figures, line: { line_total_paise: number; cgst_paise: number; sgst_paise: number; igst_paise: number }): void {
  into.taxablePaise += Number(line.line_total_paise);
  into.cgstPaise += Number(line.cgst_paise);
  into.sgstPaise += Number(line.sgst_paise);
  into.igstPaise += Number(line.igst_paise);
}

/** A place of supply as GSTR-1 writes it: "29-Karnataka". */
const placeCode = (state: IndianStateOrUt) => `${GST_STATE_CODES[state]}-${state}`;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A date as GSTR-1's offline tool takes it: 05-Dec-2026. */
const gstrDate = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
};
const NIL_DESCRIPTIONS: Record<(typeof NIL_SUPPLY_TYPES)[number], string> = {
  inter_registered: 'Inter-State supplies to registered persons',
  intra_registered: 'Intra-State supplies to registered persons',
  inter_unregistered: 'Inter-State supplies to unregistered persons',
  intra_unregistered: 'Intra-State supplies to unregistered persons',
};

/** India's clock is 5:30 ahead of UTC all year. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The instants a calendar month of India's starts and ends, as the UTC text documents are stamped with.
 * Any YYYY-MM the schema lets through has bounds: setUTCFullYear takes years 0000-0999 as they are
 * (a parsed text needs four digits, Date.UTC reads 0-99 as 1900-1999), and rolls month 12 into the next year.
 */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const startOf = (year: number, monthIndex: number) => {
    const day = new Date(0);
    day.setUTCFullYear(year, monthIndex, 1);
    return new Date(day.getTime() - INDIA_OFFSET_MS).toISOString();
  };
  return { from: startOf(y, m - 1), to: startOf(y, m) };
}

/** The shop's GST return figures for a month (GSTR-1), and the same as CSV. */
export class GstReportService {
  constructor(
    private readonly work: UnitOfWork,
    /** The HSN codes' descriptions: the gst module's table. */
    private readonly gst: GstService,
    /** The documents' lines: the orders module's table (it uses this module, so it is given here in services.ts). */
    private readonly orders: { documentLines(): repo.DocumentLines },
  ) {}

  async report({ month, gstin }: GstReportQuery): Promise<GstReport> {
    const { from, to } = monthBounds(month);
    const registration = await this.registrationOf(gstin);
    const [lines, documents] = await Promise.all([
      repo.findShopLinesIssued(this.work.db, this.orders.documentLines(), from, to, registration),
      repo.findShopDocumentsIssued(this.work.db, from, to, registration),
    ]);
    const byRate = new Map<number, Figures>();
    const byHsn = new Map<string, Figures & { hsnCode: string; description: string; unit: string; rateBp: number; quantity: number }>();
    const totals = zero();
    const descriptions = await this.gst.descriptionsOf(lines.flatMap((l) => (l.hsn_code ? [l.hsn_code] : [])));
    for (const line of lines) {
      const rateBp = line.gst_rate_bp ?? 0;
      if (!byRate.has(rateBp)) byRate.set(rateBp, zero());
      add(byRate.get(rateBp)!, line);
      // One row per code, unit and rate, as GSTR-1's HSN summary has them; quantities in the unit true to the goods.
      const code = line.hsn_code ?? '';
      const q = uqcQuantity(line.quantity, line.pack_size === null ? null : Number(line.pack_size), line.pack_unit);
      const key = `${code}\u0000${q.uqc}\u0000${rateBp}`;
      if (!byHsn.has(key)) byHsn.set(key, { ...zero(), hsnCode: code, description: descriptions.get(code) ?? '', unit: q.uqc, rateBp, quantity: 0 });
      const hsn = byHsn.get(key)!;
      add(hsn, line);
      hsn.quantity += q.quantity;
      add(totals, line);
    }
    const credits = documents.filter((d) => d.kind === 'credit_note');
    const creditNotes = { count: credits.length, ...zero() };
    // A credit note credits its own lines; one from before refunds of chosen lines (docs/decisions/0024) the whole document it refers to.
    const creditLines = await repo.findCreditLinesOf(this.work.db, this.orders.documentLines(), credits.map((c) => c.id));
    const whole = credits.filter((c) => c.refers_to && !creditLines.some((l) => l.credit_note_id === c.id));
    const wholeLines = await repo.findLinesOfDocuments(this.work.db, this.orders.documentLines(), whole.map((c) => c.refers_to!));
    const credited = [
      ...creditLines.map((l) => ({ ...l, noteId: l.credit_note_id })),
      ...whole.flatMap((c) => wholeLines.filter((l) => l.document_id === c.refers_to).map((l) => ({ ...l, noteId: c.id }))),
    ];
    for (const line of credited) add(creditNotes, line);
    const notes = new Map(credits.map((c) => [c.id, c]));
    const against = new Map((await repo.findDocumentsById(this.work.db, credits.flatMap((c) => (c.refers_to ? [c.refers_to] : [])))).map((d) => [d.id, d]));
    const sections = gstr1Sections(
      lines,
      credited.flatMap((l) => {
        const note = notes.get(l.noteId)!;
        const original = note.refers_to ? against.get(note.refers_to) : undefined;
        return original ? [{ ...l, note, against: original }] : [];
      }),
    );
    const series = new Map<string, GstReport['documents'][number]>();
    for (const d of documents) {
      const s = series.get(d.series);
      if (s) {
        s.last = d.number;
        s.count += 1;
      } else series.set(d.series, { kind: SERIES_KIND[d.kind], series: d.series, first: d.number, last: d.number, count: 1 });
    }
    return {
      month,
      byRate: [...byRate].sort(([a], [b]) => a - b).map(([rateBp, f]) => ({ rateBp, ...f })),
      hsnSummary: [...byHsn.values()].sort((a, b) => a.hsnCode.localeCompare(b.hsnCode) || a.unit.localeCompare(b.unit) || a.rateBp - b.rateBp),
      creditNotes,
      ...sections,
      documents: [...series.values()],
      totals,
    };
  }

  /** The report as CSV, one section after another, amounts in rupees with two decimals. */
  /**
   * The series code of the registration whose return is asked for: the principal place's ("HY")
   * unless a GSTIN of another state is given, whose documents are numbered "HY" and its state's
   * code (docs/product-rules.md 59).
   */
  private async registrationOf(gstin: string | undefined): Promise<string> {
    if (!gstin) return 'HY';
    const shop = await this.gst.shopSupplier();
    return shop?.gstin === gstin ? 'HY' : `HY${gstin.slice(0, 2)}`;
  }

  async csv(query: GstReportQuery): Promise<string> {
    const r = await this.report(query);
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    const taxes = (x: Figures) => [rupees(x.taxablePaise), rupees(x.cgstPaise), rupees(x.sgstPaise), rupees(x.igstPaise)];
    const rows: Array<Array<string | number>> = [
      ['GST report', r.month],
      [],
      ['Rate %', 'Taxable value', 'CGST', 'SGST', 'IGST'],
      ...r.byRate.map((x) => [x.rateBp / 100, rupees(x.taxablePaise), rupees(x.cgstPaise), rupees(x.sgstPaise), rupees(x.igstPaise)]),
      ['Total', rupees(r.totals.taxablePaise), rupees(r.totals.cgstPaise), rupees(r.totals.sgstPaise), rupees(r.totals.igstPaise)],
      [],
      ['HSN', 'Description', 'UQC', 'Quantity', 'Rate %', 'Taxable value', 'CGST', 'SGST', 'IGST'],
      ...r.hsnSummary.map((h) => [h.hsnCode, h.description, h.unit, h.quantity, h.rateBp / 100, rupees(h.taxablePaise), rupees(h.cgstPaise), rupees(h.sgstPaise), rupees(h.igstPaise)]),
      [],
      ['Credit notes', 'Count', 'Taxable value', 'CGST', 'SGST', 'IGST'],
      ['', r.creditNotes.count, rupees(r.creditNotes.taxablePaise), rupees(r.creditNotes.cgstPaise), rupees(r.creditNotes.sgstPaise), rupees(r.creditNotes.igstPaise)],
      [],
      // GSTR-1's tables by recipient, with the columns of its offline tool's sheets (and each tax, to check).
      ['B2B invoices', 'GSTIN of recipient', 'Receiver name', 'Invoice number', 'Invoice date', 'Invoice value', 'Place of supply', 'Reverse charge', 'Rate %', 'Taxable value', 'CGST', 'SGST', 'IGST'],
      ...r.b2b.map((x) => ['', x.gstin, x.receiverName, x.number, gstrDate(x.date), rupees(x.invoiceValuePaise), placeCode(x.placeOfSupply), 'N', x.rateBp / 100, ...taxes(x)]),
      [],
      ['B2C large invoices', 'Invoice number', 'Invoice date', 'Invoice value', 'Place of supply', 'Rate %', 'Taxable value', 'IGST'],
      ...r.b2cl.map((x) => ['', x.number, gstrDate(x.date), rupees(x.invoiceValuePaise), placeCode(x.placeOfSupply), x.rateBp / 100, rupees(x.taxablePaise), rupees(x.igstPaise)]),
      [],
      ['B2C small', 'Type', 'Place of supply', 'Rate %', 'Taxable value', 'CGST', 'SGST', 'IGST'],
      ...r.b2cs.map((x) => ['', x.supplyType === 'inter' ? 'Inter-state' : 'Intra-state', placeCode(x.placeOfSupply), x.rateBp / 100, ...taxes(x)]),
      [],
      ['Nil rated and exempt', 'Description', 'Value'],
      ...r.nilRated.map((x) => ['', NIL_DESCRIPTIONS[x.supplyType], rupees(x.valuePaise)]),
      [],
      ['Credit notes (registered)', 'GSTIN of recipient', 'Receiver name', 'Note number', 'Note date', 'Against invoice', 'Note value', 'Place of supply', 'Rate %', 'Taxable value', 'CGST', 'SGST', 'IGST'],
      ...r.cdnr.map((x) => ['', x.gstin, x.receiverName, x.number, gstrDate(x.date), x.against, rupees(x.noteValuePaise), placeCode(x.placeOfSupply), x.rateBp / 100, ...taxes(x)]),
      [],
      ['Credit notes (unregistered, B2C large)', 'Note number', 'Note date', 'Against invoice', 'Note value', 'Place of supply', 'Rate %', 'Taxable value', 'IGST'],
      ...r.cdnur.map((x) => ['', x.number, gstrDate(x.date), x.against, rupees(x.noteValuePaise), placeCode(x.placeOfSupply), x.rateBp / 100, rupees(x.taxablePaise), rupees(x.igstPaise)]),
      [],
      ['Document kind', 'Series', 'From', 'To', 'Count'],
      ...r.documents.map((d) => [d.kind, d.series, d.first, d.last, d.count]),
    ];
    // Every text cell made inert to spreadsheets (an HSN description is an admin's text): src/server/csv.ts.
    return toCsv(rows);
  }
}
