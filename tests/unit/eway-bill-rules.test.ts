import { describe, expect, it } from 'vitest';
import { consignmentValuePaise, DEFAULT_EWAY_BILL_THRESHOLD_PAISE, eWayBillThresholdPaise, eWayBillValidity, isEWayBillValidAt, needsEWayBill, validityDays } from '../../src/server/modules/ewaybills/index.ts';

// CGST Rule 138 (docs/decisions/0073): an e-way bill when the consignment's value with tax
// exceeds the limit, valid a day per 200 km or part of it, each day ending at midnight in India.

describe('whether a consignment needs an e-way bill', () => {
  it('is ₹50,000 by default, and a consignment of exactly ₹50,000 does not exceed it', () => {
    expect(DEFAULT_EWAY_BILL_THRESHOLD_PAISE).toBe(5_000_000);
    expect(needsEWayBill(50_000_00)).toBe(false);
    expect(needsEWayBill(50_000_01)).toBe(true);
    expect(needsEWayBill(0)).toBe(false);
  });

  it('takes the state\'s limit within one state (₹1,00,000), and Rule 138\'s ₹50,000 between states', () => {
    const intra = eWayBillThresholdPaise({ interState: false, intraStateThresholdPaise: 1_00_000_00 });
    const inter = eWayBillThresholdPaise({ interState: true, intraStateThresholdPaise: 1_00_000_00 });
    expect(intra).toBe(1_00_000_00);
    expect(inter).toBe(50_000_00);
    // A ₹75,000 consignment: none within such a state, one to another state.
    expect(needsEWayBill(75_000_00, intra)).toBe(false);
    expect(needsEWayBill(75_000_00, inter)).toBe(true);
    expect(needsEWayBill(1_00_000_00, intra)).toBe(false);
    expect(needsEWayBill(1_00_000_01, intra)).toBe(true);
    // Without a setting, ₹50,000 within the state too.
    expect(eWayBillThresholdPaise({ interState: false })).toBe(50_000_00);
  });

  it('counts the value with its tax, and leaves out the exempt goods of a mixed invoice', () => {
    // A ₹45,000 sprayer at 18% is ₹53,100 with tax: above the limit though its value is not.
    const sprayer = { taxablePaise: 45_000_00, taxPaise: 8_100_00, exempt: false };
    expect(needsEWayBill(consignmentValuePaise([sprayer]))).toBe(true);
    // ₹30,000 of nil-rated seed beside a ₹25,000 pump at 12% (₹28,000): ₹28,000 counts.
    const seed = { taxablePaise: 30_000_00, taxPaise: 0, exempt: true };
    const pump = { taxablePaise: 25_000_00, taxPaise: 3_000_00, exempt: false };
    expect(consignmentValuePaise([seed, pump])).toBe(28_000_00);
    expect(needsEWayBill(consignmentValuePaise([seed, pump]))).toBe(false);
    expect(consignmentValuePaise([seed, { ...seed, taxablePaise: 60_000_00 }])).toBe(0);
  });
});

describe('how long an e-way bill is valid', () => {
  it('is a day up to 200 km and a day more for every 200 km or part of it', () => {
    const days = Object.fromEntries([0, 1, 200, 201, 400, 401, 1000, 4000].map((km) => [km, validityDays(km)]));
    expect(days).toEqual({ 0: 1, 1: 1, 200: 1, 201: 2, 400: 2, 401: 3, 1000: 5, 4000: 20 });
  });

  it('is a day per 20 km or part of it for over-dimensional cargo', () => {
    expect([0, 20, 21, 40, 41, 200].map((km) => validityDays(km, 'over_dimensional'))).toEqual([1, 1, 2, 2, 3, 10]);
  });

  it('refuses a distance that is not a whole number of km', () => {
    expect(() => validityDays(-1)).toThrow(RangeError);
    expect(() => validityDays(12.5)).toThrow(RangeError);
  });

  it('runs to midnight in India at the end of its last day: the day it was generated on, plus its days', () => {
    // 10:00 in India on 10 December, 1000 km: 5 days, to the end of 15 December (18:30 UTC).
    expect(eWayBillValidity(new Date('2026-12-10T04:30:00Z'), 1000)).toEqual({
      days: 5,
      generatedOn: '2026-12-10',
      lastDay: '2026-12-15',
      validUntil: '2026-12-15T18:30:00.000Z',
    });
    // Across the year's end.
    expect(eWayBillValidity(new Date('2026-12-30T06:00:00Z'), 1000).lastDay).toBe('2027-01-04');
  });

  it('takes the day in India near midnight, not the server\'s or UTC\'s', () => {
    // 23:59 in India on 3 May (18:29 UTC): a day's bill runs to the end of 4 May.
    const late = eWayBillValidity(new Date('2026-05-03T18:29:00Z'), 150);
    expect(late).toEqual({ days: 1, generatedOn: '2026-05-03', lastDay: '2026-05-04', validUntil: '2026-05-04T18:30:00.000Z' });
    // 00:01 in India on 4 May is still 3 May in UTC (18:31): its day is 4 May, to the end of 5 May.
    const early = eWayBillValidity(new Date('2026-05-03T18:31:00Z'), 150);
    expect(early).toEqual({ days: 1, generatedOn: '2026-05-04', lastDay: '2026-05-05', validUntil: '2026-05-05T18:30:00.000Z' });
  });

  it('is valid until its last instant and not at midnight', () => {
    const { validUntil } = eWayBillValidity(new Date('2026-05-03T18:29:00Z'), 150);
    expect(isEWayBillValidAt(validUntil, new Date(Date.parse(validUntil) - 1))).toBe(true);
    expect(isEWayBillValidAt(validUntil, new Date(validUntil))).toBe(false);
    expect(isEWayBillValidAt(validUntil, new Date('2026-05-03T18:29:00Z'))).toBe(true);
  });
});
