import { GST_STATE_CODES, GSTIN_PATTERN, placeOfSupplyOf } from '#shared/gst';
import { indianDateDdMmYyyy, type IndianStateOrUt } from '#shared/india';
import { paiseToRupeeAmount } from '#shared/money';
import { EWayBillTransportInput, type CargoKind, type TransportMode } from '#shared/schemas/eway-bills';
import { validationMessage } from '#shared/validation-messages';

/**
 * The JSON the e-way bill portal takes for bulk generation (ewaybillgst.gov.in, "Generate Bulk"),
 * for one of the shop's tax invoices (docs/decisions/0073): what the dispatcher uploads when no
 * GSP carries the e-way bill, before entering the number the portal gave.
 */

/** The bulk file's version, as NIC's EWB preparation tool writes it and the portal checks. */
export const EWAY_BILL_JSON_VERSION = '1.0.0621';

/** A postal address as the shop keeps it. */
export interface EWayBillAddress {
  address: string;
  /** The town or village. */
  place: string;
  pincode: string;
  state: IndianStateOrUt;
}

/** A line of the invoice: its goods, their HSN code and quantity in a unit quantity code, its taxable value and GST. */
export interface EWayBillLine {
  name: string;
  hsnCode: string;
  quantity: number;
  /** The unit quantity code (KGS, NOS, LTR...: src/shared/uqc.ts). */
  uqc: string;
  taxablePaise: number;
  cgstRateBp: number;
  sgstRateBp: number;
  igstRateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Everything Part A and Part B are made of, in the shop's terms. */
export interface EWayBillFacts {
  /** The tax invoice: its number and the instant it was issued. */
  document: { number: string; issuedAt: string };
  /** The supplier as the invoice names it: the registration the goods leave from. */
  supplier: EWayBillAddress & { gstin: string; legalName: string };
  /** The buyer billed, at the address the goods go to; no GSTIN for a farmer (unregistered: "URP"). */
  buyer: EWayBillAddress & { gstin: string | null; name: string };
  /** Where the goods go when it is another party's place than the buyer's ("Bill To - Ship To"). */
  shipTo?: EWayBillAddress | null;
  lines: readonly EWayBillLine[];
  /** Charges on the invoice outside its lines (OthValue); 0 when none. */
  otherChargesPaise?: number;
  /** Part B and the distance, as the dispatcher gave them (src/shared/schemas/eway-bills.ts). */
  transport: EWayBillTransportInput;
}

/** Data the portal would refuse: the JSON is not made, and the dispatcher reads why. */
export class EWayBillDataError extends Error {}

const TRANS_MODE: Record<TransportMode, number> = { road: 1, rail: 2, air: 3, ship: 4 };
const VEHICLE_TYPE: Record<CargoKind, 'R' | 'O'> = { regular: 'R', over_dimensional: 'O' };
const stateCode = (state: IndianStateOrUt) => Number(GST_STATE_CODES[state]);
const rupees = paiseToRupeeAmount;
/** A GST rate of the line, in percent as the portal takes it (900 bp -> 9, 250 bp -> 2.5). */
const percent = (rateBp: number) => rateBp / 100;
/** The portal's text fields take no line breaks and have a length each. */
const text = (value: string, max: number) => value.replace(/\s+/g, ' ').trim().slice(0, max);

function pincode(value: string, whose: string): number {
  if (!/^[1-9][0-9]{5}$/.test(value)) throw new EWayBillDataError(`The ${whose} pincode is not 6 digits: ${value}`);
  return Number(value);
}

/**
 * The bulk-upload JSON of one e-way bill: `{ version, billLists: [bill] }`, with the names, codes
 * and types of NIC's preparation tool (which differ from the API's in `transType`,
 * `actualFromStateCode` and `actualToStateCode`). An outward supply (supplyType O, subSupplyType 1)
 * of a tax invoice (INV); the buyer's GSTIN, or URP for a farmer; state codes of the GST table as
 * numbers: `toStateCode` the place of supply (docs/product-rules.md 44), `actualToStateCode` where
 * the goods go. Amounts in rupees rounded to the paisa, rates in percent, HSN codes as text (the
 * leading 0 of chapters 01 to 09 kept). Throws EWayBillDataError for what the portal would refuse:
 * no lines, a bad GSTIN or pincode, Part B the schema refuses, or taxes split against the states
 * (CGST and SGST within one state, IGST between two).
 */
export function buildEWayBillJson(facts: EWayBillFacts) {
  const { document, supplier, buyer, lines } = facts;
  const parsed = EWayBillTransportInput.safeParse(facts.transport);
  if (!parsed.success) throw new EWayBillDataError(parsed.error.issues.map((i) => validationMessage(i.message)).join('; '));
  const transport = parsed.data;
  if (lines.length === 0) throw new EWayBillDataError(`Invoice ${document.number} lists no goods`);
  if (!GSTIN_PATTERN.test(supplier.gstin)) throw new EWayBillDataError(`The supplier's GSTIN is not valid: ${supplier.gstin}`);
  if (buyer.gstin !== null && !GSTIN_PATTERN.test(buyer.gstin)) throw new EWayBillDataError(`The buyer's GSTIN is not valid: ${buyer.gstin}`);
  if (!/^[A-Za-z0-9/-]{1,16}$/.test(document.number)) throw new EWayBillDataError(`An e-way bill takes a document number of 1 to 16 letters, digits, / or -: ${document.number}`);

  const goesTo = facts.shipTo ?? buyer;
  const placeOfSupply = placeOfSupplyOf(goesTo.state, buyer.gstin);
  const intraState = placeOfSupply === supplier.state;
  for (const l of lines) {
    if (!/^[0-9]{4,8}$/.test(l.hsnCode)) throw new EWayBillDataError(`${l.name}: an HSN code is 4 to 8 digits, not "${l.hsnCode}"`);
    if (!/^[A-Z]{3}$/.test(l.uqc)) throw new EWayBillDataError(`${l.name}: a unit quantity code is 3 capitals, not "${l.uqc}"`);
    const splitWrongly = intraState ? l.igstPaise !== 0 || l.igstRateBp !== 0 : l.cgstPaise !== 0 || l.sgstPaise !== 0 || l.cgstRateBp !== 0 || l.sgstRateBp !== 0;
    if (splitWrongly) throw new EWayBillDataError(`${l.name}: ${intraState ? 'a supply within one state is taxed CGST and SGST' : 'a supply between states is taxed IGST'}`);
  }

  const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') => lines.reduce((s, l) => s + l[key], 0);
  const other = facts.otherChargesPaise ?? 0;
  const total = sum('taxablePaise') + sum('cgstPaise') + sum('sgstPaise') + sum('igstPaise') + other;

  const bill = {
    userGstin: supplier.gstin,
    supplyType: 'O',
    subSupplyType: 1,
    subSupplyDesc: '',
    docType: 'INV',
    docNo: document.number,
    docDate: indianDateDdMmYyyy(new Date(document.issuedAt)),
    transType: facts.shipTo ? 2 : 1,
    fromGstin: supplier.gstin,
    fromTrdName: text(supplier.legalName, 100),
    fromAddr1: text(supplier.address, 120),
    fromAddr2: '',
    fromPlace: text(supplier.place, 50),
    fromPincode: pincode(supplier.pincode, "supplier's"),
    fromStateCode: stateCode(supplier.state),
    actualFromStateCode: stateCode(supplier.state),
    toGstin: buyer.gstin ?? 'URP',
    toTrdName: text(buyer.name, 100),
    toAddr1: text(goesTo.address, 120),
    toAddr2: '',
    toPlace: text(goesTo.place, 50),
    toPincode: pincode(goesTo.pincode, 'delivery'),
    toStateCode: stateCode(placeOfSupply),
    actualToStateCode: stateCode(goesTo.state),
    totalValue: rupees(sum('taxablePaise')),
    cgstValue: rupees(sum('cgstPaise')),
    sgstValue: rupees(sum('sgstPaise')),
    igstValue: rupees(sum('igstPaise')),
    cessValue: 0,
    TotNonAdvolVal: 0,
    OthValue: rupees(other),
    totInvValue: rupees(total),
    transMode: TRANS_MODE[transport.mode],
    transDistance: transport.distanceKm,
    transporterName: transport.transporterName ?? '',
    transporterId: transport.transporterId ?? '',
    transDocNo: transport.transportDocNo ?? '',
    transDocDate: transport.transportDocDate ? transport.transportDocDate.split('-').reverse().join('/') : '',
    vehicleNo: transport.vehicleNo ?? '',
    vehicleType: VEHICLE_TYPE[transport.cargo],
    itemList: lines.map((l, i) => ({
      itemNo: i + 1,
      productName: text(l.name, 100),
      productDesc: text(l.name, 100),
      hsnCode: l.hsnCode,
      quantity: l.quantity,
      qtyUnit: l.uqc,
      taxableAmount: rupees(l.taxablePaise),
      sgstRate: percent(l.sgstRateBp),
      cgstRate: percent(l.cgstRateBp),
      igstRate: percent(l.igstRateBp),
      cessRate: 0,
      cessNonAdvol: 0,
    })),
  };
  return { version: EWAY_BILL_JSON_VERSION, billLists: [bill] };
}

export type EWayBillJson = ReturnType<typeof buildEWayBillJson>;
