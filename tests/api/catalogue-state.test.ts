import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreCategoryList } from '../../src/shared/schemas/catalog.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Lists keep the catalogue's counts between PostgreSQL's notifications of a change (ChangeFeed,
// catalogue-state.ts); SQLite reads them per request. Either way a list never shows counts older
// than a change it could have heard of, and never relies on a feed that has stopped listening.
describeEachDialect('catalogue counts between changes', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const toolCount = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store/categories' });
    return res.json<StoreCategoryList>().items.find((c) => c.slug === 'tools')?.productCount ?? 0;
  };

  it('follow a change written past the app once it is heard, and while the feed is down, read afresh', async () => {
    const before = await toolCount();
    await createProduct(t.db, { category: 'tools' });
    await t.database.catalogueChanges?.sync();
    expect(await toolCount()).toBe(before + 1);
    if (dialect !== 'postgres') return;

    // The listening connection is cut (a database restart, a network drop).
    const feed = t.database.catalogueChanges!;
    // Listening starts beside the app and may still be connecting on a busy machine.
    await expect.poll(() => feed.live, { timeout: 10_000 }).toBe(true);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'hariyali-change-feed'`.execute(t.db);
    await expect.poll(() => feed.live).toBe(false);
    await createProduct(t.db, { category: 'tools' });
    // No notification can arrive now: the count is read, not kept.
    expect(await toolCount()).toBe(before + 2);
    // It listens again by itself, and counts are right from there on.
    await expect.poll(() => feed.live, { timeout: 10_000 }).toBe(true);
    await createProduct(t.db, { category: 'tools' });
    await feed.sync();
    expect(await toolCount()).toBe(before + 3);
  });
});
