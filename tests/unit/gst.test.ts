import { describe, expect, it } from 'vitest';
import { cartGst, gstinCheckCharacter, hasValidGstinCheck, lineTax, stateOfGstin, taxSplit } from '../../src/shared/gst.ts';
import { INDIAN_STATES_AND_UTS } from '../../src/shared/india.ts';
import { GST_STATE_CODES } from '../../src/shared/gst.ts';

describe('GST', () => {
  it('checks the 15th character of a GSTIN (mod 36)', () => {
    // Examples of GSTINs as published in GST guides.
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']) expect(hasValidGstinCheck(gstin), gstin).toBe(true);
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(hasValidGstinCheck('27AAPFU0939F1ZW')).toBe(false);
    expect(hasValidGstinCheck('27AAPFU0939F1Z')).toBe(false);
    expect(stateOfGstin('27AAPFU0939F1ZV')).toBe('Maharashtra');
  });

  it('has a state code for every state and union territory, each once', () => {
    expect(Object.keys(GST_STATE_CODES).sort()).toEqual([...INDIAN_STATES_AND_UTS].sort());
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(INDIAN_STATES_AND_UTS.length);
  });

  it('splits a line into CGST + SGST within a state, IGST across states, to the paisa', () => {
    expect(lineTax(850000_00, 500, true)).toEqual({ taxablePaise: 850000_00, rateBp: 500, cgstPaise: 21250_00, sgstPaise: 21250_00, igstPaise: 0 });
    expect(lineTax(850000_00, 500, false).igstPaise).toBe(42500_00);
    expect(lineTax(2500_00, 1800, true)).toMatchObject({ cgstPaise: 225_00, sgstPaise: 225_00 });
    expect(lineTax(2400_00, 0, true)).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    // 18% of 1.50 rupees is 27 paise, an odd number: CGST takes the extra paisa, the sum is exact.
    const odd = lineTax(1_50, 1800, true);
    expect(odd.cgstPaise + odd.sgstPaise).toBe(27);
    expect(odd).toMatchObject({ cgstPaise: 14, sgstPaise: 13 });
  });

  it('sums the split by tax and rate', () => {
    const split = taxSplit([lineTax(2400_00, 0, true), lineTax(850000_00, 500, true), lineTax(2500_00, 1800, true), lineTax(100_00, 500, false)]);
    expect(split).toEqual([
      { kind: 'cgst', rateBp: 250, taxablePaise: 850000_00, amountPaise: 21250_00 },
      { kind: 'cgst', rateBp: 900, taxablePaise: 2500_00, amountPaise: 225_00 },
      { kind: 'sgst', rateBp: 250, taxablePaise: 850000_00, amountPaise: 21250_00 },
      { kind: 'sgst', rateBp: 900, taxablePaise: 2500_00, amountPaise: 225_00 },
      { kind: 'igst', rateBp: 500, taxablePaise: 100_00, amountPaise: 5_00 },
    ]);
  });

  it('taxes a cart line by line, rounded to the paisa on each line', () => {
    expect(cartGst([{ pricePaise: 1200_00, quantity: 2, gstRateBp: 0 }, { pricePaise: 850000_00, quantity: 1, gstRateBp: 500 }])).toBe(42500_00);
    // 18% of ₹1.03 is 18.54 paise, 19 on each line: 38; one line of ₹2.06 gives 37.08, so 37.
    expect(cartGst([{ pricePaise: 1_03, quantity: 1, gstRateBp: 1800 }, { pricePaise: 1_03, quantity: 1, gstRateBp: 1800 }])).toBe(38);
    expect(cartGst([{ pricePaise: 2_06, quantity: 1, gstRateBp: 1800 }])).toBe(37);
  });
});

describe('India’s date', () => {
  it('turns at midnight IST (UTC+05:30), whatever the server’s time zone', async () => {
    const { indianDate } = await import('../../src/shared/india.ts');
    expect(indianDate(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
    expect(indianDate(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
  });
});

describe('document numbers', () => {
  it('run per financial year from April (India’s date) and fit in 16 characters', async () => {
    const { documentNumber, financialYearOf } = await import('../../src/server/modules/documents/documents.service.ts');
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toEqual({ year: '2025-26', short: '2526' });
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toEqual({ year: '2026-27', short: '2627' });
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toEqual({ year: '2099-00', short: '9900' });
    expect(documentNumber(null, 'tax_invoice', '2627', 42)).toBe('HYI2627-00000042');
    expect(documentNumber('3fa2c1d0-0000-4000-8000-000000000000', 'credit_note', '2627', 7)).toBe('V3FA2C2627-00007');
    for (const n of [documentNumber(null, 'bill_of_supply', '2627', 1), documentNumber('abcd', 'invoice_cum_bill', '2627', 99999)]) {
      expect(n).toMatch(/^[A-Z0-9-]{1,16}$/);
    }
  });

  it('count each vendor apart, even when two vendor ids start alike (their numbers may look alike)', async () => {
    const { documentNumber, seriesOf } = await import('../../src/server/modules/documents/documents.service.ts');
    const a = '3fa2c1d0-0000-4000-8000-000000000001';
    const b = '3fa2c1d0-0000-4000-8000-000000000002';
    expect(seriesOf(a, 'tax_invoice', '2026-27')).not.toBe(seriesOf(b, 'tax_invoice', '2026-27'));
    expect(documentNumber(a, 'tax_invoice', '2627', 1)).toBe(documentNumber(b, 'tax_invoice', '2627', 1));
    // Invoices and invoices-cum-bill share a series; bills of supply and credit notes have their own.
    expect(seriesOf(null, 'invoice_cum_bill', '2026-27')).toBe(seriesOf(null, 'tax_invoice', '2026-27'));
    expect(seriesOf(a, 'credit_note', '2026-27').length).toBeLessThanOrEqual(48);
  });
});
