import { describe, expect, it } from 'vitest';
import { StoreProductListQuery } from '#shared/schemas/catalog';
import { storeProductsQuery } from './products-query.ts';

// The products page reads its address without zod (see products-query.ts); this keeps it in step
// with the shared schema the server checks with.
const VALUES: Record<keyof typeof storeProductsQuery.shape, unknown[]> = {
  q: [undefined, '', '  wheat seeds ', 'drip\nkit', 'x'.repeat(100)],
  category: [undefined, 'seeds', 'tools', 'toys', ''],
  sort: [undefined, 'relevance', 'name', 'price-low', 'price-high', 'cheapest'],
  page: [undefined, '1', '7', '100000', '0', '-2', '2.5', 'abc', '100001', ''],
};

// A blank search is no search: the schema keeps '', the page reads it as undefined.
const blankless = (data: unknown) => (data === '' ? undefined : data);

describe('the storefront list query', () => {
  for (const [field, values] of Object.entries(VALUES) as [keyof typeof VALUES, unknown[]][]) {
    it(`reads ?${field}= as the shared schema does`, () => {
      for (const value of values) {
        const ours = storeProductsQuery.shape[field].safeParse(value);
        const shared = StoreProductListQuery.shape[field].safeParse(value);
        expect({ value, success: ours.success, data: ours.success ? ours.data : undefined }).toEqual({
          value,
          success: shared.success,
          data: shared.success ? blankless(shared.data) : undefined,
        });
      }
    });
  }

  it('cuts a search longer than allowed instead of refusing it, as the search box does', () => {
    expect(storeProductsQuery.shape.q.safeParse('y'.repeat(150))).toEqual({ success: true, data: 'y'.repeat(100) });
  });
});
