import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProductList } from '../../src/shared/schemas/catalog.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { translatedColumnsOf } from '../../src/server/modules/catalog/product-fields.ts';

// A search is ordered by how well each product answers it (docs/decisions/0036-search-ranking.md):
// in stock first, then found in a name as a whole word, as a word's start, anywhere in a name, and
// only then in a description; it tolerates one typo in a long word and the Latin spellings of
// Hindi and Marathi words. The seeded shop is the catalogue farmers complained about.

describeEachDialect('search ranked by what was asked', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = async (q: string, extra = '') => {
    await t.database.catalogueChanges?.sync();
    const res = await t.app.inject({ method: 'GET', url: `/api/store/products?q=${encodeURIComponent(q)}${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StoreProductList>();
  };
  const names = async (q: string, extra = '') => (await search(q, extra)).items.map((p) => p.name);

  it('puts the wheat seed before the out-of-stock harvester for "gehun" and "गेहूं" and "wheat"', async () => {
    // The harvester is found too: its Hindi description says it harvests गेहूं (wheat).
    expect(await names('gehun')).toEqual(['Premium Wheat Seeds', 'Combine Harvester']);
    expect(await names('गेहूं')).toEqual(['Premium Wheat Seeds', 'Combine Harvester']);
    expect(await names('गेहूँ', '&lang=hi')).toEqual(['प्रीमियम गेहूं के बीज', 'कंबाइन हार्वेस्टर']);
    expect(await names('wheat')).toEqual(['Premium Wheat Seeds', 'Combine Harvester']);
  });

  it('puts the rice seed first for "dhan", and finds its loose form "dan" only at the start of a word', async () => {
    const found = await names('dhan');
    expect(found[0]).toBe('Organic Rice Seeds');
    // The tractor's and harvester's Hindi descriptions speak of धान fields. "maidani" (the wheat's
    // plains) and "gardan" (the vegetables' kitchen garden) hold "dan" inside a word: not "dhan".
    expect(found).toContain('Modern Tractor');
    expect(found).toContain('Combine Harvester');
    expect(found).not.toContain('Premium Wheat Seeds');
    expect(found).not.toContain('Vegetable Seeds Mix');
    expect((await names('धान'))[0]).toBe('Organic Rice Seeds');
  });

  it('finds soybean for "soyabean" and "soyabin", and tractors for "tracter"', async () => {
    expect((await names('soyabean'))[0]).toBe('Soybean Seeds');
    expect((await names('soyabin'))[0]).toBe('Soybean Seeds');
    // The seed drill and the spreader are "tractor-mounted": found, after the tractor itself.
    expect(await names('tracter')).toEqual(['Modern Tractor', 'Fertilizer Spreader', 'Seed Drill']);
    expect((await names('makka'))[0]).toBe('Hybrid Corn Seeds');
    // A word under five letters is not corrected: "pimp" is not "pump".
    expect((await search('pimp')).total).toBe(0);
  });

  it('forgives one typo in a Devanagari word too: "ट्रेक्टर" finds the tractor, "सोयबीन" the soybean seed', async () => {
    expect((await names('ट्रेक्टर', '&lang=hi'))[0]).toBe('आधुनिक ट्रैक्टर');
    expect((await names('सोयबीन', '&lang=mr'))[0]).toBe('सोयाबीन बियाणे');
    expect((await names('सोयबीन'))[0]).toBe('Soybean Seeds');
  });

  it('ranks a whole word in a name over a word start, over a name containing it, over a description', async () => {
    const word = await createProduct(t.db, { name: 'Kranti Okra Seeds', description: 'Okra for the kharif season.', ...translatedColumnsOf('Kranti Okra Seeds', undefined) });
    const start = await createProduct(t.db, { name: 'Okrapride Seeds', description: 'A bhindi variety.', ...translatedColumnsOf('Okrapride Seeds', undefined) });
    const inside = await createProduct(t.db, { name: 'Bestokra Seeds', description: 'A bhindi variety.', ...translatedColumnsOf('Bestokra Seeds', undefined) });
    const described = await createProduct(t.db, { name: 'Aaa Vegetable Mix', description: 'Tomato, okra and chilli.', ...translatedColumnsOf('Aaa Vegetable Mix', undefined) });
    const soldOut = await createProduct(t.db, { name: 'Okra Seeds Sold Out', description: 'Okra.', stock: 0, lot: { stock: 0 }, ...translatedColumnsOf('Okra Seeds Sold Out', undefined) });
    const found = (await search('okra')).items.map((p) => p.id);
    expect(found.slice(0, 4)).toEqual([word.id, start.id, inside.id, described.id]);
    // Sold out is on sale but last, whatever its name.
    if (found.includes(soldOut.id)) expect(found.at(-1)).toBe(soldOut.id);
  });

  it('keeps the other orders choosable, and orders by name without a search', async () => {
    expect(await names('gehun', '&sort=name')).toEqual(['Combine Harvester', 'Premium Wheat Seeds']);
    expect(await names('gehun', '&sort=price-high')).toEqual(['Combine Harvester', 'Premium Wheat Seeds']);
    const all = (await search('', '&sort=relevance&pageSize=100')).items.map((p) => p.name.toLowerCase());
    expect(all).toEqual([...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses an unknown order with a message on the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store/products?q=gehun&sort=best' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { sort: expect.stringContaining('relevance') } } });
  });
});
