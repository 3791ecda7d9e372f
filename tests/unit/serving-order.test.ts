import { describe, expect, it } from 'vitest';
import { servingOrder } from '../../src/server/modules/locations/serving-order.ts';

const PUNE = { id: null, state: 'Maharashtra', pincode: '411037' } as const;
const INDORE = { id: 'indore', state: 'Madhya Pradesh', pincode: '452015' } as const;
const NAGPUR = { id: 'nagpur', state: 'Maharashtra', pincode: '440018' } as const;
const LUDHIANA = { id: 'ludhiana', state: 'Punjab', pincode: '141001' } as const;
const ids = (places: ReadonlyArray<{ id: string | null }>) => places.map((p) => p.id);

/** The order in which places are asked to serve a delivery (docs/product-rules.md 59). */
describe('servingOrder', () => {
  it("asks the delivery's own state first, the principal place of business before another place there", () => {
    expect(ids(servingOrder([PUNE, INDORE, NAGPUR, LUDHIANA], { state: 'Madhya Pradesh', pincode: '452001' }))[0]).toBe('indore');
    // Amravati (444601) is nearer Nagpur's 44 than Pune's 41 by the pincode plan.
    expect(ids(servingOrder([PUNE, INDORE, NAGPUR], { state: 'Maharashtra', pincode: '444601' }))).toEqual(['nagpur', null, 'indore']);
    expect(ids(servingOrder([PUNE, INDORE, NAGPUR], { state: 'Maharashtra', pincode: '413001' }))).toEqual([null, 'nagpur', 'indore']);
  });

  it('then the nearest by the pincode plan, then the principal place, then as given', () => {
    // Goa (403001) is in none of their states, and each shares only the zone's 4 with it: the principal place, then as given.
    expect(ids(servingOrder([INDORE, NAGPUR, PUNE], { state: 'Goa', pincode: '403001' }))).toEqual([null, 'indore', 'nagpur']);
    // Amritsar (143001) shares 14 with Ludhiana.
    expect(ids(servingOrder([PUNE, INDORE, LUDHIANA], { state: 'Jammu and Kashmir', pincode: '143001' }))[0]).toBe('ludhiana');
    // A principal place whose address has no pincode yet is asked after those that share digits.
    expect(ids(servingOrder([{ id: null, state: null, pincode: null }, INDORE], { state: 'Rajasthan', pincode: '458001' }))).toEqual(['indore', null]);
  });
});
