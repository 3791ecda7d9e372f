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

  describe('the admin\'s crop guide: crops added, edited whole and removed', () => {
    const three = (word: string) => ({ en: `${word} (en)`, hi: `${word} (हिन्दी)`, mr: `${word} (मराठी)` });
    const SOURCE = 'ICAR-Indian Institute of Millets Research (IIMR), Hyderabad: pearl millet package of practices, https://www.millets.res.in/';
    /** A crop's form as the admin sends it back: the GET's crop, its drawings by file name. */
    const inputOf = (c: AdminCrop) => {
      const { slug: _slug, ...rest } = c;
      return { ...rest, problems: c.problems.map((p) => ({ ...p, image: p.image.replace('/images/problems/', '') })) };
    };
    const adminCrop = async (cookie: string, slug: string) => (await http.call('GET', '/api/admin/crops', { cookie })).json<AdminCropList>().items.find((c) => c.slug === slug);
    const pearlMillet = {
      slug: 'pearl-millet',
      name: { en: 'Pearl millet', hi: 'बाजरा', mr: 'बाजरी' },
      source: SOURCE,
      seasons: [
        { season: 'kharif', state: '', from: '06-20', to: '07-15', source: SOURCE },
        { season: 'kharif', state: 'Rajasthan', from: '07-01', to: '07-20', source: SOURCE },
      ],
      stages: [
        { stage: 'sowing', fromDay: 0, toDay: 10, name: three('Sowing'), advice: three('Sow in rows'), source: SOURCE },
        { stage: 'vegetative', fromDay: 11, toDay: 40, name: three('Tillering'), advice: three('Weed twice'), source: SOURCE },
        { stage: 'flowering', fromDay: 41, toDay: 55, name: three('Earing'), advice: three('Keep moisture'), source: SOURCE },
        { stage: 'fruiting', fromDay: 56, toDay: 75, name: three('Grain filling'), advice: three('Guard from birds'), source: SOURCE },
        { stage: 'harvest', fromDay: 76, toDay: 85, name: three('Harvest'), advice: three('Cut the ears when dry'), source: SOURCE },
      ],
      problems: [
        { slug: 'downy-mildew', kind: 'disease', name: three('Downy mildew'), symptoms: three('Ears turn leafy'), image: 'leaf-spots.svg', alt: three('A leaf with spots'), stages: ['vegetative', 'flowering'], source: SOURCE },
      ],
    };

    it('is for admins only: a visitor 401, a customer or vendor 403, and nothing changes', async () => {
      expect(await guardStatuses(t, 'GET', '/api/admin/crops')).toEqual([401, 403, 403]);
      const { slug: _slug, ...content } = pearlMillet;
      expect(await guardStatuses(t, 'POST', '/api/admin/crops', pearlMillet)).toEqual([401, 403, 403]);
      expect(await guardStatuses(t, 'PUT', '/api/admin/crops/cotton', content)).toEqual([401, 403, 403]);
      expect(await guardStatuses(t, 'DELETE', '/api/admin/crops/tomato')).toEqual([401, 403, 403]);
      expect((await crop('/api/store/crops/cotton?lang=hi')).stages.at(-1)?.name).toBe('चुनाई');
      expect((await http.call('GET', '/api/store/crops/pearl-millet')).statusCode).toBe(404);
      expect((await http.call('GET', '/api/store/crops/tomato')).statusCode).toBe(200);
    });

    it('edits a crop whole: texts, stage days, windows and problems, as the reader\'s pages then show', async () => {
      const admin = (await signInAsAdmin(t)).cookie;
      const cotton = (await adminCrop(admin, 'cotton'))!;
      expect(cotton.name).toEqual({ en: 'Cotton', hi: 'कपास', mr: 'कापूस' });
      expect(cotton.problems.map((p) => p.slug)).toEqual(['pink-bollworm', 'whitefly-leaf-curl', 'jassid']);
      expect(cotton.problems.find((p) => p.slug === 'jassid')?.stages.length).toBeGreaterThan(0);

      const input = inputOf(cotton);
      input.stages[4] = { ...input.stages[4]!, name: three('Picking'), advice: three('Pick in dry weather'), toDay: 190 };
      input.seasons.push({ season: 'kharif', state: 'Gujarat', from: '05-20', to: '06-20', source: cotton.source });
      const jassid = input.problems.find((p) => p.slug === 'jassid')!;
      jassid.name = three('Jassid');
      jassid.stages = ['flowering'];
      const saved = await http.call('PUT', '/api/admin/crops/cotton', { cookie: admin, body: input });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<AdminCrop>().stages.at(-1)).toMatchObject({ toDay: 190, advice: { mr: 'Pick in dry weather (मराठी)' } });

      const marathi = await crop('/api/store/crops/cotton?lang=mr&state=Gujarat&season=kharif');
      expect(marathi.stages.at(-1)).toMatchObject({ name: 'Picking (मराठी)', advice: 'Pick in dry weather (मराठी)', fromDay: 151, toDay: 190 });
      expect(marathi).toMatchObject({ stateWindow: true, states: expect.arrayContaining(['Gujarat']) });
      expect(marathi.sowFrom.slice(5)).toBe('05-20');
      expect(marathi.problems.find((p) => p.slug === 'jassid')).toMatchObject({ name: 'Jassid (मराठी)', stages: ['flowering'] });
      // What was sent unchanged stays as it was.
      expect(marathi.stages[0]?.name).toBe('पेरणी आणि उगवण');
    });

    it('adds a crop, which gets its page, its place in the list and in the sitemap; its key is taken once', async () => {
      const admin = (await signInAsAdmin(t)).cookie;
      const created = await http.call('POST', '/api/admin/crops', { cookie: admin, body: pearlMillet });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json<AdminCrop>().problems[0]).toMatchObject({ image: '/images/problems/leaf-spots.svg', stages: ['vegetative', 'flowering'] });

      const hindi = await crop('/api/store/crops/pearl-millet?lang=hi&state=Rajasthan');
      expect(hindi).toMatchObject({ name: 'बाजरा', season: 'kharif', stateWindow: true, source: SOURCE });
      expect(hindi.stages.map((s) => [s.stage, s.fromDay, s.toDay])).toEqual([['sowing', 0, 10], ['vegetative', 11, 40], ['flowering', 41, 55], ['fruiting', 56, 75], ['harvest', 76, 85]]);
      expect((await http.call('GET', '/api/store/crops')).json<StoreCropList>().items.at(-1)).toMatchObject({ slug: 'pearl-millet', stageCount: 5, problemCount: 1 });
      expect((await t.app.inject({ method: 'GET', url: '/sitemap-pages.xml' })).body).toContain('/crops/pearl-millet</loc>');

      const again = await http.call('POST', '/api/admin/crops', { cookie: admin, body: { ...pearlMillet, name: three('Another') } });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('crop_exists');
      expect((await crop('/api/store/crops/pearl-millet?lang=en')).name).toBe('Pearl millet');
    });

    it('refuses what the guide cannot hold, naming the field, and writes nothing', async () => {
      const admin = (await signInAsAdmin(t)).cookie;
      const before = await adminCrop(admin, 'wheat');
      const wheat = inputOf(before!);
      const refused = async (body: unknown, url = '/api/admin/crops/wheat', method: 'PUT' | 'POST' = 'PUT') => {
        const res = await http.call(method, url, { cookie: admin, body });
        expect(res.statusCode, res.body).toBe(400);
        return res.json().error.fields as Record<string, string>;
      };
      const stages = wheat.stages.map((s, i) => (i === 2 ? { ...s, fromDay: s.fromDay + 3 } : s));
      expect(await refused({ ...wheat, stages })).toEqual({ 'stages.2.fromDay': 'A stage starts the day after the one before ends' });
      expect(await refused({ ...wheat, stages: wheat.stages.slice(0, 4) })).toEqual({ stages: 'A crop has its five stages in order: sowing, vegetative, flowering, fruiting, harvest' });
      expect(await refused({ ...wheat, stages: [wheat.stages[1], wheat.stages[0], ...wheat.stages.slice(2)] })).toMatchObject({ 'stages.0.stage': expect.any(String), 'stages.1.stage': expect.any(String) });
      expect(await refused({ ...wheat, stages: wheat.stages.map((s, i) => (i === 4 ? { ...s, toDay: -1 } : s)) })).toMatchObject({ 'stages.4.toDay': 'Days after sowing are a whole number from 0 to 550' });
      expect(await refused({ ...wheat, seasons: wheat.seasons.filter((s) => s.state !== '') })).toEqual({ 'seasons.0.state': expect.stringContaining('all India') });
      expect(await refused({ ...wheat, seasons: [{ ...wheat.seasons[0]!, from: '02-29' }] })).toEqual({ 'seasons.0.from': expect.stringContaining('MM-DD') });
      expect(await refused({ ...wheat, seasons: [{ ...wheat.seasons[0]!, from: '12-01', to: '01-15' }] })).toEqual({ 'seasons.0.to': expect.stringContaining('calendar year') });
      expect(await refused({ ...wheat, seasons: [wheat.seasons[0], wheat.seasons[0]] })).toEqual({ 'seasons.1.state': 'This season already has a window for this state' });
      expect(await refused({ ...wheat, problems: [{ ...wheat.problems[0]!, image: '../../etc/passwd' }] })).toEqual({ 'problems.0.image': "Please choose one of the shop's drawings" });
      expect(await refused({ ...wheat, problems: [wheat.problems[0], wheat.problems[0]] })).toEqual({ 'problems.1.slug': 'This crop already has a problem with this key' });
      expect(await refused({ ...wheat, name: { ...wheat.name, en: ' ' } })).toEqual({ 'name.en': 'This field is required' });
      expect(await refused({ ...pearlMillet, slug: 'Pearl Millet' }, '/api/admin/crops', 'POST')).toEqual({ slug: expect.stringContaining('small English letters') });
      expect(await adminCrop(admin, 'wheat')).toEqual(before);
      expect((await http.call('PUT', '/api/admin/crops/banana', { cookie: admin, body: wheat })).statusCode).toBe(404);
    });

    it('keeps a crop or problem that a label claim names (409), and removes one nothing names with all it holds', async () => {
      const admin = (await signInAsAdmin(t)).cookie;
      await t.db
        .insertInto('label_claims')
        .values({ id: crypto.randomUUID(), generic_name: 'Flonicamid 50% WG', crop: 'cotton', problem: 'jassid', dose_amount: 60, dose_unit: 'g', waiting_days: 7, source: 'CIB&RC major uses', created_at: '2026-07-01T00:00:00.000Z' })
        .execute();
      const cotton = inputOf((await adminCrop(admin, 'cotton'))!);
      const withoutJassid = await http.call('PUT', '/api/admin/crops/cotton', { cookie: admin, body: { ...cotton, problems: cotton.problems.filter((p) => p.slug !== 'jassid') } });
      expect(withoutJassid.statusCode).toBe(409);
      expect(withoutJassid.json().error.code).toBe('crop_in_use');
      const removeCotton = await http.call('DELETE', '/api/admin/crops/cotton', { cookie: admin });
      expect(removeCotton.statusCode).toBe(409);
      expect((await adminCrop(admin, 'cotton'))?.problems.map((p) => p.slug)).toContain('jassid');
      // Another problem of the crop, named by nothing, may go.
      const withoutWhitefly = await http.call('PUT', '/api/admin/crops/cotton', { cookie: admin, body: { ...cotton, problems: cotton.problems.filter((p) => p.slug !== 'whitefly-leaf-curl') } });
      expect(withoutWhitefly.statusCode, withoutWhitefly.body).toBe(200);

      // A crop a farmer has recorded on My farm stays too.
      const farmer = sessionCookie(await http.register(customer()));
      const grown = await http.call('POST', '/api/farm/crops', { cookie: farmer, body: { crop: 'paddy', acres: '2', sownOn: '2026-07-10', state: 'Punjab', district: 'Ludhiana' } });
      expect(grown.statusCode, grown.body).toBe(201);
      const removePaddy = await http.call('DELETE', '/api/admin/crops/paddy', { cookie: admin });
      expect(removePaddy.statusCode).toBe(409);
      expect(removePaddy.json().error.code).toBe('crop_in_use');

      const removed = await http.call('DELETE', '/api/admin/crops/tomato', { cookie: admin });
      expect(removed.statusCode).toBe(204);
      expect((await http.call('GET', '/api/store/crops/tomato')).statusCode).toBe(404);
      for (const table of ['crop_seasons', 'crop_stages', 'crop_problems', 'crop_problem_stages'] as const) {
        expect(await t.db.selectFrom(table).select('crop').where('crop', '=', 'tomato').execute()).toEqual([]);
      }
      expect((await http.call('DELETE', '/api/admin/crops/tomato', { cookie: admin })).statusCode).toBe(404);
    });
  });
});
