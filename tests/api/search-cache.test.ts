import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProductList } from '../../src/shared/schemas/catalog.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Searches are kept per app server under the catalogue's version (search-cache.ts): every change
// that could alter a result must show at once, and what a search shows (stock, price) is fresh.
describeEachDialect('search results kept between requests', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = async (q: string, sort = 'name') => {
    // The test writes to the database itself; on PostgreSQL the app hears of it by notification
    // (ChangeFeed), a moment after the commit.
    await t.database.catalogueChanges?.sync();
    const res = await t.app.inject({ method: 'GET', url: `/api/store/products?q=${encodeURIComponent(q)}&sort=${sort}` });
    expect(res.statusCode).toBe(200);
    return res.json<StoreProductList>();
  };
  const names = (list: StoreProductList) => list.items.map((p) => p.name);

  it('follow renames, hiding, new products, price order and stock', async () => {
    const a = await createProduct(t.db, { name: 'Kesar Mango Sapling', price_paise: 300_00, stock: 9 });
    const b = await createProduct(t.db, { name: 'Alphonso Mango Sapling', price_paise: 200_00 });
    expect(names(await search('mango sapling'))).toEqual(['Alphonso Mango Sapling', 'Kesar Mango Sapling']);
    // The same search again (kept), then a stock change (a checkout): the new stock shows.
    await t.db.updateTable('products').set({ stock: 2 }).where('id', '=', a.id!).execute();
    expect((await search('mango sapling')).items.find((p) => p.id === a.id)?.stock).toBe(2);

    await t.db.updateTable('products').set({ name: 'Kesar Aam Sapling' }).where('id', '=', a.id!).execute();
    expect(names(await search('mango sapling'))).toEqual(['Alphonso Mango Sapling']);
    expect(names(await search('aam sapling'))).toEqual(['Kesar Aam Sapling']);

    await t.db.updateTable('products').set({ price_paise: 100_00 }).where('id', '=', a.id!).execute();
    await t.db.updateTable('products').set({ name: 'Kesar Mango Sapling' }).where('id', '=', a.id!).execute();
    expect(names(await search('mango sapling', 'price-low'))).toEqual(['Kesar Mango Sapling', 'Alphonso Mango Sapling']);
    await t.db.updateTable('products').set({ price_paise: 900_00 }).where('id', '=', a.id!).execute();
    expect(names(await search('mango sapling', 'price-low'))).toEqual(['Alphonso Mango Sapling', 'Kesar Mango Sapling']);

    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', b.id!).execute();
    expect(names(await search('mango sapling'))).toEqual(['Kesar Mango Sapling']);
    await createProduct(t.db, { name: 'Totapuri Mango Sapling' });
    const after = await search('mango sapling');
    expect(names(after)).toEqual(['Kesar Mango Sapling', 'Totapuri Mango Sapling']);
    expect(after.total).toBe(2);
    await t.db.deleteFrom('products').where('id', '=', a.id!).execute();
    expect(names(await search('mango sapling'))).toEqual(['Totapuri Mango Sapling']);
  });

  it('keep the version still for stock changes (a checkout) and move it for a change to what a search sees', async () => {
    const version = async () => String((await t.db.selectFrom('catalogue_state').select('version').executeTakeFirstOrThrow()).version);
    const before = await version();
    await t.db.updateTable('products').set((eb) => ({ stock: eb('stock', '+', 1) })).where('stock', '>', 0).execute();
    expect(await version()).toBe(before);
    // Selling out (stock crossing zero) moves it: the "In stock" filter counts it (docs/decisions/0055).
    const [one] = await t.db.selectFrom('products').select(['id', 'stock']).where('stock', '>', 0).limit(1).execute();
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', one!.id).execute();
    const soldOut = await version();
    expect(soldOut).not.toBe(before);
    await t.db.updateTable('products').set({ stock: one!.stock }).where('id', '=', one!.id).execute();
    expect(await version()).not.toBe(soldOut);
    const restocked = await version();
    await t.db.updateTable('products').set({ description: 'Changed' }).where('category', '=', 'equipment').execute();
    expect(await version()).not.toBe(restocked);
  });
});
