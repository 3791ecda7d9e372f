import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryWindow, isBusinessDay } from '../../src/shared/delivery-dates.ts';

// November 2026: Thu 26, Fri 27, Sat 28, Sun 29, Mon 30.
describe('delivery dates (Monday to Saturday are business days)', () => {
  it('knows Sunday is not a business day and Saturday is', () => {
    expect(isBusinessDay('2026-11-28')).toBe(true);
    expect(isBusinessDay('2026-11-29')).toBe(false);
    expect(isBusinessDay('2026-11-30')).toBe(true);
  });

  it('counts from the next day: today Saturday, 3 business days is Wednesday (Sunday skipped)', () => {
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-28', 3)).toBe('2026-12-02');
  });

  it('moves a band that would end on a Sunday to the Monday after', () => {
    // Thursday + 3 calendar days is Sunday the 29th; in business days it is Monday the 30th.
    expect(addBusinessDays('2026-11-26', 3)).toBe('2026-11-30');
    // Wednesday + 3 ends on Saturday: no Sunday in the way.
    expect(addBusinessDays('2026-11-25', 3)).toBe('2026-11-28');
  });

  it('counted from a Sunday, starts on the Monday', () => {
    expect(addBusinessDays('2026-11-29', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-29', 0)).toBe('2026-11-29');
  });

  it('skips every Sunday of a longer band, across months and years', () => {
    // Thu 31 Dec 2026 + 7: Fri 1, Sat 2, (Sun 3), Mon 4, Tue 5, Wed 6, Thu 7, Fri 8 January.
    expect(addBusinessDays('2026-12-31', 7)).toBe('2027-01-08');
    // 12 business days from a Monday cover two Sundays.
    expect(addBusinessDays('2026-11-30', 12)).toBe('2026-12-14');
  });

  it('gives a band as its first and last day', () => {
    expect(deliveryWindow('2026-11-28', { minDays: 3, maxDays: 5 })).toEqual({ from: '2026-12-02', by: '2026-12-04' });
    expect(deliveryWindow('2026-11-26', { minDays: 5, maxDays: 7 })).toEqual({ from: '2026-12-02', by: '2026-12-04' });
  });

  it('refuses what is not a calendar day or a count', () => {
    expect(() => addBusinessDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addBusinessDays('26-11-2026', 1)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-11-26', -1)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-11-26', 1.5)).toThrow(RangeError);
  });
});
