import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminStockLocations, ProductLocationStock } from '../../src/shared/schemas/stock-locations.ts';
import type { StaffRole } from '../../src/shared/staff-roles.ts';
import { gstinCheckCharacter } from '../../src/shared/gst.ts';
import { signInAsAdmin, signInAsStaff } from '../helpers/admin.ts';
import { api } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

/** A GSTIN of the shop's own PAN registered in the state of `stateCode`, with its check character. */
const gstinIn = (stateCode: string, pan = 'AAPFU0939F') => `${stateCode}${pan}1Z${gstinCheckCharacter(`${stateCode}${pan}1Z`)}`;
/** The Indore godown: Madhya Pradesh, registered there under the shop's PAN. */
const INDORE = { name: 'Indore godown', address: 'Plot 14, Sector F, Sanwer Road Industrial Area', city: 'Indore', state: 'Madhya Pradesh', pincode: '452015', gstin: gstinIn('23'), contactName: 'Ramesh Patidar', contactPhone: '98260 11111', active: true };

/**
 * Stock locations (docs/product-rules.md 59, docs/decisions/0074): the owner adds godowns in other
 * states, each registered for GST there under the shop's own PAN; a product's units at each are
 * part of its one stock.
 */
describeEachDialect('stock locations', (dialect) => {
  let t: StoppableTestApp;
  const http = () => api(t.app);
  const staff = {} as Record<'owner' | 'dispatcher', string>;
  let sprayer: string;
  let seed: string;

  const staffAs = async (role: StaffRole, name: string) => (await signInAsStaff(t, role, name)).cookie;
  const create = (body: unknown, cookie = staff.owner) => http().call('POST', '/api/admin/stock-locations', { cookie, body });
  const stockOf = async (productId: string) => (await http().call('GET', `/api/admin/products/${productId}/location-stock`, { cookie: staff.owner })).json<ProductLocationStock>();
  const setStock = (productId: string, body: unknown, cookie = staff.owner) => http().call('PUT', `/api/admin/products/${productId}/location-stock`, { cookie, body });
  const totalOf = async (productId: string) => Number((await t.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock);

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => Date.parse('2026-12-06T05:00:00Z') });
    staff.owner = await staffAs('owner', 'Omkar Owner');
    staff.dispatcher = await staffAs('dispatcher', 'Dinesh Dispatcher');
    sprayer = (await createProduct(t.db, { name: 'Knapsack Sprayer 16 L', category: 'equipment', hsn_code: '8424', price_paise: 2_450_00, stock: 20 })).id;
    seed = (await createProduct(t.db, { name: 'Soybean JS 9560', category: 'seeds', hsn_code: '1201', price_paise: 1_800_00, stock: 0 })).id;
  });
  afterAll(async () => t?.close());

  it("asks for the shop's own GSTIN first, then takes a godown registered in its state under the shop's PAN", async () => {
    const before = await create(INDORE);
    expect(before.statusCode).toBe(400);
    expect(before.json().error.fields.gstin).toMatch(/shop's own GSTIN in Tax & Business first/);
    const settings = { legalName: 'Hariyali Agro Private Limited', address: 'Market Yard, Pune 411037', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' };
    expect((await http().call('PUT', '/api/admin/business-settings', { cookie: staff.owner, body: settings })).statusCode).toBe(200);

    const made = await create(INDORE);
    expect(made.statusCode).toBe(200);
    const { locations } = made.json<AdminStockLocations>();
    // The principal place first: Tax & Business's address, state and GSTIN.
    expect(locations[0]).toMatchObject({ id: null, name: 'Hariyali Agro Private Limited', state: 'Maharashtra', pincode: '411037', gstin: '27AAPFU0939F1ZV' });
    expect(locations[1]).toMatchObject({ name: 'Indore godown', state: 'Madhya Pradesh', pincode: '452015', gstin: INDORE.gstin, contactName: 'Ramesh Patidar', active: true });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'entity_id']).where('action', '=', 'stock_location.create').execute();
    expect(audit).toEqual([{ action: 'stock_location.create', entity_id: locations[1]!.id }]);
  });

  it('refuses what the law or the map would not have, each on its field, writing nothing', async () => {
    const count = async () => (await t.db.selectFrom('stock_locations').select('id').execute()).length;
    const before = await count();
    const refused = [
      [{ ...INDORE, name: 'Bhopal', gstin: gstinIn('27') }, 'gstin', /registered in another state/],
      [{ ...INDORE, name: 'Bhopal', gstin: gstinIn('23', 'BBBPB1234C') }, 'gstin', /another business's/],
      [{ ...INDORE, name: 'Bhopal', pincode: '411037' }, 'pincode', /./],
      [{ ...INDORE, name: '', contactPhone: 'call me' }, 'name', /required/],
    ] as const;
    for (const [body, field, message] of refused) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields[field]).toMatch(message);
    }
    const twice = await create(INDORE);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('location_exists');
    // A dispatcher sees the locations but does not register one.
    expect((await create({ ...INDORE, name: 'Jabalpur' }, staff.dispatcher)).statusCode).toBe(403);
    expect((await http().call('GET', '/api/admin/stock-locations', { cookie: staff.dispatcher })).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it("counts a product's units at a godown as part of its one stock, refusing a count overtaken meanwhile and a seed", async () => {
    const indore = (await (await http().call('GET', '/api/admin/stock-locations', { cookie: staff.owner })).json<AdminStockLocations>()).locations[1]!.id!;
    expect((await stockOf(sprayer)).locations.map((l) => l.units)).toEqual([20, 0]);

    const counted = await setStock(sprayer, { locationId: indore, units: 8, expected: 0 });
    expect(counted.statusCode).toBe(200);
    expect(counted.json<ProductLocationStock>()).toMatchObject({ total: 28, locations: [{ id: null, units: 20 }, { id: indore, name: 'Indore godown', units: 8 }] });
    expect(await totalOf(sprayer)).toBe(28);

    // The admin saw 0 there, but it is 8 now: refused, nothing changed.
    const stale = await setStock(sprayer, { locationId: indore, units: 5, expected: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('location_stock_changed');
    expect(await totalOf(sprayer)).toBe(28);

    expect((await setStock(sprayer, { locationId: indore, units: 3, expected: 8 })).json<ProductLocationStock>().total).toBe(23);
    // Seeds are kept by their lots; an unknown location and a negative count are the form's errors.
    expect((await setStock(seed, { locationId: indore, units: 5, expected: 0 })).json().error.code).toBe('not_kept_by_location');
    expect((await setStock(sprayer, { locationId: 'nowhere', units: 5, expected: 3 })).json().error.fields.locationId).toMatch(/no stock location/);
    expect((await setStock(sprayer, { locationId: indore, units: -1, expected: 3 })).statusCode).toBe(400);
    expect((await setStock(sprayer, { locationId: indore, units: 9, expected: 3 }, staff.dispatcher)).statusCode).toBe(403);
    expect(await totalOf(sprayer)).toBe(23);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'entity_id']).where('action', '=', 'location_stock.set').execute();
    expect(audit).toHaveLength(2);
  });
});
