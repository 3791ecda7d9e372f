import { describe, expect, it } from 'vitest';
import { buildEWayBillJson, EWAY_BILL_JSON_VERSION, EWayBillDataError, type EWayBillFacts, type EWayBillLine } from '../../src/server/modules/ewaybills/index.ts';

// The portal's bulk-upload JSON (docs/decisions/0073): names, codes and types as NIC's EWB
// preparation tool writes them (version 1.0.0621: transType, actualFromStateCode,
// actualToStateCode; subSupplyType, transMode and state codes as numbers, HSN codes as text).

const line = (over: Partial<EWayBillLine> = {}): EWayBillLine => ({
  name: 'Tractor 45 HP',
  hsnCode: '8701',
  quantity: 1,
  uqc: 'NOS',
  taxablePaise: 7_50_000_00,
  cgstRateBp: 600,
  sgstRateBp: 600,
  igstRateBp: 0,
  cgstPaise: 45_000_00,
  sgstPaise: 45_000_00,
  igstPaise: 0,
  ...over,
});

const supplier: EWayBillFacts['supplier'] = {
  gstin: '27AAPFU0939F1ZV',
  legalName: 'Hariyali Agro Private Limited',
  address: 'Market Yard, Gultekdi',
  place: 'Pune',
  pincode: '411037',
  state: 'Maharashtra',
};

/** An invoice of the shop in Pune to a business in Nashik (within Maharashtra), by road in a truck. */
const intraState = (over: Partial<EWayBillFacts> = {}): EWayBillFacts => ({
  // 23:30 UTC on 9 December is 10 December in India.
  document: { number: 'HYI2627-00000042', issuedAt: '2026-12-09T23:30:00.000Z' },
  supplier,
  buyer: { gstin: '27AABCS1429B1ZB', name: 'Sahyadri Farmers Producer Company', address: 'Mohadi, Dindori Road', place: 'Nashik', pincode: '422207', state: 'Maharashtra' },
  lines: [
    line(),
    // A ₹2,499.50 sprayer at 18%: ₹449.91 of tax, CGST taking the odd paisa.
    line({ name: 'Knapsack Sprayer 16 L', hsnCode: '8424', quantity: 1, taxablePaise: 2_499_50, cgstRateBp: 900, sgstRateBp: 900, cgstPaise: 224_96, sgstPaise: 224_95 }),
  ],
  transport: { mode: 'road', distanceKm: 211, vehicleNo: 'mh 12 ab-1234' },
  ...over,
});

/** To a business in Karnataka: IGST, two lines, one of nil-rated pulses (HSN chapter 07). */
const interState = (over: Partial<EWayBillFacts> = {}): EWayBillFacts => ({
  document: { number: 'HYI2627-00000043', issuedAt: '2026-12-10T05:00:00.000Z' },
  supplier,
  buyer: { gstin: '29AAGCB7383J1Z4', name: 'Tungabhadra Farmers Producer Company', address: 'APMC Yard', place: 'Ballari', pincode: '583101', state: 'Karnataka' },
  lines: [
    line({ name: 'Organic Fertiliser 40 kg', hsnCode: '3105', quantity: 80, uqc: 'KGS', taxablePaise: 60_000_00, cgstRateBp: 0, sgstRateBp: 0, igstRateBp: 500, cgstPaise: 0, sgstPaise: 0, igstPaise: 3_000_00 }),
    line({ name: 'Moong seed', hsnCode: '0713', quantity: 50, uqc: 'KGS', taxablePaise: 6_250_00, cgstRateBp: 0, sgstRateBp: 0, igstRateBp: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }),
  ],
  transport: { mode: 'road', distanceKm: 618, transporterId: '27AAACT2727Q1ZW', transporterName: 'Sai Roadways' },
  ...over,
});

const billOf = (facts: EWayBillFacts) => {
  const json = buildEWayBillJson(facts);
  expect(Object.keys(json)).toEqual(['version', 'billLists']);
  expect(json.version).toBe(EWAY_BILL_JSON_VERSION);
  expect(json.billLists).toHaveLength(1);
  return json.billLists[0]!;
};

describe('the e-way bill bulk JSON', () => {
  it('is version 1.0.0621 with one bill in billLists', () => {
    expect(EWAY_BILL_JSON_VERSION).toBe('1.0.0621');
  });

  it('of an invoice within one state: CGST and SGST, field by field', () => {
    expect(billOf(intraState())).toEqual({
      userGstin: '27AAPFU0939F1ZV',
      supplyType: 'O',
      subSupplyType: 1,
      subSupplyDesc: '',
      docType: 'INV',
      docNo: 'HYI2627-00000042',
      docDate: '10/12/2026',
      transType: 1,
      fromGstin: '27AAPFU0939F1ZV',
      fromTrdName: 'Hariyali Agro Private Limited',
      fromAddr1: 'Market Yard, Gultekdi',
      fromAddr2: '',
      fromPlace: 'Pune',
      fromPincode: 411037,
      fromStateCode: 27,
      actualFromStateCode: 27,
      toGstin: '27AABCS1429B1ZB',
      toTrdName: 'Sahyadri Farmers Producer Company',
      toAddr1: 'Mohadi, Dindori Road',
      toAddr2: '',
      toPlace: 'Nashik',
      toPincode: 422207,
      toStateCode: 27,
      actualToStateCode: 27,
      totalValue: 752499.5,
      cgstValue: 45224.96,
      sgstValue: 45224.95,
      igstValue: 0,
      cessValue: 0,
      TotNonAdvolVal: 0,
      OthValue: 0,
      totInvValue: 842949.41,
      transMode: 1,
      transDistance: 211,
      transporterName: '',
      transporterId: '',
      transDocNo: '',
      transDocDate: '',
      vehicleNo: 'MH12AB1234',
      vehicleType: 'R',
      itemList: [
        { itemNo: 1, productName: 'Tractor 45 HP', productDesc: 'Tractor 45 HP', hsnCode: '8701', quantity: 1, qtyUnit: 'NOS', taxableAmount: 750000, sgstRate: 6, cgstRate: 6, igstRate: 0, cessRate: 0, cessNonAdvol: 0 },
        { itemNo: 2, productName: 'Knapsack Sprayer 16 L', productDesc: 'Knapsack Sprayer 16 L', hsnCode: '8424', quantity: 1, qtyUnit: 'NOS', taxableAmount: 2499.5, sgstRate: 9, cgstRate: 9, igstRate: 0, cessRate: 0, cessNonAdvol: 0 },
      ],
    });
  });

  it('of an invoice between states: IGST, the buyer\'s state code, Part A with the transporter\'s id', () => {
    const bill = billOf(interState());
    expect(bill).toMatchObject({
      docDate: '10/12/2026',
      fromStateCode: 27,
      actualFromStateCode: 27,
      toGstin: '29AAGCB7383J1Z4',
      toStateCode: 29,
      actualToStateCode: 29,
      toPincode: 583101,
      totalValue: 66250,
      cgstValue: 0,
      sgstValue: 0,
      igstValue: 3000,
      totInvValue: 69250,
      transMode: 1,
      transDistance: 618,
      transporterId: '27AAACT2727Q1ZW',
      transporterName: 'Sai Roadways',
      vehicleNo: '',
      vehicleType: 'R',
    });
    expect(bill.itemList).toEqual([
      { itemNo: 1, productName: 'Organic Fertiliser 40 kg', productDesc: 'Organic Fertiliser 40 kg', hsnCode: '3105', quantity: 80, qtyUnit: 'KGS', taxableAmount: 60000, sgstRate: 0, cgstRate: 0, igstRate: 5, cessRate: 0, cessNonAdvol: 0 },
      // The HSN code as text: 0713 keeps its leading 0.
      { itemNo: 2, productName: 'Moong seed', productDesc: 'Moong seed', hsnCode: '0713', quantity: 50, qtyUnit: 'KGS', taxableAmount: 6250, sgstRate: 0, cgstRate: 0, igstRate: 0, cessRate: 0, cessNonAdvol: 0 },
    ]);
  });

  it('of a farmer\'s invoice: URP, the delivery state as the place of supply', () => {
    const farmer = { gstin: null, name: 'Ramesh Patidar', address: 'Village Rau, Mhow Road', place: 'Indore', pincode: '452331', state: 'Madhya Pradesh' as const };
    const bill = billOf(interState({ buyer: farmer }));
    expect(bill).toMatchObject({ toGstin: 'URP', toTrdName: 'Ramesh Patidar', toPlace: 'Indore', toPincode: 452331, toStateCode: 23, actualToStateCode: 23, transType: 1 });
  });

  it('of goods shipped to another party\'s place: Bill To - Ship To, the buyer\'s GSTIN state billed', () => {
    const shipTo = { address: 'Plot 4, MIDC', place: 'Kolhapur', pincode: '416234', state: 'Maharashtra' as const };
    const bill = billOf(interState({ shipTo }));
    expect(bill).toMatchObject({ transType: 2, toGstin: '29AAGCB7383J1Z4', toAddr1: 'Plot 4, MIDC', toPlace: 'Kolhapur', toPincode: 416234, toStateCode: 29, actualToStateCode: 27 });
  });

  it('by rail, with the transport document, over-dimensional cargo, and other charges', () => {
    const bill = billOf(
      intraState({
        otherChargesPaise: 1_500_00,
        transport: { mode: 'rail', distanceKm: 0, cargo: 'over_dimensional', transportDocNo: 'RR-1234/26', transportDocDate: '2026-12-11' },
      }),
    );
    expect(bill).toMatchObject({ transMode: 2, transDistance: 0, vehicleType: 'O', transDocNo: 'RR-1234/26', transDocDate: '11/12/2026', vehicleNo: '', OthValue: 1500, totInvValue: 844449.41 });
  });

  it('refuses taxes split against the states', () => {
    expect(() => buildEWayBillJson(interState({ lines: [line()] }))).toThrow(new EWayBillDataError('Tractor 45 HP: a supply between states is taxed IGST'));
    const igstWithin = line({ cgstRateBp: 0, sgstRateBp: 0, cgstPaise: 0, sgstPaise: 0, igstRateBp: 1200, igstPaise: 90_000_00 });
    expect(() => buildEWayBillJson(intraState({ lines: [igstWithin] }))).toThrow('a supply within one state is taxed CGST and SGST');
  });

  it('refuses what the portal would: no lines, bad GSTINs, pincodes, HSN codes, units and Part B', () => {
    const refusals: Array<[Partial<EWayBillFacts>, string]> = [
      [{ lines: [] }, 'lists no goods'],
      [{ supplier: { ...supplier, gstin: '27AAPFU0939F1Z' } }, "supplier's GSTIN"],
      [{ buyer: { ...intraState().buyer, gstin: 'URP' } }, "buyer's GSTIN"],
      [{ supplier: { ...supplier, pincode: '41103' } }, "supplier's pincode"],
      [{ lines: [line({ hsnCode: '87' })] }, 'HSN code'],
      [{ lines: [line({ uqc: 'kg' })] }, 'unit quantity code'],
      [{ document: { number: 'HYI 2627 00000042', issuedAt: '2026-12-09T23:30:00.000Z' } }, 'document number'],
      [{ transport: { mode: 'road', distanceKm: 100, vehicleNo: 'DL1AB123' } }, 'vehicle number as the e-way bill portal takes it'],
      [{ transport: { mode: 'road', distanceKm: 100 } }, 'By road, give the vehicle number or the transporter ID'],
      [{ transport: { mode: 'air', distanceKm: 100 } }, "transport document's number and date"],
      [{ transport: { mode: 'road', distanceKm: 4001, vehicleNo: 'MH12AB1234' } }, 'from 0 to 4000'],
    ];
    for (const [over, message] of refusals) expect(() => buildEWayBillJson(intraState(over)), message).toThrow(message);
  });
});
