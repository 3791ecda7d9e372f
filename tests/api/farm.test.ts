import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FarmCrop, FarmDashboard } from '../../src/shared/schemas/farm.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// "My farm" (docs/product-rules.md 42): a farmer's own crops, their stage and what they need this
// week and next, on the app's clock: noon in India on 20 July 2026, whatever the real date.
const NOON_20_JULY_2026 = Date.parse('2026-07-20T06:30:00Z');
const cotton = (over: Record<string, unknown> = {}) => ({ crop: 'cotton', acres: '3', sownOn: '2026-07-15', state: 'Maharashtra', district: 'Yavatmal', ...over });

describeEachDialect('my farm: a farmer\'s own crops and what they need', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let farmer: string;
  let cottonSeeds: { id: string; price_paise: number | string };

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => NOON_20_JULY_2026 });
    http = api(t.app);
    farmer = sessionCookie(await http.register(customer()));
    cottonSeeds = await t.db.selectFrom('products').select(['id', 'price_paise']).where('name', '=', 'Cotton Seeds').executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t?.close();
  });

  const dashboard = async (cookie = farmer, lang = 'en') => {
    const res = await http.call('GET', `/api/farm?lang=${lang}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FarmDashboard>();
  };
  const add = (body: unknown, cookie = farmer) => http.call('POST', '/api/farm/crops', { cookie, body });
  const rows = async (userCookie = farmer) => {
    const me = (await http.me(userCookie)).json<{ user: { id: string } }>().user.id;
    return t.db.selectFrom('farm_crops').selectAll().where('user_id', '=', me).execute();
  };

  it('keeps the farm to signed-in customers: 401 signed out, 403 for a vendor', async () => {
    expect((await http.call('GET', '/api/farm')).statusCode).toBe(401);
    expect((await http.call('POST', '/api/farm/crops', { body: cotton() })).statusCode).toBe(401);
    expect((await http.call('DELETE', '/api/farm/crops/x')).statusCode).toBe(401);
    const seller = sessionCookie(await http.register(vendor()));
    const res = await http.call('GET', '/api/farm', { cookie: seller });
    expect(res.statusCode).toBe(403);
    expect((await add(cotton(), seller)).statusCode).toBe(403);
  });

  it('adds cotton on 3 acres sown 5 days ago: the sowing stage now, and the seed for his acres this week', async () => {
    const res = await add(cotton());
    expect(res.statusCode, res.body).toBe(201);
    const crop = res.json<FarmCrop>();
    expect(crop).toMatchObject({ crop: 'cotton', cropName: 'Cotton', acres: 3, acresText: '3', sownOn: '2026-07-15', state: 'Maharashtra', district: 'Yavatmal', day: 5, status: 'growing', stage: { stage: 'sowing' } });
    // Days 5-11 after sowing are in sowing (0-15); days 12-18 reach into the vegetative stage (16-50).
    expect(crop.thisWeek).toMatchObject({ from: '2026-07-20', to: '2026-07-26' });
    expect(crop.thisWeek.stages.map((s) => s.stage)).toEqual(['sowing']);
    expect(crop.nextWeek).toMatchObject({ from: '2026-07-27', to: '2026-08-02' });
    expect(crop.nextWeek.stages.map((s) => s.stage)).toEqual(['sowing', 'vegetative']);
    expect(crop.thisWeek.stages[0]?.advice).toMatch(/\w/);
    // The seeded Cotton Seeds, one 475 g packet an acre: 3 acres x 475 g = 1.425 kg = 3 packets.
    expect(crop.thisWeek.stages[0]?.products).toEqual([
      {
        useId: expect.any(String),
        product: expect.objectContaining({ id: cottonSeeds.id, name: 'Cotton Seeds', inStock: true, packSize: 475, packUnit: 'g' }),
        dose: { amount: 475, unit: 'g', basis: 'acre' },
        forAcres: { acres: 3, dosePerAcre: { amount: 475, unit: 'g' }, needed: { amount: 1.425, unit: 'kg' }, pack: { size: 475, unit: 'g' }, packs: 3, totalPaise: 3 * Number(cottonSeeds.price_paise), tooMany: false },
      },
    ]);
    const board = await dashboard(farmer, 'mr');
    expect(board).toMatchObject({ today: '2026-07-20', max: 20, defaultState: null });
    expect(board.choices.find((c) => c.slug === 'cotton')?.name).toBe('कापूस');
    expect(board.items).toHaveLength(1);
    expect(board.items[0]).toMatchObject({ id: crop.id, cropName: 'कापूस', day: 5 });
  });

  it('tells a crop not sown yet and one past its harvest, and takes 2.5 acres as a number too', async () => {
    const planned = (await add(cotton({ sownOn: '2026-08-10', acres: 2.5 }))).json<FarmCrop>();
    expect(planned).toMatchObject({ day: -21, status: 'planned', stage: null, acres: 2.5, acresText: '2.5' });
    expect(planned.thisWeek.stages).toEqual([]);
    const old = (await add(cotton({ crop: 'wheat', sownOn: '2025-11-10' }))).json<FarmCrop>();
    expect(old).toMatchObject({ day: 252, status: 'harvested', stage: null });
    expect(old.nextWeek.stages).toEqual([]);
    for (const id of [planned.id, old.id]) expect((await http.call('DELETE', `/api/farm/crops/${id}`, { cookie: farmer })).statusCode).toBe(204);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const before = (await rows()).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [cotton({ acres: '-3' }), 'acres'],
      [cotton({ acres: '0' }), 'acres'],
      [cotton({ acres: '3 acres' }), 'acres'],
      [cotton({ acres: 'three' }), 'acres'],
      [cotton({ acres: '1000.01' }), 'acres'],
      [cotton({ acres: '2.555' }), 'acres'],
      [cotton({ sownOn: '2026-09-19' }), 'sownOn'],
      [cotton({ sownOn: '2025-07-18' }), 'sownOn'],
      [cotton({ sownOn: '2026-02-30' }), 'sownOn'],
      [cotton({ crop: 'banana' }), 'crop'],
      [cotton({ state: 'Nowhere' }), 'state'],
      [cotton({ district: '   ' }), 'district'],
      [cotton({ district: 'x'.repeat(61) }), 'district'],
    ];
    for (const [body, field] of cases) {
      const res = await add(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ error: { code: string; fields: Record<string, string> } }>().error).toMatchObject({ code: 'validation_failed', fields: { [field]: expect.any(String) } });
    }
    // 60 days ahead and 366 days back are the limits, both taken.
    for (const sownOn of ['2026-09-18', '2025-07-19']) {
      const res = await add(cotton({ sownOn }));
      expect(res.statusCode, sownOn).toBe(201);
      await http.call('DELETE', `/api/farm/crops/${res.json<FarmCrop>().id}`, { cookie: farmer });
    }
    expect((await rows()).length).toBe(before);
  });

  it('lets a farmer edit and remove only his own crops: another\'s is a 404', async () => {
    const id = (await dashboard()).items[0]!.id;
    const edited = await http.call('PUT', `/api/farm/crops/${id}`, { cookie: farmer, body: cotton({ acres: '1.5', district: ' Wardha ' }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<FarmCrop>()).toMatchObject({ acres: 1.5, district: 'Wardha' });
    expect(edited.json<FarmCrop>().thisWeek.stages[0]?.products[0]?.forAcres).toMatchObject({ needed: { amount: 713, unit: 'g' }, packs: 2 });
    const bad = await http.call('PUT', `/api/farm/crops/${id}`, { cookie: farmer, body: cotton({ acres: '-1' }) });
    expect(bad.statusCode).toBe(400);
    expect((await rows())[0]).toMatchObject({ acres_hundredths: 150, district: 'Wardha' });

    const other = sessionCookie(await http.register(customer()));
    expect((await dashboard(other)).items).toEqual([]);
    expect((await http.call('PUT', `/api/farm/crops/${id}`, { cookie: other, body: cotton() })).statusCode).toBe(404);
    expect((await http.call('DELETE', `/api/farm/crops/${id}`, { cookie: other })).statusCode).toBe(404);
    expect((await rows()).map((r) => r.id)).toContain(id);

    expect((await http.call('DELETE', `/api/farm/crops/${id}`, { cookie: farmer })).statusCode).toBe(204);
    expect((await http.call('DELETE', `/api/farm/crops/${id}`, { cookie: farmer })).statusCode).toBe(404);
    expect(await rows()).toEqual([]);
  });

  it('starts the add form with the state of his default address', async () => {
    const cookie = sessionCookie(await http.register(customer()));
    const saved = await http.call('POST', '/api/auth/addresses', {
      cookie,
      body: { fullName: 'Ramesh Patil', phone: '9876543210', address: 'At post Ner', city: 'Yavatmal', state: 'Maharashtra', pincode: '445001' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await dashboard(cookie)).defaultState).toBe('Maharashtra');
  });

  it('keeps at most 20 crops a farmer', async () => {
    const cookie = sessionCookie(await http.register(customer()));
    for (let i = 0; i < 20; i++) expect((await add(cotton({ district: `D${i}` }), cookie)).statusCode).toBe(201);
    const res = await add(cotton(), cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { code: string; fields: Record<string, string> } }>().error).toMatchObject({ code: 'validation_failed', fields: { farm: expect.stringContaining('20 crops') } });
    const sent = await http.call('POST', '/api/farm/crops', { cookie, body: new URLSearchParams(cotton()).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(sent.headers.location).toBe('/account/farm?problem=farm_crop_limit');
    expect((await rows(cookie)).length).toBe(20);
  });

  it('lists his crops in "Download my data", and erases them with his account', async () => {
    const cookie = sessionCookie(await http.register(customer()));
    expect((await add(cotton({ acres: '2.5' }), cookie)).statusCode).toBe(201);
    const data = await http.call('GET', '/api/auth/my-data', { cookie });
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json<{ farmCrops: unknown[] }>().farmCrops).toEqual([{ crop: 'cotton', acres: 2.5, sownOn: '2026-07-15', state: 'Maharashtra', district: 'Yavatmal', createdAt: expect.any(String) }]);
    const me = (await http.me(cookie)).json<{ user: { id: string } }>().user.id;
    const deleted = await http.call('POST', '/api/auth/delete-account', { cookie, body: { currentPassword: customer().password } });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await t.db.selectFrom('farm_crops').selectAll().where('user_id', '=', me).execute()).toEqual([]);
  });

  describe('without JavaScript (forms)', () => {
    const form = (url: string, fields: Record<string, string>, cookie = farmer) =>
      http.call('POST', url, { cookie, body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

    it('adds, edits and removes by forms, each sent back to the page; a refused form comes back with what was typed', async () => {
      const added = await form('/api/farm/crops', cotton());
      expect(added.statusCode).toBe(303);
      expect(added.headers.location).toBe('/account/farm');
      const id = (await dashboard()).items[0]!.id;

      const refused = await form(`/api/farm/crops/${id}`, cotton({ acres: 'lots', sownOn: '2030-01-01' }));
      expect(refused.statusCode).toBe(303);
      const back = new URL(String(refused.headers.location), 'http://shop.test');
      expect(back.pathname).toBe('/account/farm');
      expect(back.hash).toBe(`#edit-${id}`);
      expect(Object.fromEntries(back.searchParams)).toMatchObject({ form: 'edit', id, acres: 'lots', district: 'Yavatmal', invalid: 'acres' });

      expect((await form(`/api/farm/crops/${id}`, cotton({ acres: '4' }))).headers.location).toBe('/account/farm');
      expect((await dashboard()).items[0]).toMatchObject({ acres: 4 });

      const other = sessionCookie(await http.register(customer()));
      expect((await form(`/api/farm/crops/${id}/delete`, {}, other)).headers.location).toBe('/account/farm?problem=not_found');
      expect((await form(`/api/farm/crops/${id}/delete`, {})).headers.location).toBe('/account/farm');
      expect((await dashboard()).items).toEqual([]);
    });
  });
});
