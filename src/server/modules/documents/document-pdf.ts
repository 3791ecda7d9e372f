import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { rupeesInWords } from '#shared/amount-in-words';
import { formatRate, GST_STATE_CODES } from '#shared/gst';
import { formatRupees } from '#shared/money';
import type { OrderRow } from '#server/db/schema';
import type { DocumentRow, findLinesOfDocument } from './documents.repository.ts';

/**
 * The PDF of a tax document, with every particular CGST Rules 46, 46A, 49 and 53 ask for. Text is
 * set in Noto Sans Devanagari (SIL Open Font License, from @fontsource), embedded: its Latin face
 * for Latin text, its Devanagari face for ₹ and for Hindi and Marathi, which the documents will
 * speak next.
 */

const require = createRequire(import.meta.url);
const fontFile = (subset: 'latin' | 'devanagari', weight: 400 | 700) => require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`);
const FONTS = {
  latin: fontFile('latin', 400),
  latinBold: fontFile('latin', 700),
  deva: fontFile('devanagari', 400),
  devaBold: fontFile('devanagari', 700),
};

const TITLES = {
  tax_invoice: 'Tax Invoice',
  bill_of_supply: 'Bill of Supply',
  invoice_cum_bill: 'Invoice-cum-Bill of Supply',
  credit_note: 'Credit Note',
} as const;

// Code points the Devanagari face holds (its subset's range): everything else is set in the Latin face.
const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CF9\u200C\u200D\u20A8\u20B9\u20F0\u25CC\uA830-\uA839\uA8E0-\uA8FF]/u;

type Doc = PDFKit.PDFDocument;

/** Writes text in runs of one face each, so Latin, ₹ and Devanagari mix on one line. */
function write(pdf: Doc, text: string, options: PDFKit.Mixins.TextOptions & { x?: number; y?: number; bold?: boolean } = {}): void {
  const { x, y, bold, ...rest } = options;
  const runs: Array<{ deva: boolean; text: string }> = [];
  for (const ch of text) {
    const deva = DEVANAGARI.test(ch);
    const last = runs.at(-1);
    if (last && last.deva === deva) last.text += ch;
    else runs.push({ deva, text: ch });
  }
  if (runs.length === 0) runs.push({ deva: false, text: '' });
  runs.forEach((run, i) => {
    pdf.font(run.deva ? (bold ? 'devaBold' : 'deva') : bold ? 'latinBold' : 'latin');
    const continued = i < runs.length - 1;
    if (i === 0 && x !== undefined && y !== undefined) pdf.text(run.text, x, y, { ...rest, continued });
    else pdf.text(run.text, { ...rest, continued });
  });
}

const stateWithCode = (state: string) => `${state} (${GST_STATE_CODES[state as keyof typeof GST_STATE_CODES] ?? '--'})`;
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' });
const money = (paise: number) => formatRupees(paise);

export interface DocumentPdfInput {
  doc: DocumentRow;
  order: OrderRow;
  lines: Awaited<ReturnType<typeof findLinesOfDocument>>;
}

export function renderDocumentPdf({ doc, order, lines }: DocumentPdfInput): Promise<Uint8Array> {
  const pdf = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${TITLES[doc.kind]} ${doc.number}`, Author: doc.supplier_name } });
  for (const [name, file] of Object.entries(FONTS)) pdf.registerFont(name, file);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const taxed = doc.kind !== 'bill_of_supply';
  const left = 40;
  const width = pdf.page.width - 80;

  pdf.fontSize(18);
  write(pdf, TITLES[doc.kind], { x: left, y: 40, bold: true });
  pdf.fontSize(9);
  write(pdf, `Number: ${doc.number}`, { x: 360, y: 44 });
  write(pdf, `Date: ${dateOf(doc.issued_at)}`, { x: 360, y: 56 });
  if (doc.refers_to_number && doc.refers_to_issued_at) write(pdf, `Against: ${doc.refers_to_number} of ${dateOf(doc.refers_to_issued_at)}`, { x: 360, y: 68 });

  pdf.fontSize(10);
  write(pdf, 'Supplier', { x: left, y: 90, bold: true });
  write(pdf, doc.supplier_name);
  if (doc.supplier_address) write(pdf, doc.supplier_address, { width: 250 });
  write(pdf, `State: ${stateWithCode(doc.supplier_state)}`);
  write(pdf, `GSTIN: ${doc.supplier_gstin ?? 'Not registered'}`);

  write(pdf, 'Recipient (bill to and ship to)', { x: 310, y: 90, bold: true });
  write(pdf, order.ship_full_name, { width: 245 });
  write(pdf, `${order.ship_address}, ${order.ship_city}, ${order.ship_state} ${order.ship_pincode}`, { width: 245 });
  write(pdf, `GSTIN: ${order.buyer_gstin ?? 'Unregistered'}`);
  write(pdf, `Place of supply: ${stateWithCode(order.place_of_supply ?? order.ship_state)}`);
  write(pdf, 'Whether tax is payable on reverse charge: No');
  write(pdf, `Order: ${order.id}`, { width: 245 });

  // The lines: description, HSN, quantity and unit, taxable value, and each tax's rate and amount.
  let y = Math.max(pdf.y, 200) + 14;
  const columns = taxed
    ? [['Description', 150], ['HSN', 40], ['Qty', 50], ['Rate', 60], ['Taxable value', 65], ['GST', 30], ['CGST', 40], ['SGST', 40], ['IGST', 40]]
    : [['Description', 220], ['HSN', 50], ['Qty', 60], ['Rate', 90], ['Value', 95]];
  const row = (cells: string[], bold = false) => {
    let x = left;
    const top = y;
    let bottom = y;
    cells.forEach((cell, i) => {
      const w = columns[i]![1] as number;
      write(pdf, cell, { x, y: top, width: w - 4, bold });
      bottom = Math.max(bottom, pdf.y);
      x += w;
    });
    y = bottom + 4;
  };
  pdf.fontSize(8);
  row(columns.map(([name]) => name as string), true);
  pdf.moveTo(left, y - 2).lineTo(left + width, y - 2).stroke();
  for (const l of lines) {
    const qty = `${l.quantity} ${l.unit ?? 'NOS'}`;
    const base = [l.product_name, l.hsn_code ?? '', qty, money(Number(l.unit_price_paise)), money(Number(l.line_total_paise))];
    row(taxed ? [...base, formatRate(l.gst_rate_bp ?? 0), money(Number(l.cgst_paise)), money(Number(l.sgst_paise)), money(Number(l.igst_paise))] : base);
  }
  pdf.moveTo(left, y).lineTo(left + width, y).stroke();
  y += 8;

  const sum = (key: 'cgst_paise' | 'sgst_paise' | 'igst_paise') => lines.reduce((s, l) => s + Number(l[key]), 0);
  const taxable = lines.reduce((s, l) => s + Number(l.line_total_paise), 0);
  const total = taxable + (taxed ? sum('cgst_paise') + sum('sgst_paise') + sum('igst_paise') : 0);
  pdf.fontSize(10);
  const totals: Array<[string, number]> = [[taxed ? 'Taxable value' : 'Value of supply', taxable]];
  if (taxed) totals.push(['CGST', sum('cgst_paise')], ['SGST', sum('sgst_paise')], ['IGST', sum('igst_paise')], ['Total tax', sum('cgst_paise') + sum('sgst_paise') + sum('igst_paise')]);
  totals.push([doc.kind === 'credit_note' ? 'Total credited' : 'Total', total]);
  for (const [label, amount] of totals) {
    const bold = label === 'Total' || label === 'Total credited';
    write(pdf, label, { x: 330, y, bold });
    write(pdf, money(amount), { x: 460, y, bold });
    y = pdf.y + 2;
  }
  write(pdf, `Amount in words: ${rupeesInWords(total)}`, { x: left, y: y + 8, width });
  if (doc.kind === 'bill_of_supply') write(pdf, 'Supply of goods exempt from tax or nil-rated: no GST is charged.', { width });
  if (doc.kind === 'invoice_cum_bill') write(pdf, 'Taxable and nil-rated goods to an unregistered buyer, on one document (CGST Rule 46A).', { width });
  if (doc.kind === 'credit_note') write(pdf, 'Reason: the order was cancelled and its goods were not supplied.', { width });
  write(pdf, `For ${doc.supplier_name}: authorised signatory. This document was generated electronically.`, { width, y: pdf.y + 24, x: left });
  pdf.end();
  return done;
}
