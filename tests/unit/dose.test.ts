import { describe, expect, it } from 'vitest';
import { doseBaseAmount, inLargerUnit, packsForAcres, parseAcres } from '../../src/shared/dose.ts';

describe('how much for my acres', () => {
  it('reads acres as typed, to the hundredth, and refuses what is not a plot', () => {
    expect(parseAcres('3')).toBe(300);
    expect(parseAcres('2.5')).toBe(250);
    expect(parseAcres(' 0.25 ')).toBe(25);
    expect(parseAcres('.5')).toBe(50);
    expect(parseAcres('1000')).toBe(100_000);
    for (const wrong of ['', '0', '0.00', '-2', '2.555', '1e3', 'abc', '1,5', '1000.01', 'Infinity']) expect(parseAcres(wrong), wrong).toBeNull();
  });

  it('keeps a dose as whole grams or millilitres in the unit the label writes', () => {
    expect(doseBaseAmount(400, 'ml')).toBe(400);
    expect(doseBaseAmount(1.5, 'kg')).toBe(1500);
    expect(doseBaseAmount(0.25, 'l')).toBe(250);
    expect(doseBaseAmount(0.0005, 'kg')).toBeNull();
    expect(doseBaseAmount(0, 'g')).toBeNull();
  });

  it('counts the packs: 2.5 acres x 400 ml per acre = 1,000 ml = 2 x 500 ml', () => {
    const result = packsForAcres({ baseAmount: 400, unit: 'ml' }, 250, { size: 500, unit: 'ml' });
    expect(result).toMatchObject({ needed: 1000, packBase: 500, packs: 2, dimension: 'volume' });
    expect(inLargerUnit(result!.needed, result!.dimension)).toEqual({ amount: 1, unit: 'l' });
  });

  it('rounds up to the pack that holds what is needed, and measures litres against millilitres', () => {
    // 3 acres x 400 ml = 1.2 l: two 1 l packs, never one short.
    expect(packsForAcres({ baseAmount: 400, unit: 'ml' }, 300, { size: 1, unit: 'l' })).toMatchObject({ needed: 1200, packBase: 1000, packs: 2 });
    // 1.5 acres x 2.5 kg = 3.75 kg of a 4 kg bag: one bag.
    expect(packsForAcres({ baseAmount: 2500, unit: 'kg' }, 150, { size: 4, unit: 'kg' })).toMatchObject({ needed: 3750, packs: 1 });
    // A third of a millilitre more is a whole one more: 0.33 acre x 100 ml = 33 ml.
    expect(packsForAcres({ baseAmount: 100, unit: 'ml' }, 33, { size: 250, unit: 'ml' })).toMatchObject({ needed: 33, packs: 1 });
  });

  it('gives no answer where the pack cannot be measured against the dose', () => {
    expect(packsForAcres({ baseAmount: 400, unit: 'ml' }, 100, { size: 1, unit: 'kg' })).toBeNull();
    expect(packsForAcres({ baseAmount: 400, unit: 'g' }, 100, { size: 1, unit: 'piece' })).toBeNull();
    expect(packsForAcres({ baseAmount: 400, unit: 'g' }, 100, { size: 1, unit: 'packet' })).toBeNull();
  });
});
