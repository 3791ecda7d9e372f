import type { IndianStateOrUt } from '#shared/india';

/**
 * Indian GST as the shop charges it (docs/product-rules.md 3; docs/decisions/0012): a rate per
 * HSN code, charged per line, split into CGST + SGST (half the rate each) when supplier and
 * place of supply are in the same state, or IGST at the full rate otherwise. Pure functions,
 * shared by the server (which decides) and the client (which shows the same figures).
 */

/** A GST rate in basis points of the taxable value: 500 is 5%, 1800 is 18%, 25 is 0.25%. */
export type RateBp = number;

export const formatRate = (rateBp: RateBp) => `${rateBp / 100}%`;

/** The 2-digit GST state codes (the first two characters of a GSTIN; place of supply on invoices). */
export const GST_STATE_CODES: Record<IndianStateOrUt, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  // 25 was Daman and Diu before it merged with Dadra and Nagar Haveli (26) in 2020.
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** GSTIN: state code, the 10-character PAN, entity number, 'Z' (by default), check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN: a mod-36 check over the first 14 (the GSTN's published scheme,
 * a Luhn mod N with N = 36). Each character's value is weighted 1, 2, 1, 2...; a weighted value
 * of 36 or more counts as quotient + remainder.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

export function hasValidGstinCheck(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/** The state a GSTIN is registered in, from its first two digits. */
export function stateOfGstin(gstin: string): IndianStateOrUt | undefined {
  const code = gstin.slice(0, 2);
  return (Object.keys(GST_STATE_CODES) as IndianStateOrUt[]).find((state) => GST_STATE_CODES[state] === code);
}

/**
 * The place of supply of goods the shop delivers (docs/product-rules.md 44): the delivery state
 * (section 10(1)(a) of the IGST Act), or for a business buyer who gave its GSTIN, the state of
 * that registration, wherever the goods are delivered (section 10(1)(b): the goods are delivered
 * on the direction of the buyer billed, and its GSTIN names its place of business).
 */
export function placeOfSupplyOf(deliveryState: IndianStateOrUt, buyerGstin?: string | null): IndianStateOrUt {
  return (buyerGstin && stateOfGstin(buyerGstin)) || deliveryState;
}

export interface LineTax {
  taxablePaise: number;
  rateBp: RateBp;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Half away from zero, to the paisa. */
const roundPaise = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/**
 * The tax of one line, rounded to the paisa on the line. Within one state the tax is split into
 * CGST and SGST; when the tax is an odd number of paise, CGST takes the extra paisa, so the two
 * always add up exactly to the line's tax.
 */
export function lineTax(taxablePaise: number, rateBp: RateBp, intraState: boolean): LineTax {
  const tax = roundPaise((taxablePaise * rateBp) / 10_000);
  if (!intraState) return { taxablePaise, rateBp, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const sgst = Math.floor(tax / 2);
  return { taxablePaise, rateBp, cgstPaise: tax - sgst, sgstPaise: sgst, igstPaise: 0 };
}

export const taxOfLine = (t: Pick<LineTax, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>) => t.cgstPaise + t.sgstPaise + t.igstPaise;

export interface TaxSplitRow {
  kind: 'cgst' | 'sgst' | 'igst';
  /** The rate of this tax: half the GST rate for CGST and SGST. */
  rateBp: RateBp;
  taxablePaise: number;
  amountPaise: number;
}

/** The summary an order shows: each tax by its rate (CGST 2.5%, SGST 2.5%, IGST 18%...), zero rows left out. */
export function taxSplit(lines: LineTax[]): TaxSplitRow[] {
  const rows = new Map<string, TaxSplitRow>();
  const add = (kind: TaxSplitRow['kind'], rateBp: RateBp, taxable: number, amount: number) => {
    if (amount === 0) return;
    const key = `${kind}:${rateBp}`;
    const row = rows.get(key) ?? { kind, rateBp, taxablePaise: 0, amountPaise: 0 };
    row.taxablePaise += taxable;
    row.amountPaise += amount;
    rows.set(key, row);
  };
  for (const l of lines) {
    add('cgst', l.rateBp / 2, l.taxablePaise, l.cgstPaise);
    add('sgst', l.rateBp / 2, l.taxablePaise, l.sgstPaise);
    add('igst', l.rateBp, l.taxablePaise, l.igstPaise);
  }
  const order = { cgst: 0, sgst: 1, igst: 2 };
  return [...rows.values()].sort((a, b) => order[a.kind] - order[b.kind] || a.rateBp - b.rateBp);
}

/**
 * The GST of a cart before the delivery state is known: each line at its product's rate, rounded
 * per line. The same total the order will charge, whichever state it goes to (only the split
 * between CGST + SGST and IGST depends on that).
 */
export function cartGst(lines: Array<{ pricePaise: number; quantity: number; gstRateBp: number }>): number {
  return lines.reduce((sum, l) => sum + taxOfLine(lineTax(l.pricePaise * l.quantity, l.gstRateBp ?? 0, false)), 0);
}
