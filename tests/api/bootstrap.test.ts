import { expect, it } from 'vitest';
import { migrateDownOne, migrateToLatest } from '../../src/server/db/migrate.ts';
import { sql } from 'kysely';
import { seedCatalogIfEmpty } from '../../src/server/seed/seed-catalog.ts';
import { seedSyntheticProducts } from '../../src/server/seed/seed-synthetic.ts';
import { verifyPassword } from '../../src/server/modules/accounts/password.ts';
import { ensureConfiguredAdmin, upsertAdmin } from '../../src/server/modules/accounts/admin-bootstrap.ts';
import { describeEachDialect, freshDatabaseEachTest } from '../helpers/databases.ts';

describeEachDialect('start-up: migrations, seeding, admin bootstrap', (dialect) => {
  const fresh = freshDatabaseEachTest(dialect);

  it('migrates once and seeds the catalogue only into an empty database', async () => {
    const db = await fresh();
    expect((await migrateToLatest(db)).length).toBeGreaterThan(0);
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await seedCatalogIfEmpty(db)).toBe(17);
    expect(await seedCatalogIfEmpty(db)).toBe(0);
    const rows = await db.selectFrom('products').select(['name', 'price_paise', 'stock']).execute();
    expect(rows).toHaveLength(17);
    expect(rows.find((r) => r.name === 'Modern Tractor')?.price_paise).toBe(850000_00);
  });

  it('undoes the product languages and applies them again, the search index working each way', async () => {
    const db = await fresh();
    await migrateToLatest(db);
    await seedCatalogIfEmpty(db);
    const found = async (q: string) =>
      dialect === 'postgres'
        ? (await sql<{ n: number }>`select count(*)::int as n from products where is_active = 1 and search_text like ${`%${q}%`}`.execute(db)).rows[0]!.n
        : (await sql<{ n: number }>`select count(*) as n from products_fts where products_fts match ${`"${q}"`}`.execute(db)).rows[0]!.n;
    expect(await found('गेहूं')).toBeGreaterThan(0);
    // The later migrations (payments, issue 15; mail, seed lots and licences, delivery and
    // returns, issue 16) go down first, newest first, each undoing what it added.
    const later = ['2026_11_25_130000_payments', '2026_11_26_090000_mail', '2026_11_26_091000_seed_lots_licences', '2026_11_26_092000_delivery_tracking', '2026_11_26_093000_returns', '2026_11_26_100000_reviews', '2026_11_26_101000_addresses', '2026_11_26_102000_order_numbers', '2026_11_26_103000_product_photos', '2026_11_26_104000_pack_size', '2026_11_26_105000_vendor_payout_accounts', '2026_11_28_090000_tax_uqc_and_classes', '2026_11_28_091000_site_settings', '2026_11_28_091500_seed_label_languages', '2026_11_28_092000_storage_probe', '2026_11_28_093000_search_names', '2026_11_29_090000_sign_in_codes', '2026_11_29_100000_mobile_accounts', '2026_11_29_110000_marketing_consent', '2026_11_30_090000_product_label', '2026_11_30_091000_crops', '2026_11_30_092000_catalogue_facets', '2026_11_30_093000_product_uses', '2026_11_30_094000_farm_crops', '2026_11_30_095000_catalogue_facets_label', '2026_11_30_096000_bt_cotton_packet', '2026_11_30_097000_product_uses_statistics', '2026_12_01_090000_coupons', '2026_12_01_091000_business_buyers', '2026_12_01_092000_einvoices', '2026_12_01_093000_price_lists', '2026_12_01_094000_business_address', '2026_12_02_090000_offers', '2026_12_02_091000_kits', '2026_12_02_092000_group_requests', '2026_12_02_093000_coupon_groups', '2026_12_03_090000_einvoice_credit_notes', '2026_12_03_091000_staff_roles', '2026_12_04_090000_audit_log', '2026_12_04_100000_call_back_requests', '2026_12_04_110000_grievance_officer', '2026_12_04_120000_assisted_orders', '2026_12_04_130000_grievances', '2026_12_04_140000_field_agents', '2026_12_05_090000_pickup_points', '2026_12_05_100000_eway_bills', '2026_12_05_110000_shipments', '2026_12_06_090000_stock_locations', '2026_12_06_100000_cod_remittances', '2026_12_06_110000_eway_bill_generations', '2026_12_06_120000_shipment_tracking', '2026_12_06_130000_product_shipping_size', '2026_12_06_140000_carrier_pickup_locations', '2026_12_06_150000_seed_lot_places', '2026_12_07_090000_ondc', '2026_12_08_090000_ondc_orders', '2026_12_08_100000_ondc_issues', '2026_12_09_090000_ondc_returns', '2026_12_10_090000_grievance_escalations'];
    for (const name of [...later].reverse()) expect(await migrateDownOne(db)).toBe(name);
    expect(await migrateDownOne(db)).toBe('2026_11_25_120000_product_languages');
    expect(await found('wheat')).toBe(2); // the wheat seeds, and the harvester that cuts wheat
    expect(await found('गेहूं')).toBe(0);
    expect(await migrateToLatest(db)).toEqual(['2026_11_25_120000_product_languages', ...later]);
    // Seeds without a label and a valid lot are not sold (issue 16): the wheat seeds wait for theirs.
    expect(await found('wheat')).toBe(1);
    // The translations went with the columns; the next start brings the seeded ones back, and the seeded seeds' labels.
    expect(await found('गेहूं')).toBe(0);
    await seedCatalogIfEmpty(db);
    expect(await found('wheat')).toBe(2);
    expect(await found('गेहूं')).toBeGreaterThan(0);
    // The names searches rank by (migration 2026_11_28_093000) are written on that start too.
    const names = await db.selectFrom('products').select(['name', 'search_names']).execute();
    expect(names.find((p) => p.name === 'Premium Wheat Seeds')?.search_names).toContain(' gehun ');
    expect(names.filter((p) => p.search_names === null)).toEqual([]);
  });

  it('creates the configured admin only when the shop has none, with a hashed password', async () => {
    const db = await fresh();
    await migrateToLatest(db);
    expect(await db.selectFrom('users').selectAll().execute()).toEqual([]);
    const admin = { email: ' Owner@Example.IN ', password: 'correct horse battery', name: 'Owner' };
    expect(await ensureConfiguredAdmin(db, admin)).toBe('created');
    expect(await ensureConfiguredAdmin(db, { ...admin, email: 'second@example.in' })).toBe('skipped');
    const users = await db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: 'owner@example.in', type: 'admin', name: 'Owner' });
    expect(users[0]!.password_hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery', users[0]!.password_hash)).toBe(true);
  });

  it('promotes an existing account by email (admin:create)', async () => {
    const db = await fresh();
    await migrateToLatest(db);
    await upsertAdmin(db, { email: 'farmer@example.in', password: 'first-password', name: 'Farmer' });
    await db.updateTable('users').set({ type: 'user' }).execute();
    expect(await upsertAdmin(db, { email: 'FARMER@example.in', password: 'second-password', name: 'Ignored' })).toBe('promoted');
    const row = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(row.type).toBe('admin');
    expect(await verifyPassword('second-password', row.password_hash)).toBe(true);
  });

  it('adds a synthetic catalogue in batches that search can find', async () => {
    const db = await fresh();
    await migrateToLatest(db);
    await seedSyntheticProducts(db, 1200);
    const { n } = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(1200);
    const lot = await db.selectFrom('products').select('name').where('name', 'like', '% 1177').execute();
    expect(lot).toHaveLength(1);
  });
});
