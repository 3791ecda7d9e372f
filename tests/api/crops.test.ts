import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCrop, AdminCropList, StoreCrop, StoreCropList } from '../../src/shared/schemas/crops.ts';
import { guardStatuses, signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Crops, their calendars and problems (docs/product-rules.md 39), on the app's clock: noon in
// India on 20 July 2026, whatever the real date.
const NOON_20_JULY_2026 = Date.parse('2026-07-20T06:30:00Z');

describeEachDialect('crops API (calendars, stages and problems)', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false, clock: () => NOON_20_JULY_2026 });
    http = api(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const crop = async (url: string, cookie?: string) => {
    const res = await http.call('GET', url, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StoreCrop>();
  };
  const datesOf = (c: StoreCrop) => c.stages.map((s) => [s.stage, s.from, s.to]);

  it('lists the seven crops in the reader\'s language, with their seasons and how many stages and problems each has', async () => {
    const res = await http.call('GET', '/api/store/crops?lang=mr');
    expect(res.statusCode).toBe(200);
    const { items } = res.json<StoreCropList>();
    expect(items.map((c) => c.slug)).toEqual(['wheat', 'paddy', 'maize', 'soybean', 'sunflower', 'cotton', 'tomato']);
    expect(items.find((c) => c.slug === 'cotton')).toEqual({ slug: 'cotton', name: 'कापूस', seasons: ['kharif'], stageCount: 5, problemCount: 3 });
    expect(items.find((c) => c.slug === 'sunflower')?.seasons).toEqual(['kharif', 'rabi']);
    const english = (await http.call('GET', '/api/store/crops?lang=en')).json<StoreCropList>().items;
    expect(english.find((c) => c.slug === 'wheat')?.name).toBe('Wheat');
  });

  it('works out the stages\' dates from the national sowing window of this season, and names every source', async () => {
    const cotton = await crop('/api/store/crops/cotton?lang=hi');
    expect(cotton).toMatchObject({ name: 'कपास', season: 'kharif', state: null, stateWindow: false, sowFrom: '2026-06-01', sowTo: '2026-07-15', today: '2026-07-20', sown: null });
    expect(datesOf(cotton)).toEqual([
      ['sowing', '2026-06-01', '2026-07-30'],
      ['vegetative', '2026-06-17', '2026-09-03'],
      ['flowering', '2026-07-22', '2026-10-13'],
      ['fruiting', '2026-08-31', '2026-12-12'],
      ['harvest', '2026-10-30', '2027-01-11'],
    ]);
    expect(cotton.stages[0]?.advice).toContain('बीटी');
    expect(cotton.states).toEqual(['Haryana', 'Punjab']);
    const pink = cotton.problems.find((p) => p.slug === 'pink-bollworm');
    expect(pink).toMatchObject({ kind: 'pest', name: 'गुलाबी सुंडी', image: '/images/problems/cotton-pink-bollworm.svg', stages: ['flowering', 'fruiting'] });
    for (const text of [cotton.source, ...cotton.stages.map((s) => s.source), ...cotton.problems.map((p) => p.source)]) expect(text).toMatch(/https?:\/\//);
  });

  it('follows a state\'s own window, and the next season once this one is over', async () => {
    const punjab = await crop('/api/store/crops/cotton?state=Punjab&season=kharif');
    expect(punjab).toMatchObject({ state: 'Punjab', stateWindow: true, sowFrom: '2026-04-15', sowTo: '2026-05-15' });
    expect(punjab.stages[0]).toMatchObject({ from: '2026-04-15', to: '2026-05-30' });
    // A state without a window of its own follows the national default.
    expect(await crop('/api/store/crops/cotton?state=Maharashtra')).toMatchObject({ state: 'Maharashtra', stateWindow: false, sowFrom: '2026-06-01' });
    // In July, wheat's calendar is for the coming November.
    expect(await crop('/api/store/crops/wheat?state=Punjab')).toMatchObject({ season: 'rabi', sowFrom: '2026-11-01', sowTo: '2026-11-20' });
  });

  it('tells the stage a crop sown on a day is in today, and its dates from that day', async () => {
    const cotton = await crop('/api/store/crops/cotton?state=Punjab&sown=2026-05-20');
    expect(cotton.sown).toEqual({ date: '2026-05-20', day: 61, stage: 'flowering' });
    expect(cotton.stages.find((s) => s.stage === 'flowering')).toMatchObject({ from: '2026-07-10', to: '2026-08-18' });
    expect((await crop('/api/store/crops/cotton?sown=2026-07-20')).sown).toEqual({ date: '2026-07-20', day: 0, stage: 'sowing' });
    // Wheat sown last November was harvested by April: past its last stage.
    expect((await crop('/api/store/crops/wheat?sown=2025-11-10')).sown).toEqual({ date: '2025-11-10', day: 252, stage: null });
  });

  it('takes the state of a signed-in customer\'s default address when none is asked for', async () => {
    const cookie = sessionCookie(await http.register(customer()));
    const saved = await http.call('POST', '/api/auth/addresses', {
      cookie,
      body: { fullName: 'Gurpreet Singh', phone: '98140 12345', address: 'Village Ayali Kalan', city: 'Ludhiana', state: 'Punjab', pincode: '141004' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await crop('/api/store/crops/cotton', cookie)).toMatchObject({ state: 'Punjab', stateWindow: true, sowFrom: '2026-04-15' });
    // An asked state comes first; a visitor gets the national default.
    expect(await crop('/api/store/crops/cotton?state=Gujarat', cookie)).toMatchObject({ state: 'Gujarat', stateWindow: false });
    expect(await crop('/api/store/crops/cotton')).toMatchObject({ state: null, sowFrom: '2026-06-01' });
  });

  it('answers an unknown crop with 404 not_found', async () => {
    const res = await http.call('GET', '/api/store/crops/banana');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  describe('refuses a bad query with 400 and a message on the field', () => {
    const cases: Array<[string, string, RegExp]> = [
      ['/api/store/crops/cotton?state=Atlantis', 'state', /state/i],
      ['/api/store/crops/cotton?season=monsoon', 'season', /kharif, rabi or zaid/],
      ['/api/store/crops/cotton?season=rabi', 'season', /kharif/],
      ['/api/store/crops/cotton?sown=2026-02-30', 'sown', /YYYY-MM-DD/],
      ['/api/store/crops/cotton?sown=20-07-2026', 'sown', /YYYY-MM-DD/],
      ['/api/store/crops/cotton?sown=2026-07-21', 'sown', /after today/],
      ['/api/store/crops/cotton?sown=2025-07-01', 'sown', /a year ago/],
    ];
    for (const [url, field, message] of cases) {
      it(url, async () => {
        const res = await http.call('GET', url);
        expect(res.statusCode, res.body).toBe(400);
        const error = res.json().error;
        expect(error.code).toBe('validation_failed');
        expect(Object.keys(error.fields)).toEqual([field]);
        expect(error.fields[field]).toMatch(message);
      });
    }
  });

  it('lists every crop page in the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap-pages.xml' });
    expect(res.statusCode).toBe(200);
    for (const slug of ['wheat', 'paddy', 'maize', 'soybean', 'sunflower', 'cotton', 'tomato']) expect(res.body).toContain(`/crops/${slug}</loc>`);
  });

  describe('the admin\'s corrections of the texts', () => {
    const three = (word: string) => ({ en: `${word} (en)`, hi: `${word} (हिन्दी)`, mr: `${word} (मराठी)` });
    const body = {
      name: { en: 'Cotton', hi: 'कपास', mr: 'कापूस' },
      stages: [{ stage: 'harvest', name: three('Picking'), advice: three('Pick in dry weather') }],
      problems: [{ slug: 'jassid', name: three('Jassid'), symptoms: three('Leaves cup downward'), alt: three('A cupped leaf') }],
    };

    it('are for admins only: a visitor 401, a customer or vendor 403, and nothing changes', async () => {
      expect(await guardStatuses(t, 'GET', '/api/admin/crops')).toEqual([401, 403, 403]);
      expect(await guardStatuses(t, 'PUT', '/api/admin/crops/cotton/texts', body)).toEqual([401, 403, 403]);
      expect((await crop('/api/store/crops/cotton?lang=hi')).stages.at(-1)?.name).toBe('चुनाई');
    });

    it('lists every crop with its texts in the three languages, and replaces the ones given in the reader\'s pages', async () => {
      const admin = (await signInAsAdmin(t)).cookie;
      const list = await http.call('GET', '/api/admin/crops', { cookie: admin });
      expect(list.statusCode).toBe(200);
      const cotton = list.json<AdminCropList>().items.find((c) => c.slug === 'cotton')!;
      expect(cotton.name).toEqual({ en: 'Cotton', hi: 'कपास', mr: 'कापूस' });
      expect(cotton.problems.map((p) => p.slug)).toEqual(['pink-bollworm', 'whitefly-leaf-curl', 'jassid']);

      const saved = await http.call('PUT', '/api/admin/crops/cotton/texts', { cookie: admin, body });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<AdminCrop>().stages.at(-1)?.advice.mr).toBe('Pick in dry weather (मराठी)');
      const marathi = await crop('/api/store/crops/cotton?lang=mr');
      expect(marathi.stages.at(-1)).toMatchObject({ name: 'Picking (मराठी)', advice: 'Pick in dry weather (मराठी)', fromDay: 151, toDay: 180 });
      expect(marathi.problems.find((p) => p.slug === 'jassid')).toMatchObject({ name: 'Jassid (मराठी)', alt: 'A cupped leaf (मराठी)' });
      // What was not given stays.
      expect(marathi.stages[0]?.name).toBe('पेरणी आणि उगवण');
    });

    it('refuses an empty text, an unknown stage or problem, and an unknown crop, changing nothing', async () => {
      const admin = (await signInAsAdmin(t)).cookie;
      const empty = await http.call('PUT', '/api/admin/crops/cotton/texts', { cookie: admin, body: { ...body, name: { en: ' ', hi: 'कपास', mr: 'कापूस' } } });
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json().error.fields)).toEqual(['name.en']);
      const unknown = await http.call('PUT', '/api/admin/crops/cotton/texts', {
        cookie: admin,
        body: { ...body, name: three('Changed'), problems: [...body.problems, { ...body.problems[0], slug: 'locust' }] },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.fields).toEqual({ 'problems.1.slug': 'Cotton has no such problem' });
      expect((await crop('/api/store/crops/cotton?lang=en')).name).toBe('Cotton');
      const missing = await http.call('PUT', '/api/admin/crops/banana/texts', { cookie: admin, body });
      expect(missing.statusCode).toBe(404);
    });
  });
});
