import { describe, expect, it } from 'vitest';
import { couponDiscount, spreadDiscount } from '../../src/shared/discount.ts';

// docs/product-rules.md 43: a discount spread over lines by value, to the paisa.
describe('spreadDiscount', () => {
  it('spreads by value, the paise left going to the largest remainders', () => {
    // 22,058.82 / 4,963.24 / 22,977.94: the kit's .94 and the wheat's .82 take the two paise left.
    expect(spreadDiscount(500_00, [2400_00, 540_00, 2500_00])).toEqual([220_59, 49_63, 229_78]);
  });

  it('gives a tie to the earlier line, and nothing to a line it does not apply to', () => {
    expect(spreadDiscount(1, [100, 0, 100])).toEqual([1, 0, 0]);
    expect(spreadDiscount(3, [100, 100, 100])).toEqual([1, 1, 1]);
    expect(spreadDiscount(5, [0, 0])).toEqual([0, 0]);
    expect(spreadDiscount(0, [100])).toEqual([0]);
  });

  it('never gives a line more than its value, and never more than the lines are worth', () => {
    expect(spreadDiscount(1_000, [1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('adds up exactly on many lines and large sums', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 200; round++) {
      const values = Array.from({ length: 1 + Math.floor(random() * 50) }, () => Math.floor(random() * 99_999_99_00));
      const total = values.reduce((s, v) => s + v, 0);
      const discount = Math.floor(random() * total);
      const shares = spreadDiscount(discount, values);
      expect(shares.reduce((s, v) => s + v, 0)).toBe(total === 0 ? 0 : discount);
      shares.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(values[i]!);
        // Within a paisa of the exact proportional share.
        expect(Math.abs(share - (discount * values[i]!) / total)).toBeLessThan(1);
      });
    }
  });
});

describe('couponDiscount', () => {
  it('rounds a percentage half up to the paisa, then caps it by the largest discount and the value', () => {
    expect(couponDiscount({ percentBp: 1000, flatPaise: null, maxDiscountPaise: null }, 5440_05)).toBe(544_01);
    expect(couponDiscount({ percentBp: 1250, flatPaise: null, maxDiscountPaise: null }, 4)).toBe(1);
    expect(couponDiscount({ percentBp: 1000, flatPaise: null, maxDiscountPaise: 500_00 }, 5440_00)).toBe(500_00);
    expect(couponDiscount({ percentBp: null, flatPaise: 200_00, maxDiscountPaise: null }, 150_00)).toBe(150_00);
    expect(couponDiscount({ percentBp: null, flatPaise: 200_00, maxDiscountPaise: null }, 1000_00)).toBe(200_00);
  });
});
