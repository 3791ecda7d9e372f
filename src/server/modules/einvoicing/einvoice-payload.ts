import { GST_STATE_CODES, stateOfGstin } from '#shared/gst';
import { indianDateDdMmYyyy, type IndianStateOrUt } from '#shared/india';
import { paiseToRupeeAmount } from '#shared/money';
import type { PackUnit } from '#shared/pack';
import { uqcQuantity } from '#shared/uqc';
import { splitAddress } from '#shared/postal-address';

/**
 * What an e-invoice is made of: the document as issued (a tax invoice, or a credit note against
 * one), its order's buyer and its lines: a credit note's are what it credits (documents and orders answer).
 */
export interface InvoiceFacts {
  doc: {
    id: string;
    kind: string;
    number: string;
    issued_at: string;
    /** A credit note's invoice: its number and when it was issued (null on a tax invoice). */
    refers_to_number: string | null;
    refers_to_issued_at: string | null;
    supplier_name: string;
    supplier_address: string;
    supplier_state: IndianStateOrUt;
    supplier_gstin: string | null;
    taxable_paise: number;
    tax_paise: number;
  };
  order: {
    buyer_gstin: string | null;
    buyer_legal_name: string | null;
    /** Its registered address (null on business orders from before it was asked: the delivery address stands in). */
    buyer_address: string | null;
    buyer_city: string | null;
    buyer_pincode: string | null;
    place_of_supply: IndianStateOrUt | null;
    ship_full_name: string;
    ship_address: string;
    ship_city: string;
    ship_state: IndianStateOrUt;
    ship_pincode: string;
  };
  lines: Array<{
    product_name: string;
    hsn_code: string | null;
    quantity: number;
    pack_size: number | null;
    pack_unit: PackUnit | null;
    unit_price_paise: number;
    /** The taxable value (a credit note's: of the units it credits). */
    line_total_paise: number;
    /** The discount taken off before it (a credit note's: the credited units' share). */
    discount_paise: number;
    gst_rate_bp: number | null;
    cgst_paise: number;
    sgst_paise: number;
    igst_paise: number;
  }>;
}

/** A fault in the shop's own data the IRP would refuse: the invoice is not sent, and the admin reads why. */
export class PayloadError extends Error {}

/** Paise as rupees with 2 decimals, as the IRP's amounts are (a number, not text). */
const rupees = paiseToRupeeAmount;
const code = (state: IndianStateOrUt) => GST_STATE_CODES[state];
/** dd/mm/yyyy, the document's day in India. */
const ddmmyyyy = (iso: string) => indianDateDdMmYyyy(new Date(iso));

export { splitAddress };

/** The document types of the schema (DocDtls.Typ) the shop reports: a tax invoice, a credit note against one. */
const DOCUMENT_TYPES: Record<string, 'INV' | 'CRN' | undefined> = { tax_invoice: 'INV', credit_note: 'CRN' };

/**
 * The INV-01 JSON (the e-invoice schema, version 1.1) of one of the shop's documents to a
 * business buyer (docs/product-rules.md 45, docs/decisions/0061): a tax invoice (DocDtls.Typ INV),
 * or a credit note against one (CRN), which names that invoice's number and date in
 * RefDtls.PrecDocDtls and lists what it credits. Amounts in rupees with 2 decimals; each line's
 * Discount is its share of the coupon (docs/product-rules.md 43) and its AssAmt the taxable value
 * after it, so the document's AssVal and taxes are its own and ValDtls carries no second
 * discount. Qty and Unit in the line's unit quantity code (80 KGS for two 40 kg bags), UnitPrice
 * per that unit (3 decimals, as the schema allows). The buyer is billed at its registered address
 * in its GSTIN's state (Stcd) and the place of supply (Pos) is the order's; where the goods went
 * is ShipDtls when that is another address (docs/product-rules.md 44). Throws PayloadError for what
 * the shop must fix first (no GSTIN of its own, no pincode in its business address) or a document
 * the IRP must not be sent (lines that do not add up to it, a credit note naming no invoice).
 */
export function buildInvoicePayload({ doc, order, lines }: InvoiceFacts) {
  const type = DOCUMENT_TYPES[doc.kind];
  if (!type) throw new PayloadError(`A ${doc.kind.replace(/_/g, ' ')} is not e-invoiced`);
  if (!doc.supplier_gstin) throw new PayloadError(`The ${type === 'CRN' ? 'credit note' : 'invoice'} names no GSTIN of the shop: save it in Admin -> Tax & Business`);
  if (!order.buyer_gstin) throw new PayloadError('The order has no buyer GSTIN: only business invoices are e-invoiced');
  const seller = splitAddress(doc.supplier_address);
  if (!seller) throw new PayloadError('The shop\'s business address has no 6-digit pincode: add it in Admin -> Tax & Business and send the invoice again');
  if (type === 'CRN' && !(doc.refers_to_number && doc.refers_to_issued_at)) throw new PayloadError('The credit note names no invoice it credits');
  if (lines.length === 0) throw new PayloadError('The document lists no lines');
  const billedState = stateOfGstin(order.buyer_gstin) ?? order.ship_state;
  const placeOfSupply = order.place_of_supply ?? billedState;
  const pin = Number(order.ship_pincode);
  // Billed at its registered address (docs/product-rules.md 44); the goods' address is ShipDtls when it differs.
  const billed = order.buyer_address && order.buyer_city && order.buyer_pincode ? { address: order.buyer_address, city: order.buyer_city, pin: Number(order.buyer_pincode) } : { address: order.ship_address, city: order.ship_city, pin };
  const shippedElsewhere = order.ship_state !== billedState || billed.pin !== pin || billed.address !== order.ship_address;

  const items = lines.map((l, i) => {
    const q = uqcQuantity(l.quantity, l.pack_size === null ? null : Number(l.pack_size), l.pack_unit);
    const assessable = Number(l.line_total_paise);
    const discount = Number(l.discount_paise);
    const tax = Number(l.cgst_paise) + Number(l.sgst_paise) + Number(l.igst_paise);
    return {
      SlNo: String(i + 1),
      PrdDesc: l.product_name.slice(0, 300),
      IsServc: 'N',
      HsnCd: l.hsn_code ?? '',
      Qty: q.quantity,
      Unit: q.uqc,
      UnitPrice: Math.round((Number(l.unit_price_paise) * l.quantity * 10) / q.quantity) / 1000,
      TotAmt: rupees(assessable + discount),
      Discount: rupees(discount),
      AssAmt: rupees(assessable),
      GstRt: (l.gst_rate_bp ?? 0) / 100,
      IgstAmt: rupees(Number(l.igst_paise)),
      CgstAmt: rupees(Number(l.cgst_paise)),
      SgstAmt: rupees(Number(l.sgst_paise)),
      TotItemVal: rupees(assessable + tax),
    };
  });
  const sum = (key: 'line_total_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise') => lines.reduce((s, l) => s + Number(l[key]), 0);
  const assessable = sum('line_total_paise');
  const taxes = sum('cgst_paise') + sum('sgst_paise') + sum('igst_paise');
  // ValDtls is the document's own: lines that do not add up to it are the shop's fault, not the IRP's to find.
  if (assessable !== Number(doc.taxable_paise) || taxes !== Number(doc.tax_paise)) throw new PayloadError(`The lines of ${doc.number} do not add up to its taxable value and tax`);

  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: type, No: doc.number, Dt: ddmmyyyy(doc.issued_at) },
    SellerDtls: { Gstin: doc.supplier_gstin, LglNm: doc.supplier_name.slice(0, 100), Addr1: seller.addr1, Loc: seller.loc, Pin: seller.pin, Stcd: code(doc.supplier_state) },
    BuyerDtls: {
      Gstin: order.buyer_gstin,
      LglNm: (order.buyer_legal_name ?? order.ship_full_name).slice(0, 100),
      Pos: code(placeOfSupply),
      Addr1: billed.address.slice(0, 100),
      Loc: billed.city.slice(0, 50),
      Pin: billed.pin,
      Stcd: code(billedState),
    },
    ...(shippedElsewhere
      ? { ShipDtls: { LglNm: order.ship_full_name.slice(0, 100), Addr1: order.ship_address.slice(0, 100), Loc: order.ship_city.slice(0, 50), Pin: pin, Stcd: code(order.ship_state) } }
      : {}),
    ItemList: items,
    ValDtls: { AssVal: rupees(assessable), CgstVal: rupees(sum('cgst_paise')), SgstVal: rupees(sum('sgst_paise')), IgstVal: rupees(sum('igst_paise')), TotInvVal: rupees(assessable + taxes) },
    // The invoice a credit note reverses (RefDtls.PrecDocDtls: its number and date, as the IRP has them).
    ...(type === 'CRN' ? { RefDtls: { PrecDocDtls: [{ InvNo: doc.refers_to_number!, InvDt: ddmmyyyy(doc.refers_to_issued_at!) }] } } : {}),
  };
}

export type InvoicePayload = ReturnType<typeof buildInvoicePayload>;
