import { describe, expect, it } from 'vitest';
import { StoreProductListQuery } from '#shared/schemas/catalog';
import { parseQuery } from '#client/lib/use-list-query.ts';
import { storeProductsQuery } from './products-query.ts';

// The products page reads its address without zod (see products-query.ts); this keeps it in step
// with the shared schema the server checks with.
const VALUES: Record<keyof typeof storeProductsQuery.shape, unknown[]> = {
  q: [undefined, '', '  wheat seeds ', 'drip\nkit', 'x'.repeat(100)],
  // Filters: the address's values as useListQuery hands them over (all of a repeated parameter).
  category: [[], ['seeds'], ['seeds', 'tools'], ['tools', 'tools']],
  crop: [[], ['cotton'], ['cotton', 'wheat']],
  problem: [[], ['cotton.jassid'], ['cotton.pink-bollworm', 'tomato.early-blight']],
  brand: [[], ['Krishi Rasayan'], ['Krishi Rasayan', 'Dhanuka']],
  ingredient: [[], ['Imidacloprid 17.8% SL']],
  seller: [[], ['shop'], ['shop', '0b6f2a8e-3c1d-4e5f-9a7b-1c2d3e4f5a6b']],
  stock: [[], ['in']],
  price: [[], ['500-2000'], ['0-500', '200000-up']],
  pack: [[], ['1-kg'], ['500-ml', '10-piece']],
  sort: [undefined, 'relevance', 'name', 'price-low', 'price-high', 'cheapest'],
  page: [undefined, '1', '7', '100000', '0', '-2', '2.5', 'abc', '100001', ''],
};

// A blank search is no search: the schema keeps '', the page reads it as undefined; no value of a
// filter is no filter; the one stock value is a value, not a list.
const blankless = (data: unknown) => (data === '' || (Array.isArray(data) && data.length === 0) ? undefined : data);
const asSent = (field: string, value: unknown) => (field === 'stock' && Array.isArray(value) ? value[0] : value);

describe('the storefront list query', () => {
  for (const [field, values] of Object.entries(VALUES) as [keyof typeof VALUES, unknown[]][]) {
    it(`reads ?${field}= as the shared schema does`, () => {
      for (const value of values) {
        const ours = storeProductsQuery.shape[field].safeParse(value);
        const shared = StoreProductListQuery.shape[field].safeParse(asSent(field, value));
        expect({ value, success: ours.success, data: ours.success ? ours.data : undefined }).toEqual({
          value,
          success: shared.success,
          data: shared.success ? blankless(shared.data) : undefined,
        });
      }
    });
  }

  it('reads a filter from its repeated parameter, and writes it back the same way', () => {
    const params = new URLSearchParams('category=seeds&category=tools&stock=in&price=500-2000&pack=1-kg&pack=500-ml&sort=price-low');
    expect(parseQuery(storeProductsQuery, params)).toEqual({
      q: undefined,
      category: ['seeds', 'tools'],
      seller: undefined,
      stock: 'in',
      price: ['500-2000'],
      pack: ['1-kg', '500-ml'],
      sort: 'price-low',
      page: 1,
    });
  });

  it('drops a filter value it does not know, keeping the others (an old link still opens the list)', () => {
    const params = new URLSearchParams('category=toys&category=seeds&seller=someone&stock=out&price=1-2&price=0-500&pack=1.5-kg&pack=1-kg');
    expect(parseQuery(storeProductsQuery, params)).toMatchObject({ category: ['seeds'], seller: undefined, stock: undefined, price: ['0-500'], pack: ['1-kg'] });
    // The API refuses each of them, naming the field (tests/api/catalogue-facets.test.ts).
    for (const field of ['category', 'seller', 'stock', 'price', 'pack'] as const) {
      expect(StoreProductListQuery.safeParse({ [field]: params.getAll(field) }).success).toBe(false);
    }
  });

  it('cuts a search longer than allowed instead of refusing it, as the search box does', () => {
    expect(storeProductsQuery.shape.q.safeParse('y'.repeat(150))).toEqual({ success: true, data: 'y'.repeat(100) });
  });
});
