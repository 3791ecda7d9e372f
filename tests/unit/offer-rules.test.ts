import { describe, expect, it } from 'vitest';
import type { OfferRow } from '../../src/server/db/schema.ts';
import { applyOffers, type GiftStock, type OfferLine } from '../../src/server/modules/offers/offer-rules.ts';

const TODAY = '2026-06-20';
const offer = (over: Partial<OfferRow>): OfferRow => ({
  id: 'o1',
  name: 'Offer',
  kind: 'percent',
  percent_bp: 1000,
  scope: 'categories',
  targets: '["seeds"]',
  min_value_paise: 0,
  max_discount_paise: null,
  product_id: null,
  buy_quantity: null,
  gift_product_id: null,
  get_quantity: null,
  valid_from: '2026-06-01',
  valid_to: '2026-06-30',
  active: 1,
  created_at: '',
  updated_at: '',
  updated_by: null,
  ...over,
});
const line = (productId: string, quantity: number, unitPaise: number, over: Partial<OfferLine> = {}): OfferLine => ({
  productId,
  category: 'seeds',
  crops: [],
  supplierId: null,
  quantity,
  unitPaise,
  valuePaise: quantity * unitPaise,
  ...over,
});
const noGifts = new Map<string, GiftStock>();

describe('automatic offers (docs/product-rules.md 47)', () => {
  it('takes a percentage off the shop\'s own goods of its categories, spread by value, never a vendor\'s', () => {
    const lines = [line('wheat', 2, 1200_00), line('npk', 1, 180_00, { category: 'fertilizers' }), line('vendor-seed', 1, 500_00, { supplierId: 'v1' }), line('rice', 1, 300_00)];
    const out = applyOffers(lines, [offer({})], TODAY, noGifts);
    // ₹2,400 + ₹300 of the shop's seeds: 10% is ₹270, spread 240 : 30.
    expect(out.applied).toEqual([{ offerId: 'o1', kind: 'percent', name: 'Offer', discountPaise: 270_00, shares: [240_00, 0, 0, 30_00], gift: null }]);
    expect(out.shares).toEqual([240_00, 0, 0, 30_00]);
    expect(out.close).toEqual([]);
  });

  it('applies a percentage by crop, capped at its maximum', () => {
    const lines = [line('wheat', 1, 1200_00, { crops: ['wheat'] }), line('npk', 1, 180_00, { category: 'fertilizers', crops: ['cotton'] })];
    const out = applyOffers(lines, [offer({ scope: 'crops', targets: '["cotton"]', percent_bp: 5000 - 1, max_discount_paise: 50_00 })], TODAY, noGifts);
    expect(out.shares).toEqual([0, 50_00]);
  });

  it('from a minimum value: below it nothing, and the hint says how much more (in paise)', () => {
    const o = offer({ min_value_paise: 2000_00, percent_bp: 500 });
    const below = applyOffers([line('wheat', 1, 1600_00), line('npk', 5, 180_00, { category: 'fertilizers' })], [o], TODAY, noGifts);
    expect(below.applied).toEqual([]);
    expect(below.close).toEqual([expect.objectContaining({ offerId: 'o1', kind: 'percent', percentBp: 500, missingPaise: 400_00, missingUnits: null })]);
    const at = applyOffers([line('wheat', 1, 2000_00)], [o], TODAY, noGifts);
    expect(at.applied[0]!.discountPaise).toBe(100_00);
    expect(at.close).toEqual([]);
  });

  it('runs only from its first to its last day (India), and only switched on', () => {
    const lines = [line('wheat', 1, 1200_00)];
    expect(applyOffers(lines, [offer({ valid_from: '2026-06-21' })], TODAY, noGifts).applied).toEqual([]);
    expect(applyOffers(lines, [offer({ valid_to: '2026-06-19' })], TODAY, noGifts).applied).toEqual([]);
    expect(applyOffers(lines, [offer({ active: 0 })], TODAY, noGifts).applied).toEqual([]);
    expect(applyOffers(lines, [offer({ valid_from: TODAY, valid_to: TODAY })], TODAY, noGifts).applied).toHaveLength(1);
  });

  it('buy 2 get 1: of 3 one is free, of 5 one, of 6 two, at the price paid; with 2 the hint says one more', () => {
    const o = offer({ kind: 'buy_get', scope: null, targets: '[]', percent_bp: null, product_id: 'npk', buy_quantity: 2, get_quantity: 1 });
    const free = (q: number) => applyOffers([line('npk', q, 180_00, { category: 'fertilizers' })], [o], TODAY, noGifts);
    expect(free(3).applied[0]).toMatchObject({ discountPaise: 180_00, shares: [180_00] });
    expect(free(5).applied[0]!.discountPaise).toBe(180_00);
    expect(free(6).applied[0]!.discountPaise).toBe(360_00);
    expect(free(2).applied).toEqual([]);
    expect(free(2).close).toEqual([expect.objectContaining({ kind: 'buy_get', productId: 'npk', missingUnits: 1, freeUnits: 1 })]);
    // A vendor's line of that product takes nothing.
    expect(applyOffers([line('npk', 6, 180_00, { supplierId: 'v1' })], [o], TODAY, noGifts).applied).toEqual([]);
  });

  it('a free item: the gift\'s value spread over the bought line and the gift line by value, together costing the bought line', () => {
    const o = offer({ kind: 'free_item', scope: null, targets: '[]', percent_bp: null, product_id: 'wheat', buy_quantity: 2, gift_product_id: 'kit', get_quantity: 1 });
    const gifts = new Map([['kit', { unitPaise: 2500_00, units: 60 }]]);
    const out = applyOffers([line('wheat', 2, 1200_00)], [o], TODAY, gifts);
    // ₹2,500 spread over ₹2,400 and ₹2,500: 2,500 × 2,400 / 4,900 = 1,224.4898 -> 1,224.49; the gift 1,275.51.
    expect(out.applied).toEqual([
      { offerId: 'o1', kind: 'free_item', name: 'Offer', discountPaise: 2500_00, shares: [1224_49], gift: { productId: 'kit', quantity: 1, unitPaise: 2500_00, valuePaise: 2500_00, sharePaise: 1275_51 } },
    ]);
    const gift = out.applied[0]!.gift!;
    expect(2400_00 - out.shares[0]! + gift.valuePaise - gift.sharePaise).toBe(2400_00);
    // With 1 bag: one more for the kit; none in stock: nothing, and no hint.
    expect(applyOffers([line('wheat', 1, 1200_00)], [o], TODAY, gifts).close).toEqual([expect.objectContaining({ missingUnits: 1, freeUnits: 1, giftProductId: 'kit' })]);
    const none = applyOffers([line('wheat', 2, 1200_00)], [o], TODAY, new Map([['kit', { unitPaise: 2500_00, units: 0 }]]));
    expect(none).toEqual({ applied: [], close: [], shares: [0] });
    // The gift bought as a line of its own: the offer does not apply.
    expect(applyOffers([line('wheat', 2, 1200_00), line('kit', 1, 2500_00)], [o], TODAY, gifts).applied).toEqual([]);
  });

  it('a line takes one offer, the one giving the most; a tie goes to the lower offer id; the others weigh what is left', () => {
    const seeds10 = offer({ id: 'b', percent_bp: 1000 });
    const wheat = offer({ id: 'c', kind: 'buy_get', scope: null, targets: '[]', percent_bp: null, product_id: 'wheat', buy_quantity: 2, get_quantity: 1 });
    const lines = [line('wheat', 3, 1200_00), line('rice', 1, 300_00)];
    // Buy 2 get 1 on wheat (₹1,200) beats 10% of all seeds (₹390); the seeds' offer keeps rice (₹30).
    const out = applyOffers(lines, [seeds10, wheat], TODAY, noGifts);
    expect(out.applied.map((a) => [a.offerId, a.discountPaise])).toEqual([['c', 1200_00], ['b', 30_00]]);
    expect(out.shares).toEqual([1200_00, 30_00]);
    // Two offers worth the same: the lower id, whichever order they come in.
    const twin = offer({ id: 'a', percent_bp: 1000 });
    for (const offers of [[seeds10, twin], [twin, seeds10]]) expect(applyOffers([line('rice', 1, 300_00)], offers, TODAY, noGifts).applied.map((a) => a.offerId)).toEqual(['a']);
  });

  it('a percentage whose lines another offer took says how near it is on what is left', () => {
    const seeds = offer({ id: 'b', percent_bp: 500, min_value_paise: 1000_00 });
    const wheat = offer({ id: 'c', kind: 'buy_get', scope: null, targets: '[]', percent_bp: null, product_id: 'wheat', buy_quantity: 1, get_quantity: 1 });
    const out = applyOffers([line('wheat', 2, 1200_00), line('rice', 1, 300_00)], [seeds, wheat], TODAY, noGifts);
    expect(out.applied.map((a) => a.offerId)).toEqual(['c']);
    expect(out.close).toEqual([expect.objectContaining({ offerId: 'b', missingPaise: 700_00 })]);
  });
});
