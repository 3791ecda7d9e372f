import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// "Showing X of Y" reads counts that triggers keep (catalogue_counts, issue 13) instead of
// counting every product per request: they must always equal a real count, whatever writes.
describeEachDialect('counts of products on sale', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const kept = async (db: Kysely<Database>) =>
    Object.fromEntries((await db.selectFrom('catalogue_counts').select(['category', 'active_count']).execute()).map((r) => [r.category, Number(r.active_count)]));
  const counted = async (db: Kysely<Database>) => {
    const rows = await db.selectFrom('products').select(['category', (eb) => eb.fn.countAll<number>().as('n')]).where('is_active', '=', 1).groupBy('category').execute();
    const all = Object.fromEntries(Object.keys(await kept(db)).map((c) => [c, 0]));
    for (const r of rows) all[r.category] = Number(r.n);
    return all;
  };

  it('start from the seeded shop and follow inserts, hiding, showing, moving and deleting', async () => {
    expect(await kept(t.db)).toEqual(await counted(t.db));
    expect((await kept(t.db)).seeds).toBe(7);

    const a = await createProduct(t.db, { category: 'tools' });
    await createProduct(t.db, { category: 'tools', is_active: 0 });
    expect((await kept(t.db)).tools).toBe(1);

    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', a.id).execute();
    expect((await kept(t.db)).tools).toBe(0);
    await t.db.updateTable('products').set({ is_active: 1, category: 'fertilizers' }).where('id', '=', a.id).execute();
    expect(await kept(t.db)).toMatchObject({ tools: 0, fertilizers: 2 });
    // Stock and price (every checkout) leave the counts alone; moving back and forth keeps them right.
    await t.db.updateTable('products').set({ stock: 3, price_paise: 999 }).where('id', '=', a.id).execute();
    await t.db.updateTable('products').set({ category: 'pesticides' }).where('id', '=', a.id).execute();
    expect(await kept(t.db)).toEqual(await counted(t.db));

    await t.db.deleteFrom('products').where('id', '=', a.id).execute();
    expect(await kept(t.db)).toEqual(await counted(t.db));
  });

  it('follow a change of many rows at once, and a rolled back one leaves them as they were', async () => {
    await t.db.updateTable('products').set({ is_active: 0 }).where('category', '=', 'seeds').execute();
    expect((await kept(t.db)).seeds).toBe(0);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ is_active: 1 }).where('category', '=', 'seeds').execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await kept(t.db)).seeds).toBe(0);
    await t.db.updateTable('products').set({ is_active: 1 }).where('category', '=', 'seeds').execute();
    expect(await kept(t.db)).toEqual(await counted(t.db));
  });

  it('are what the store list shows: the catalogue total, and a category without a search', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/store/products' })).json();
    const total = Object.values(await counted(t.db)).reduce((s, n) => s + n, 0);
    expect(all).toMatchObject({ total, catalogueTotal: total });
    const seeds = (await t.app.inject({ method: 'GET', url: '/api/store/products?category=seeds' })).json();
    expect(seeds).toMatchObject({ total: 7, catalogueTotal: total });
    const categories = (await t.app.inject({ method: 'GET', url: '/api/store/categories' })).json().items;
    expect(categories.find((c: { slug: string }) => c.slug === 'seeds')).toEqual({ slug: 'seeds', productCount: 7 });
  });
});
