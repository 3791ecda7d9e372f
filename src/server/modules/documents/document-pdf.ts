import { rupeesInWords } from '#shared/amount-in-words';
import { formatRate, GST_STATE_CODES, stateOfGstin } from '#shared/gst';
import { formatRupees } from '#shared/money';
import { formatOrderNumber } from '#shared/order-number';
import { uqcQuantity } from '#shared/uqc';
import type { OrderItemRow, OrderRow } from '#server/db/schema';
import { parseOtherNames } from '#server/modules/catalog';
import { isTranslatedLanguage } from '#shared/languages';
import type { DocumentRow } from './documents.repository.ts';
import { openPdf, write, writeRow, type Doc } from './pdf-text.ts';

/**
 * The PDF of a tax document, with every particular CGST Rules 46, 46A, 49 and 53 ask for. Text is
 * set in Noto Sans Devanagari (SIL Open Font License, from @fontsource), embedded: its Latin face
 * for Latin text, its Devanagari face for ₹ and for Hindi and Marathi. A line of an order placed in
 * Hindi or Marathi shows the product's name in that language, as sold, under the English one (docs/decisions/0023).
 */

const TITLES = {
  tax_invoice: 'Tax Invoice',
  bill_of_supply: 'Bill of Supply',
  invoice_cum_bill: 'Invoice-cum-Bill of Supply',
  credit_note: 'Credit Note',
} as const;

const stateWithCode = (state: string) => `${state} (${GST_STATE_CODES[state as keyof typeof GST_STATE_CODES] ?? '--'})`;
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' });
const money = (paise: number) => formatRupees(paise);

/** A line as a document lists it: what was sold, and the quantity and amounts it states (a credit note's, what it credits). */
export type DocumentLine = Pick<
  OrderItemRow,
  'id' | 'product_name' | 'product_names' | 'hsn_code' | 'quantity' | 'pack_size' | 'pack_unit' | 'unit_price_paise' | 'line_total_paise' | 'gst_rate_bp' | 'cgst_paise' | 'sgst_paise' | 'igst_paise' | 'discount_paise'
> &
  Partial<Pick<OrderItemRow, 'kit_product_id' | 'kit_name' | 'kit_quantity'>>;

/** What a tax invoice or credit note reported to the IRP prints of its e-invoice (docs/product-rules.md 45). */
export interface EInvoiceMark {
  irn: string;
  ackNo: string | null;
  ackDate: string | null;
  /** The IRP's signed QR code text, drawn as a QR code. */
  signedQrCode: string | null;
  /** The IRN was cancelled at the IRP (the order cancelled within 24 hours, a credit note with its invoice). */
  cancelled: boolean;
}

/** The e-way bill of the consignment a tax invoice covers (docs/product-rules.md 57): its number and validity. */
export interface EWayBillMark {
  number: string;
  /** ISO instants: when it was generated, and midnight in India at the end of its last day. */
  generatedAt: string;
  validUntil: string;
}

export interface DocumentPdfInput {
  doc: DocumentRow;
  order: OrderRow;
  lines: DocumentLine[];
  /** The e-invoice's IRN and signed QR code, once the IRP registered the document. */
  einvoice?: EInvoiceMark;
  /** The e-way bill the goods travel with, once it is entered or generated. */
  ewayBill?: EWayBillMark;
}

const IST_MS = 330 * 60_000;
/** "dd/mm/yyyy HH:mm" in India, as the e-way bill system writes its times. */
function indianDateTime(ms: number): string {
  const [date, time] = new Date(ms + IST_MS).toISOString().slice(0, 16).split('T') as [string, string];
  return `${date.split('-').reverse().join('/')} ${time}`;
}

/**
 * Draws a QR code of `text` at (x, y), `size` points wide: its dark modules as filled squares
 * (the qrcode package makes the matrix; pdfkit draws it as vectors, sharp at any zoom), with the
 * quiet zone of 4 modules around it that readers need.
 */
async function drawQrCode(pdf: Doc, text: string, x: number, y: number, size: number): Promise<void> {
  const { default: QRCode } = await import('qrcode');
  let qr: ReturnType<typeof QRCode.create>;
  try {
    qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  } catch {
    // A long signed code may not fit at M: L holds the most.
    qr = QRCode.create(text, { errorCorrectionLevel: 'L' });
  }
  const count = qr.modules.size;
  const cell = size / (count + 8);
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) if (qr.modules.get(row, col)) pdf.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell);
  }
  pdf.fillColor('black').fill();
}

/**
 * The line's product name in the language the buyer ordered in (Hindi or Marathi), as sold; none
 * for an order in English, or a product that had no name in that language.
 */
function buyerLanguageName(order: Pick<OrderRow, 'language'>, line: Pick<DocumentLine, 'product_name' | 'product_names'>): string | null {
  const language = order.language;
  if (!isTranslatedLanguage(language)) return null;
  const name = parseOtherNames(line.product_names)[language]?.trim();
  return name && name !== line.product_name ? name : null;
}

export async function renderDocumentPdf({ doc, order, lines, einvoice, ewayBill }: DocumentPdfInput): Promise<Uint8Array> {
  const { pdf, done } = await openPdf({ Title: `${TITLES[doc.kind]} ${doc.number}`, Author: doc.supplier_name });

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

  // A business buyer is billed by its legal name, GSTIN and state; the goods go where it asked
  // (bill to, ship to: docs/product-rules.md 44). A farmer is billed where the goods go.
  const billedState = order.buyer_gstin ? stateOfGstin(order.buyer_gstin) : undefined;
  const shipTo = `${order.ship_address}, ${order.ship_city}, ${order.ship_state} ${order.ship_pincode}`;
  if (order.buyer_gstin) {
    write(pdf, 'Recipient (bill to)', { x: 310, y: 90, bold: true });
    write(pdf, order.buyer_legal_name ?? order.ship_full_name, { width: 245 });
    // Its registered address (CGST Rule 46); orders from before it was asked have none.
    if (order.buyer_address) write(pdf, `${order.buyer_address}, ${order.buyer_city ?? ''} ${order.buyer_pincode ?? ''}`.trim(), { width: 245 });
    write(pdf, `GSTIN: ${order.buyer_gstin}`);
    if (billedState) write(pdf, `State: ${stateWithCode(billedState)}`);
    write(pdf, 'Ship to', { width: 245, bold: true });
    write(pdf, order.ship_full_name, { width: 245 });
    write(pdf, shipTo, { width: 245 });
  } else {
    write(pdf, 'Recipient (bill to and ship to)', { x: 310, y: 90, bold: true });
    write(pdf, order.ship_full_name, { width: 245 });
    write(pdf, shipTo, { width: 245 });
    write(pdf, 'GSTIN: Unregistered');
  }
  write(pdf, `Place of supply: ${stateWithCode(order.place_of_supply ?? order.ship_state)}`);
  write(pdf, 'Whether tax is payable on reverse charge: No');
  // The order's number as the buyer knows it (docs/product-rules.md 30), never its internal id.
  write(pdf, `Order: ${formatOrderNumber(order.number)}`, { width: 245 });

  // The lines: description, HSN, quantity and unit, taxable value, and each tax's rate and amount.
  // A discount known at the sale is shown line by line, taken off before the taxable value
  // (docs/product-rules.md 43; section 15(3) of the CGST Act). A credit note states what it
  // credits, the taxable value already net of any discount.
  let y = Math.max(pdf.y, 200) + 14;
  const discounted = doc.kind !== 'credit_note' && lines.some((l) => Number(l.discount_paise) > 0);
  const columns = discounted
    ? taxed
      ? [['Description', 110], ['HSN', 34], ['Qty', 66], ['Rate', 60], ['Discount', 50], ['Taxable value', 58], ['GST', 28], ['CGST', 36], ['SGST', 36], ['IGST', 36]]
      : [['Description', 170], ['HSN', 45], ['Qty', 80], ['Rate', 80], ['Discount', 65], ['Value', 75]]
    : taxed
      ? [['Description', 125], ['HSN', 36], ['Qty', 72], ['Rate', 67], ['Taxable value', 65], ['GST', 30], ['CGST', 40], ['SGST', 40], ['IGST', 40]]
      : [['Description', 200], ['HSN', 45], ['Qty', 85], ['Rate', 90], ['Value', 95]];
  // `below`: a second, smaller line under the first cell (the name in the buyer's language).
  const widths = columns.map(([, w]) => w as number);
  const row = (cells: string[], bold = false, below: string | null = null) => {
    y = writeRow(pdf, { x: left, y, widths, cells, size: 8, gutter: 4, bold, below: below ? { at: 0, text: below, size: 7.5 } : null }) + 4;
  };
  pdf.fontSize(8);
  row(columns.map(([name]) => name as string), true);
  pdf.moveTo(left, y - 2).lineTo(left + width, y - 2).stroke();
  let kit: string | null = null;
  for (const l of lines) {
    // A kit's parts are listed under the kit's name, as sold (docs/product-rules.md 48): each part
    // its own line with its HSN code, rate, discount and tax.
    const kitOfLine = l.kit_product_id ? `${l.kit_product_id}:${l.kit_quantity}` : null;
    if (kitOfLine && kitOfLine !== kit) {
      write(pdf, `${l.kit_name ?? ''} × ${l.kit_quantity ?? ''}:`, { x: left, y, width, bold: true });
      y = pdf.y + 2;
    }
    kit = kitOfLine;
    // In a unit quantity code true to the goods: 2 bags of 40 kg are "80 KGS (2 x 40 kg)"
    // (docs/decisions/0035-uqc-and-gst-classes); the rate column stays per unit sold.
    const q = uqcQuantity(l.quantity, l.pack_size === null ? null : Number(l.pack_size), l.pack_unit);
    const qty = q.packEach ? `${q.quantity} ${q.uqc} (${l.quantity} x ${q.packEach})` : `${q.quantity} ${q.uqc}`;
    const rate = q.packEach ? `${money(Number(l.unit_price_paise))} per ${q.packEach}` : money(Number(l.unit_price_paise));
    const base = [l.product_name, l.hsn_code ?? '', qty, rate, ...(discounted ? [money(Number(l.discount_paise))] : []), money(Number(l.line_total_paise))];
    row(taxed ? [...base, formatRate(l.gst_rate_bp ?? 0), money(Number(l.cgst_paise)), money(Number(l.sgst_paise)), money(Number(l.igst_paise))] : base, false, buyerLanguageName(order, l));
  }
  pdf.moveTo(left, y).lineTo(left + width, y).stroke();
  y += 8;

  const sum = (key: 'cgst_paise' | 'sgst_paise' | 'igst_paise') => lines.reduce((s, l) => s + Number(l[key]), 0);
  const taxable = lines.reduce((s, l) => s + Number(l.line_total_paise), 0);
  const total = taxable + (taxed ? sum('cgst_paise') + sum('sgst_paise') + sum('igst_paise') : 0);
  pdf.fontSize(10);
  const discount = discounted ? lines.reduce((s, l) => s + Number(l.discount_paise), 0) : 0;
  const totals: Array<[string, number]> = discounted ? [['Value before discount', taxable + discount], ['Discount', -discount]] : [];
  totals.push([taxed ? 'Taxable value' : 'Value of supply', taxable]);
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
  if (doc.kind === 'credit_note') {
    const reason = doc.credit_reason === 'refund' ? 'Reason: these goods were returned or not supplied, and their price refunded.' : 'Reason: the order was cancelled and its goods were not supplied.';
    write(pdf, reason, { width });
  }
  // An e-invoice: the IRP's reference number, acknowledgement and signed QR code (docs/product-rules.md 45).
  if (einvoice) {
    const qrSize = 120;
    if (pdf.y + qrSize + 40 > pdf.page.height - 40) pdf.addPage();
    const top = pdf.y + 14;
    pdf.fontSize(9);
    write(pdf, einvoice.cancelled ? 'e-Invoice (IRN cancelled at the IRP)' : 'e-Invoice', { x: left, y: top, bold: true });
    pdf.fontSize(8);
    write(pdf, `IRN: ${einvoice.irn}`, { width: width - qrSize - 10 });
    if (einvoice.ackNo) write(pdf, `Ack No: ${einvoice.ackNo}`);
    if (einvoice.ackDate) write(pdf, `Ack Date: ${einvoice.ackDate}`);
    const textBottom = pdf.y;
    if (einvoice.signedQrCode) await drawQrCode(pdf, einvoice.signedQrCode, left + width - qrSize, top, qrSize);
    pdf.y = Math.max(textBottom, einvoice.signedQrCode ? top + qrSize : textBottom);
    pdf.fontSize(10);
  }
  // The e-way bill the goods travel with (docs/product-rules.md 57): its number, and valid until
  // the last minute of its last day in India (validUntil is the midnight that ends it).
  if (ewayBill) {
    pdf.fontSize(9);
    write(pdf, `E-way bill No: ${ewayBill.number}`, { x: left, y: pdf.y + 14, bold: true });
    pdf.fontSize(8);
    write(pdf, `Generated: ${indianDateTime(Date.parse(ewayBill.generatedAt))}   Valid until: ${indianDateTime(Date.parse(ewayBill.validUntil) - 60_000)}`, { width });
    pdf.fontSize(10);
  }
  write(pdf, `For ${doc.supplier_name}: authorised signatory. This document was generated electronically.`, { width, y: pdf.y + 24, x: left });
  pdf.end();
  return done;
}
