import { formatRupees } from '#shared/money';
import { isTranslatedLanguage } from '#shared/languages';
import type { PackingLine, PackingOrder } from '#shared/schemas/packing';
import type { OrderRow } from '#server/db/schema';
import { openPdf, writePdfRow as writeRow, writePdfText as write } from '#server/modules/documents';

/** A place goods leave from: the principal place of business (id null) or a godown. */
export interface SlipPlace {
  id: string | null;
  name: string;
  address: string;
}

export interface PackingSlipInput {
  order: Pick<OrderRow, 'created_at' | 'ship_full_name' | 'ship_address' | 'ship_city' | 'ship_state' | 'ship_pincode' | 'ship_phone' | 'language' | 'pickup_point'>;
  packing: PackingOrder;
  from: SlipPlace;
  /** The other places shipping the rest of the order's lines. */
  otherPlaces: string[];
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' });
const packOf = (line: Pick<PackingLine, 'packSize' | 'packUnit'>) => (line.packSize === null || line.packUnit === null ? '' : `${line.packSize} ${line.packUnit}`);

/** The village pickup point an order is collected at (docs/product-rules.md 56), as kept with it; null for a delivery to the buyer. */
function pickupPointOf(json: string | null): { name: string; phone: string } | null {
  if (!json) return null;
  try {
    const point = JSON.parse(json) as { name?: unknown; phone?: unknown };
    return typeof point.name === 'string' ? { name: point.name, phone: typeof point.phone === 'string' ? point.phone : '' } : null;
  } catch {
    return null;
  }
}

/**
 * A packing slip (docs/product-rules.md 61): what goes in the parcel, from where, to whom, and the
 * cash the courier collects on a cash-on-delivery order. Every seed line names its lots, so a
 * recall finds each farmer a lot went to (Seeds Rules; rule 28). No price but that cash: it
 * travels inside the parcel, and the tax invoice is the document of the sale.
 */
export async function renderPackingSlip({ order, packing, from, otherPlaces }: PackingSlipInput): Promise<Uint8Array> {
  const { pdf, done } = await openPdf({ Title: `Packing slip ${packing.number}`, Author: from.name });
  const left = 40;
  const width = pdf.page.width - 80;

  pdf.fontSize(18);
  write(pdf, 'Packing slip', { x: left, y: 40, bold: true });
  pdf.fontSize(10);
  write(pdf, `Order: ${packing.number}`, { x: 360, y: 44, bold: true });
  write(pdf, `Placed: ${dateOf(order.created_at)}`, { x: 360, y: 58 });

  write(pdf, 'Ship from', { x: left, y: 90, bold: true });
  write(pdf, from.name, { width: 250 });
  if (from.address) write(pdf, from.address, { width: 250 });

  write(pdf, 'Ship to', { x: 310, y: 90, bold: true });
  write(pdf, order.ship_full_name, { width: 245 });
  write(pdf, `${order.ship_address}, ${order.ship_city}, ${order.ship_state} ${order.ship_pincode}`, { width: 245 });
  write(pdf, `Phone: ${order.ship_phone}`, { width: 245 });
  const point = pickupPointOf(order.pickup_point);
  if (point) write(pdf, `Collected at: ${point.name}${point.phone ? `, ${point.phone}` : ''}`, { width: 245 });

  // The lines: what, its pack, how many, and the seed lots they were picked from.
  const columns: Array<[string, number]> = [['#', 24], ['Product', 235], ['Pack', 70], ['Qty', 40], ['Seed lots', 146]];
  let y = Math.max(pdf.y, 180) + 16;
  const widths = columns.map(([, w]) => w);
  const row = (cells: string[], bold = false, below: string | null = null) => {
    y = writeRow(pdf, { x: left, y, widths, cells, size: 10, gutter: 6, bold, below: below ? { at: 1, text: below, size: 8.5 } : null }) + 6;
    if (y > pdf.page.height - 120) {
      pdf.addPage();
      y = 40;
    }
  };
  pdf.fontSize(10);
  row(columns.map(([name]) => name), true);
  pdf.moveTo(left, y - 3).lineTo(left + width, y - 3).stroke();
  const language = order.language;
  let kit: string | null = null;
  packing.lines.forEach((line, i) => {
    if (line.kitName && line.kitName !== kit) {
      write(pdf, `Kit: ${line.kitName}`, { x: left, y, width, bold: true });
      y = pdf.y + 4;
    }
    kit = line.kitName;
    // The name the buyer ordered in, under the English one, as on the tax invoice (docs/decisions/0023).
    const otherName = isTranslatedLanguage(language) ? line.otherNames[language] : undefined;
    const lots = line.lots.map((l) => (line.lots.length > 1 ? `${l.lotNumber} × ${l.quantity}` : l.lotNumber)).join(', ');
    row([String(i + 1), line.productName, packOf(line), String(line.quantity), lots], false, otherName && otherName !== line.productName ? otherName : null);
  });
  pdf.moveTo(left, y).lineTo(left + width, y).stroke();
  y += 12;

  const units = packing.lines.reduce((sum, l) => sum + l.quantity, 0);
  write(pdf, `${packing.lines.length} ${packing.lines.length === 1 ? 'line' : 'lines'}, ${units} ${units === 1 ? 'unit' : 'units'} in all`, { x: left, y, width });
  pdf.fontSize(12);
  // The order's cash is collected once, whichever of its parcels brings it (docs/decisions/0076).
  const once = otherPlaces.length ? ' once, for the whole order' : '';
  if (packing.codAmountPaise !== null) write(pdf, `Cash on delivery: collect ${formatRupees(packing.codAmountPaise)}${once}`, { x: left, y: pdf.y + 10, width, bold: true });
  else write(pdf, packing.paymentMethod === 'cod' ? 'Cash on delivery: collected already' : 'Prepaid: collect nothing', { x: left, y: pdf.y + 10, width, bold: true });
  pdf.fontSize(10);
  if (otherPlaces.length) write(pdf, `Other lines of this order ship from: ${otherPlaces.join(', ')}.`, { x: left, y: pdf.y + 8, width });
  write(pdf, 'A packing slip, not a tax invoice: the invoice is sent with the order.', { x: left, y: pdf.y + 20, width });
  pdf.end();
  return done;
}
