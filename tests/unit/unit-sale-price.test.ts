import { describe, expect, it } from 'vitest';
import { missingLabelFields, unitSalePrice } from '../../src/shared/product-label.ts';

/**
 * The unit sale price (Legal Metrology (Packaged Commodities) Rules 2011, rule 6(11) as substituted
 * by G.S.R. 226(E) of 28 March 2022; docs/product-rules.md 38): per gram below 1 kg, per kilogram
 * from 1 kg, the same for millilitres and litres, per piece or packet for goods sold by number,
 * rounded to the nearest paisa.
 */
describe('unit sale price', () => {
  it('is per kilogram from 1 kg and per gram below it', () => {
    expect(unitSalePrice(1290_00, 40, 'kg')).toEqual({ paise: 32_25, per: 'kg' });
    expect(unitSalePrice(199_00, 1, 'kg')).toEqual({ paise: 199_00, per: 'kg' });
    expect(unitSalePrice(300_00, 1500, 'g')).toEqual({ paise: 200_00, per: 'kg' });
    expect(unitSalePrice(1150_00, 450, 'g')).toEqual({ paise: 256, per: 'g' });
    expect(unitSalePrice(499_00, 50, 'g')).toEqual({ paise: 998, per: 'g' });
  });

  it('is per litre from 1 litre and per millilitre below it', () => {
    expect(unitSalePrice(490_00, 1, 'l')).toEqual({ paise: 490_00, per: 'l' });
    expect(unitSalePrice(2100_00, 5, 'l')).toEqual({ paise: 420_00, per: 'l' });
    expect(unitSalePrice(185_00, 250, 'ml')).toEqual({ paise: 74, per: 'ml' });
  });

  it('rounds to the nearest paisa, a half paisa up', () => {
    // ₹10 for 3 kg: 333.33… paise a kilogram.
    expect(unitSalePrice(10_00, 3, 'kg')).toEqual({ paise: 333, per: 'kg' });
    // ₹20 for 3 kg: 666.66… paise.
    expect(unitSalePrice(20_00, 3, 'kg')).toEqual({ paise: 667, per: 'kg' });
    // 1 paisa for 2 g: half a paisa a gram, up to 1.
    expect(unitSalePrice(1, 2, 'g')).toEqual({ paise: 1, per: 'g' });
    // 5 paise for 4 g: 1.25, down to 1.
    expect(unitSalePrice(5, 4, 'g')).toEqual({ paise: 1, per: 'g' });
    // ₹1 crore for 999 g: exact integer arithmetic, no floating point drift.
    expect(unitSalePrice(1_000_000_000, 999, 'g')).toEqual({ paise: 1_001_001, per: 'g' });
  });

  it('is per piece or packet for several; none for one, for no MRP or no pack', () => {
    expect(unitSalePrice(100_00, 4, 'piece')).toEqual({ paise: 25_00, per: 'piece' });
    expect(unitSalePrice(99_00, 2, 'packet')).toEqual({ paise: 49_50, per: 'packet' });
    expect(unitSalePrice(2750_00, 1, 'piece')).toBeNull();
    expect(unitSalePrice(null, 1, 'kg')).toBeNull();
    expect(unitSalePrice(100_00, null, null)).toBeNull();
  });
});

describe('missing label fields', () => {
  const whole = { brand: 'B', makerRole: 'packer' as const, makerName: 'N', makerAddress: 'A', genericName: 'G', mrpPaise: 1, countryOfOrigin: 'India', bestBeforeMonths: 12, consumerCare: 'C' };
  it('names each blank particular and the pack; a seed is asked neither months nor pack (its seed label and lot give them)', () => {
    expect(missingLabelFields('fertilizers', whole, { packSize: 1, packUnit: 'kg' })).toEqual([]);
    expect(missingLabelFields('fertilizers', { ...whole, brand: '', consumerCare: null }, { packSize: null, packUnit: null })).toEqual(['label.brand', 'label.consumerCare', 'packSize', 'packUnit']);
    expect(missingLabelFields('seeds', { ...whole, bestBeforeMonths: null }, { packSize: null, packUnit: null })).toEqual([]);
    expect(missingLabelFields('pesticides', null, { packSize: 1, packUnit: 'l' })).toHaveLength(9);
  });
});
