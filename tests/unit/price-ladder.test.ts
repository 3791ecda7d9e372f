import { describe, expect, it } from 'vitest';
import { priceLadder, unitPriceFor, type PriceRow } from '../../src/shared/price-lists.ts';

// Quantity prices and price lists (docs/product-rules.md 46): the buyer pays the lowest price it is
// entitled to at the quantity it buys, and its pages show the same steps.
const ROWS: PriceRow[] = [
  { group: 'retail', minQuantity: 10, pricePaise: 2300_00 },
  { group: 'fpo', minQuantity: 1, pricePaise: 2400_00 },
  { group: 'fpo', minQuantity: 5, pricePaise: 2200_00 },
  // Above the retail tier it reaches at 20: an FPO pays the retail tier's price from 10 on.
  { group: 'fpo', minQuantity: 20, pricePaise: 2350_00 },
  { group: 'dealer', minQuantity: 1, pricePaise: 2100_00 },
];

describe('unitPriceFor', () => {
  it('takes the lowest price among the product’s own and the rows the buyer reaches', () => {
    expect(unitPriceFor(2500_00, ROWS, 'retail', 9)).toBe(2500_00);
    expect(unitPriceFor(2500_00, ROWS, 'retail', 10)).toBe(2300_00);
    expect(unitPriceFor(2500_00, ROWS, 'fpo', 1)).toBe(2400_00);
    expect(unitPriceFor(2500_00, ROWS, 'fpo', 5)).toBe(2200_00);
    expect(unitPriceFor(2500_00, ROWS, 'fpo', 20)).toBe(2200_00);
    expect(unitPriceFor(2500_00, ROWS, 'institution', 3)).toBe(2500_00);
  });
});

describe('priceLadder', () => {
  it('is the retail steps for a visitor or a farmer', () => {
    expect(priceLadder(2500_00, ROWS, 'retail')).toEqual([
      { minQuantity: 1, pricePaise: 2500_00 },
      { minQuantity: 10, pricePaise: 2300_00 },
    ]);
  });

  it('is a group’s own steps with retail’s, leaving out a step that does not lower the price', () => {
    expect(priceLadder(2500_00, ROWS, 'fpo')).toEqual([
      { minQuantity: 1, pricePaise: 2400_00 },
      { minQuantity: 5, pricePaise: 2200_00 },
    ]);
    expect(priceLadder(2500_00, ROWS, 'dealer')).toEqual([{ minQuantity: 1, pricePaise: 2100_00 }]);
  });

  it('agrees with unitPriceFor at every quantity', () => {
    for (const group of ['retail', 'dealer', 'fpo', 'institution'] as const) {
      const ladder = priceLadder(2500_00, ROWS, group);
      for (let quantity = 1; quantity <= 30; quantity++) {
        const step = ladder.filter((s) => s.minQuantity <= quantity).at(-1)!;
        expect(step.pricePaise, `${group} × ${quantity}`).toBe(unitPriceFor(2500_00, ROWS, group, quantity));
      }
    }
  });

  it('is the product’s own price alone without rows', () => {
    expect(priceLadder(450_00, [], 'fpo')).toEqual([{ minQuantity: 1, pricePaise: 450_00 }]);
  });
});
