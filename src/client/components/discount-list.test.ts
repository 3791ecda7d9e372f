import { describe, expect, it } from 'vitest';
import { discountState } from './discount-list.tsx';

// docs/product-rules.md 43 and 47: a coupon or an offer runs from its first Indian calendar day to
// its last, both included, while it is switched on.

describe("the admin's discounts", () => {
  it('says where a coupon or an offer stands on an Indian calendar day', () => {
    const c = { active: true, validFrom: '2026-06-01', validTo: '2026-06-30' };
    expect(discountState(c, '2026-05-31')).toBe('notYet');
    expect(discountState(c, '2026-06-01')).toBe('running');
    expect(discountState(c, '2026-06-30')).toBe('running');
    expect(discountState(c, '2026-07-01')).toBe('ended');
    expect(discountState({ ...c, active: false }, '2026-06-10')).toBe('off');
  });
});
