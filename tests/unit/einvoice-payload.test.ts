import { describe, expect, it } from 'vitest';
import { buildInvoicePayload, PayloadError, splitAddress, type InvoiceFacts } from '../../src/server/modules/einvoicing/einvoice-payload.ts';

const line = (over: Partial<InvoiceFacts['lines'][number]>): InvoiceFacts['lines'][number] => ({
  product_name: 'Soil Testing Kit',
  hsn_code: '9027',
  quantity: 1,
  pack_size: null,
  pack_unit: null,
  unit_price_paise: 2500_00,
  line_total_paise: 2500_00,
  discount_paise: 0,
  gst_rate_bp: 1800,
  cgst_paise: 0,
  sgst_paise: 0,
  igst_paise: 450_00,
  ...over,
});

/** The document's taxable value and tax: its lines' (as documents issue them). */
const totalsOf = (lines: InvoiceFacts['lines']) => ({
  taxable_paise: lines.reduce((s, l) => s + l.line_total_paise, 0),
  tax_paise: lines.reduce((s, l) => s + l.cgst_paise + l.sgst_paise + l.igst_paise, 0),
});

/** A tax invoice of the shop in Maharashtra to a Karnataka business, shipped to Pune: two lines, a coupon on both. */
const facts = (over: Partial<InvoiceFacts> = {}): InvoiceFacts => {
  const lines = over.lines ?? [
    line({ quantity: 1, line_total_paise: 2250_00, discount_paise: 250_00, igst_paise: 405_00 }),
    // Two 40 kg bags of a 5% fertiliser at ₹4,000.00 each, ₹366.67 off: 80 KGS at ₹100 a kg.
    line({ product_name: 'Organic Fertiliser', hsn_code: '3105', quantity: 2, pack_size: 40, pack_unit: 'kg', unit_price_paise: 4000_00, line_total_paise: 7633_33, discount_paise: 366_67, gst_rate_bp: 500, igst_paise: 381_67 }),
  ];
  return {
    doc: {
      id: 'd1',
      kind: 'tax_invoice',
      number: 'HYI2627-00000042',
      // 23:30 UTC on 9 December is 10 December in India.
      issued_at: '2026-12-09T23:30:00.000Z',
      refers_to_number: null,
      refers_to_issued_at: null,
      supplier_name: 'Hariyali Agro Private Limited',
      supplier_address: 'Market Yard, Gultekdi, Pune 411037',
      supplier_state: 'Maharashtra',
      supplier_gstin: '27AAPFU0939F1ZV',
      ...totalsOf(lines),
    },
    order: {
      buyer_gstin: '29AAGCB7383J1Z4',
      buyer_legal_name: 'Tungabhadra Farmers Producer Company',
      buyer_address: 'APMC Yard, Ring Road',
      buyer_city: 'Hubballi',
      buyer_pincode: '580029',
      place_of_supply: 'Karnataka',
      ship_full_name: 'Ramesh Patil',
      ship_address: '12 Station Road',
      ship_city: 'Pune',
      ship_state: 'Maharashtra',
      ship_pincode: '411001',
    },
    ...over,
    lines,
  };
};

describe('the e-invoice (INV-01) of a tax invoice', () => {
  it('states the document, the seller and the business buyer as the IRP asks', () => {
    const p = buildInvoicePayload(facts());
    expect(p.Version).toBe('1.1');
    expect(p.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' });
    expect(p.DocDtls).toEqual({ Typ: 'INV', No: 'HYI2627-00000042', Dt: '10/12/2026' });
    expect(p.SellerDtls).toEqual({ Gstin: '27AAPFU0939F1ZV', LglNm: 'Hariyali Agro Private Limited', Addr1: 'Market Yard, Gultekdi', Loc: 'Pune', Pin: 411037, Stcd: '27' });
    // Billed at its registered address in its GSTIN's state (29), supplied there (Pos 29), shipped to Pune (27): docs/product-rules.md 44.
    expect(p.BuyerDtls).toEqual({ Gstin: '29AAGCB7383J1Z4', LglNm: 'Tungabhadra Farmers Producer Company', Pos: '29', Addr1: 'APMC Yard, Ring Road', Loc: 'Hubballi', Pin: 580029, Stcd: '29' });
    expect(p.ShipDtls).toEqual({ LglNm: 'Ramesh Patil', Addr1: '12 Station Road', Loc: 'Pune', Pin: 411001, Stcd: '27' });
  });

  it('gives each line in rupees with 2 decimals: its discount, taxable value (AssAmt), tax and unit in its UQC', () => {
    const [kit, fertiliser] = buildInvoicePayload(facts()).ItemList;
    expect(kit).toEqual({ SlNo: '1', PrdDesc: 'Soil Testing Kit', IsServc: 'N', HsnCd: '9027', Qty: 1, Unit: 'NOS', UnitPrice: 2500, TotAmt: 2500, Discount: 250, AssAmt: 2250, GstRt: 18, IgstAmt: 405, CgstAmt: 0, SgstAmt: 0, TotItemVal: 2655 });
    expect(fertiliser).toEqual({ SlNo: '2', PrdDesc: 'Organic Fertiliser', IsServc: 'N', HsnCd: '3105', Qty: 80, Unit: 'KGS', UnitPrice: 100, TotAmt: 8000, Discount: 366.67, AssAmt: 7633.33, GstRt: 5, IgstAmt: 381.67, CgstAmt: 0, SgstAmt: 0, TotItemVal: 8015 });
    for (const item of [kit!, fertiliser!]) expect(Math.round((item.TotAmt - item.Discount) * 100)).toBe(Math.round(item.AssAmt * 100));
  });

  it('totals exactly what the document states, with no second discount', () => {
    const f = facts();
    const { ValDtls } = buildInvoicePayload(f);
    expect(ValDtls).toEqual({ AssVal: 9883.33, CgstVal: 0, SgstVal: 0, IgstVal: 786.67, TotInvVal: 10670 });
    expect(Math.round(ValDtls.AssVal * 100)).toBe(f.doc.taxable_paise);
    expect(Math.round((ValDtls.CgstVal + ValDtls.SgstVal + ValDtls.IgstVal) * 100)).toBe(f.doc.tax_paise);
    expect(ValDtls).not.toHaveProperty('Discount');
  });

  it('splits CGST and SGST within a state, and leaves out ShipDtls when the goods stay in the billed state', () => {
    const p = buildInvoicePayload(
      facts({
        order: { ...facts().order, buyer_gstin: '27AAPFU0939F1ZV', place_of_supply: 'Maharashtra', buyer_address: '12 Station Road', buyer_city: 'Pune', buyer_pincode: '411001' },
        lines: [line({ igst_paise: 0, cgst_paise: 225_00, sgst_paise: 225_00 })],
      }),
    );
    expect(p.BuyerDtls).toMatchObject({ Pos: '27', Stcd: '27' });
    expect(p).not.toHaveProperty('ShipDtls');
    expect(p.ItemList[0]).toMatchObject({ CgstAmt: 225, SgstAmt: 225, IgstAmt: 0, TotItemVal: 2950 });
  });

  it('bills a business order from before the registered address was asked at the delivery address', () => {
    const p = buildInvoicePayload(facts({ order: { ...facts().order, buyer_address: null, buyer_city: null, buyer_pincode: null } }));
    expect(p.BuyerDtls).toMatchObject({ Addr1: '12 Station Road', Loc: 'Pune', Pin: 411001, Stcd: '29' });
    expect(p.ShipDtls).toMatchObject({ Pin: 411001, Stcd: '27' });
  });

  it('names the goods’ other address in ShipDtls within the billed state too (a godown)', () => {
    const p = buildInvoicePayload(
      facts({
        order: { ...facts().order, buyer_gstin: '27AAPFU0939F1ZV', place_of_supply: 'Maharashtra', buyer_address: 'Plot 7, MIDC', buyer_city: 'Nashik', buyer_pincode: '422010' },
        lines: [line({ igst_paise: 0, cgst_paise: 225_00, sgst_paise: 225_00 })],
      }),
    );
    expect(p.BuyerDtls).toMatchObject({ Addr1: 'Plot 7, MIDC', Loc: 'Nashik', Pin: 422010, Stcd: '27' });
    expect(p.ShipDtls).toEqual({ LglNm: 'Ramesh Patil', Addr1: '12 Station Road', Loc: 'Pune', Pin: 411001, Stcd: '27' });
  });

  it('refuses what the shop must fix first: no GSTIN of its own, no pincode in its address', () => {
    expect(() => buildInvoicePayload(facts({ doc: { ...facts().doc, supplier_gstin: null } }))).toThrow(PayloadError);
    expect(() => buildInvoicePayload(facts({ doc: { ...facts().doc, supplier_address: 'Market Yard, Pune' } }))).toThrow(/pincode/);
  });

  it('refuses lines that do not add up to the document, and a document that is not e-invoiced', () => {
    expect(() => buildInvoicePayload(facts({ doc: { ...facts().doc, taxable_paise: facts().doc.taxable_paise + 1 } }))).toThrow(/do not add up/);
    expect(() => buildInvoicePayload(facts({ doc: { ...facts().doc, tax_paise: facts().doc.tax_paise - 1 } }))).toThrow(/do not add up/);
    expect(() => buildInvoicePayload(facts({ doc: { ...facts().doc, kind: 'bill_of_supply' } }))).toThrow(/bill of supply is not e-invoiced/);
    expect(buildInvoicePayload(facts())).not.toHaveProperty('RefDtls');
  });

  it('reads a one-line address into its first line, place and pincode', () => {
    expect(splitAddress('Market Yard, Gultekdi, Pune 411037')).toEqual({ addr1: 'Market Yard, Gultekdi', loc: 'Pune', pin: 411037 });
    expect(splitAddress('Plot 7, MIDC, Nashik, 422010')).toEqual({ addr1: 'Plot 7, MIDC', loc: 'Nashik', pin: 422010 });
    expect(splitAddress('Gultekdi Pune-411037')).toEqual({ addr1: 'Gultekdi Pune', loc: 'Gultekdi Pune', pin: 411037 });
    expect(splitAddress('Pune')).toBeUndefined();
  });
});

/**
 * A credit note of 15 December against that invoice (docs/product-rules.md 45): the kit refunded
 * whole, and one of the two bags of fertiliser: its half of the line's taxable value and tax, as
 * the credit note records them, and of its discount (the bag's price less the value credited).
 */
const creditNote = (over: Partial<InvoiceFacts['doc']> = {}): InvoiceFacts => {
  const invoice = facts();
  const lines = [
    invoice.lines[0]!,
    { ...invoice.lines[1]!, quantity: 1, line_total_paise: 3816_67, discount_paise: 4000_00 - 3816_67, igst_paise: 190_84 },
  ];
  return { ...invoice, lines, doc: { ...invoice.doc, id: 'c1', kind: 'credit_note', number: 'HYC2627-00000007', issued_at: '2026-12-15T05:00:00.000Z', refers_to_number: 'HYI2627-00000042', refers_to_issued_at: '2026-12-09T23:30:00.000Z', ...totalsOf(lines), ...over } };
};

describe('the e-invoice (INV-01) of a credit note', () => {
  it('is a CRN of its own number and date, naming the invoice it credits in RefDtls.PrecDocDtls', () => {
    const p = buildInvoicePayload(creditNote());
    expect(p.DocDtls).toEqual({ Typ: 'CRN', No: 'HYC2627-00000007', Dt: '15/12/2026' });
    // The invoice's number and its day in India, as the IRP registered it.
    expect(p.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: 'HYI2627-00000042', InvDt: '10/12/2026' }] });
    // The same supplier, business buyer and place of supply as the invoice.
    const invoice = buildInvoicePayload(facts());
    expect(p.SellerDtls).toEqual(invoice.SellerDtls);
    expect(p.BuyerDtls).toEqual(invoice.BuyerDtls);
    expect(p.ShipDtls).toEqual(invoice.ShipDtls);
  });

  it('lists what it credits, line by line, and totals exactly the note', () => {
    const f = creditNote();
    const p = buildInvoicePayload(f);
    expect(p.ItemList).toHaveLength(2);
    expect(p.ItemList[0]).toMatchObject({ Qty: 1, Unit: 'NOS', TotAmt: 2500, Discount: 250, AssAmt: 2250, IgstAmt: 405, TotItemVal: 2655 });
    // One 40 kg bag of the two: 40 KGS at ₹100 a kg, ₹183.33 of the discount, ₹3,816.67 taxable, ₹190.84 IGST.
    expect(p.ItemList[1]).toEqual({ SlNo: '2', PrdDesc: 'Organic Fertiliser', IsServc: 'N', HsnCd: '3105', Qty: 40, Unit: 'KGS', UnitPrice: 100, TotAmt: 4000, Discount: 183.33, AssAmt: 3816.67, GstRt: 5, IgstAmt: 190.84, CgstAmt: 0, SgstAmt: 0, TotItemVal: 4007.51 });
    expect(p.ValDtls).toEqual({ AssVal: 6066.67, CgstVal: 0, SgstVal: 0, IgstVal: 595.84, TotInvVal: 6662.51 });
    expect(Math.round(p.ValDtls.AssVal * 100)).toBe(f.doc.taxable_paise);
    expect(Math.round(p.ValDtls.IgstVal * 100)).toBe(f.doc.tax_paise);
  });

  it('refuses a credit note that names no invoice', () => {
    expect(() => buildInvoicePayload(creditNote({ refers_to_number: null }))).toThrow(/names no invoice/);
    expect(() => buildInvoicePayload(creditNote({ refers_to_issued_at: null }))).toThrow(PayloadError);
  });
});
