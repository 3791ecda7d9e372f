import { describe, expect, it } from 'vitest';
import { cellsOf, countFacets } from '../../src/server/modules/catalog/facet-counts.ts';
import { FACETS } from '../../src/server/modules/catalog/facets.ts';
import { packFormsOf, packKeyOf } from '../../src/shared/catalog-facets.ts';

// The catalogue filters' counts from grouped cells (docs/decisions/0055): checked against a count
// of every product one by one, for every choice of filters on a small made-up shop.
// Crops and problems as the database gives a product's uses: joined by commas.
const PRODUCTS = [
  { category: 'seeds', crop: 'cotton', problem: null, seller: 'shop', brand: 'Ankur', ingredient: null, stock: 'in', price: '0-500', pack: '1000-g' },
  { category: 'seeds', crop: 'wheat', problem: null, seller: 'shop', brand: null, ingredient: null, stock: null, price: '500-2000', pack: '1-kg' },
  { category: 'pesticides', crop: 'cotton,tomato', problem: 'cotton.jassid,tomato.whitefly', seller: 'v1', brand: 'Dhanuka', ingredient: 'Imidacloprid 17.8% SL', stock: 'in', price: '500-2000', pack: '500-g' },
  { category: 'pesticides', crop: 'cotton', problem: 'cotton.jassid', seller: 'shop', brand: 'Ankur', ingredient: 'Imidacloprid 17.8% SL', stock: 'in', price: '0-500', pack: '1-piece' },
  { category: 'tools', crop: null, problem: null, seller: 'v1', brand: null, ingredient: null, stock: 'in', price: '2000-10000', pack: null },
  { category: 'fertilizers', crop: 'wheat,cotton', problem: null, seller: 'v2', brand: 'Ankur', ingredient: null, stock: null, price: '0-500', pack: '1-kg' },
] as const;
// In FACETS' order, as the grouped rows' f0..fN are.
const NAMES = FACETS.map((f) => f.name) as Array<keyof (typeof PRODUCTS)[number]>;
const keyOf = (name: string, raw: string | null) =>
  raw === null ? [] : name === 'pack' ? [packKeyOf(Number(raw.split('-')[0]), raw.split('-')[1] as 'g')] : name === 'crop' || name === 'problem' ? raw.split(',') : [raw];

// As the database groups them: one row per combination, with its number of products.
const rows = Object.values(
  PRODUCTS.reduce<Record<string, Record<string, string | number | null>>>((acc, p) => {
    const key = JSON.stringify(p);
    acc[key] ??= { ...Object.fromEntries(NAMES.map((n, i) => [`f${i}`, p[n]])), n: 0 };
    (acc[key].n as number)++;
    return acc;
  }, {}),
) as Parameters<typeof cellsOf>[0];

function byHand(selection: Partial<Record<(typeof NAMES)[number], string[]>>) {
  expect(new Set(NAMES)).toEqual(new Set(Object.keys(PRODUCTS[0])));
  const has = (p: (typeof PRODUCTS)[number], name: (typeof NAMES)[number]) => !selection[name] || keyOf(name, p[name]).some((k) => selection[name]!.includes(k));
  const counts = Object.fromEntries(NAMES.map((n) => [n, new Map<string, number>()]));
  for (const p of PRODUCTS) {
    for (const name of NAMES) {
      if (!NAMES.every((other) => other === name || has(p, other))) continue;
      for (const k of keyOf(name, p[name])) counts[name]!.set(k, (counts[name]!.get(k) ?? 0) + 1);
    }
  }
  return { total: PRODUCTS.filter((p) => NAMES.every((n) => has(p, n))).length, counts };
}

describe('the catalogue filters\' counts', () => {
  const cells = cellsOf(rows);
  for (const selection of [
    {},
    { category: ['seeds'] },
    { category: ['seeds', 'tools'] },
    { category: ['seeds'], seller: ['shop'] },
    { stock: ['in'], price: ['0-500', '500-2000'] },
    { pack: ['1-kg'] },
    { category: ['tools'], pack: ['1-kg'], seller: ['v2'] },
    { crop: ['cotton'] },
    { crop: ['cotton', 'wheat'], category: ['seeds', 'pesticides'] },
    { problem: ['cotton.jassid'], brand: ['Ankur'] },
    { ingredient: ['Imidacloprid 17.8% SL'], crop: ['tomato'], stock: ['in'] },
    { brand: ['Ankur', 'Dhanuka'], crop: ['wheat'] },
  ]) {
    it(`count as one by one for ${JSON.stringify(selection)}`, () => {
      expect(countFacets(cells, selection)).toEqual(byHand(selection));
    });
  }

  it('count a product once per value of a filter with several (a link table\'s: crops)', () => {
    // A filter through a link table gives its values joined by commas (facets.ts).
    const crop = NAMES.indexOf('crop');
    const linked = cellsOf([{ f0: 'seeds', [`f${crop}`]: 'wheat,rice', n: 2 }]);
    const { total, counts } = countFacets(linked, { crop: ['rice'] });
    expect(total).toBe(2);
    expect(Object.fromEntries(counts.crop)).toEqual({ wheat: 2, rice: 2 });
    expect(Object.fromEntries(counts.category)).toEqual({ seeds: 2 });
  });

  it('read 1000 g as 1 kg and 1000 ml as 1 litre, and find either form of a pack', () => {
    expect(packKeyOf(1000, 'g')).toBe('1-kg');
    expect(packKeyOf(1500, 'g')).toBe('1500-g');
    expect(packKeyOf(2000, 'ml')).toBe('2-l');
    expect(packKeyOf(10, 'piece')).toBe('10-piece');
    expect(packFormsOf('1-kg')).toEqual([{ size: 1, unit: 'kg' }, { size: 1000, unit: 'g' }]);
    expect(packFormsOf('500-g')).toEqual([{ size: 500, unit: 'g' }]);
    expect(packFormsOf('1.5-kg')).toEqual([]);
  });
});
