import { describe, expect, it } from 'vitest';
import { formatRupees, rupeesToPaise } from '../../src/shared/money.ts';

describe('money', () => {
  it('formats paise as Indian rupees with lakh grouping and no decimals on the storefront', () => {
    expect(formatRupees(850000_00)).toBe('₹8,50,000');
    expect(formatRupees(1200_00)).toBe('₹1,200');
    expect(formatRupees(450_00)).toBe('₹450');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(1_00_00_000_00)).toBe('₹1,00,00,000');
  });

  it('shows paise when an amount has them, so a cart of ₹210.50 adds up (never rounded to ₹211)', () => {
    expect(formatRupees(210_50)).toBe('₹210.50');
    expect(formatRupees(37_89)).toBe('₹37.89');
    expect(formatRupees(210_50, { maxDecimals: 0 })).toBe('₹211');
  });

  it('shows at most 2 decimals in the admin format', () => {
    expect(formatRupees(1234_56, { maxDecimals: 2 })).toBe('₹1,234.56');
    expect(formatRupees(1234_50, { maxDecimals: 2 })).toBe('₹1,234.50');
    expect(formatRupees(1234_00, { maxDecimals: 2 })).toBe('₹1,234');
  });

  it('converts rupees with up to 2 decimals to exact integer paise', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(850000)).toBe(85000000);
  });
});
