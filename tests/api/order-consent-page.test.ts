import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatRupees } from '../../src/shared/money.ts';
import type { AdminAssistedOrder } from '../../src/shared/schemas/assisted-orders.ts';
import type { ServerEntry } from '../../src/server/http/page-renderer.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';
import { startTextProviders, type Flows, type TextProviders } from '../helpers/text-providers.ts';

const FLOWS: Flows = {
  'flow-consent-en': ['order-consent', 'en'],
  'flow-consent-hi': ['order-consent', 'hi'],
  'flow-consent-mr': ['order-consent', 'mr'],
  'flow-placed-hi': ['order-placed', 'hi'],
};

/** The site settings form with only the phone filled in. */
const withPhone = { phone: '1800 123 4567', email: '', addressEn: '', addressHi: '', addressMr: '', openDays: [], opensAt: '', closesAt: '' };

/**
 * The farmer's consent page, /c/:token (docs/product-rules.md 53, docs/decisions/0068): rendered by
 * the server in his language from the link in his message, never kept or indexed, and his "yes" a
 * plain form the server takes without JavaScript and answers by sending him back to the page.
 */
describeEachDialect("a farmer's consent page", (dialect) => {
  let t: StoppableTestApp;
  let providers: TextProviders;
  let clientDir: string;
  let agent: string;
  let sprayer: string;
  let tarpaulin: string;
  let renders = 0;
  const clock = { now: Date.parse('2026-12-04T05:00:00Z') };

  beforeAll(async () => {
    providers = await startTextProviders({ flows: FLOWS });
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-consent-'));
    fs.mkdirSync(path.join(clientDir, 'client'));
    fs.copyFileSync(path.resolve('index.html'), path.join(clientDir, 'client', 'index.html'));
    const entry = (await import('../../src/client/entry-server.tsx')) as ServerEntry;
    const pageEntry: ServerEntry = { pageKind: entry.pageKind, pagePaths: entry.pagePaths, render: (...args) => ((renders += 1), entry.render(...args)) };
    t = await createTestApp(dialect, { clock: () => clock.now, publicUrl: 'https://hariyali.in', texts: providers.texts, clientDir: path.join(clientDir, 'client'), pageEntry });
    const { cookie, email } = await signInAsAdmin(t, 'Asha Agent');
    await t.db.updateTable('users').set({ staff_role: 'call_centre' }).where('email', '=', email).execute();
    agent = cookie;
    sprayer = (await createProduct(t.db, { name: 'Knapsack Sprayer 16 L', name_hi: 'नैपसैक स्प्रेयर 16 लीटर', category: 'equipment', hsn_code: '8432', price_paise: 2_450_00, stock: 50 })).id;
    tarpaulin = (await createProduct(t.db, { name: 'Tarpaulin 12 x 15 ft', category: 'equipment', hsn_code: '8432', price_paise: 1_100_00, stock: 10 })).id;
  });
  afterAll(async () => {
    await t?.close();
    await providers?.close();
    if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const http = () => api(t.app);
  /** An agent asks for a farmer's order; the token of the link in his message. */
  const ask = async (mobile: string, language = 'hi') => {
    const res = await http().call('POST', '/api/admin/assisted-orders', {
      cookie: agent,
      body: {
        farmer: { mobile, name: 'रमेश पाटील', language },
        items: [{ productId: sprayer, quantity: 2 }, { productId: tarpaulin, quantity: 1 }],
        shipping: { ...shipping, email: '', phone: mobile },
        paymentMethod: 'cod',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const normal = `+91${mobile.replace(/\s/g, '')}`;
    const sms = providers.msg91.sent.filter((m) => m.to === normal).at(-1)!;
    return { asked: res.json<AdminAssistedOrder>(), token: /\/c\/([A-Za-z0-9_-]+)/.exec(sms.text)![1]! };
  };
  const page = (url: string, language: string) => t.app.inject({ method: 'GET', url, headers: { cookie: `hariyali_lang=${language}` } });
  /** The page's form as a browser sends it without JavaScript. */
  const postForm = (token: string) =>
    t.app.inject({ method: 'POST', url: `/api/store/order-consent/${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

  it("shows a waiting order in Hindi: his lines in his language, the total, how he pays, where it goes, until when, and one button; never kept, never indexed", async () => {
    const { asked, token } = await ask('98220 50001');
    const res = await page(`/c/${token}`, 'hi');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    // What the page shows (its state for the browser, after it, has the product's every name).
    const html = res.body.slice(0, res.body.indexOf('<script type="application/json"'));
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('अपना ऑर्डर पक्का करें');
    expect(html).toContain('हरियाली की टीम ने फ़ोन पर आपके लिए यह ऑर्डर तैयार किया है');
    // His product's Hindi name; the other has none and shows as sold.
    expect(html).toContain('नैपसैक स्प्रेयर 16 लीटर');
    expect(html).not.toContain('Knapsack Sprayer');
    expect(html).toContain('Tarpaulin 12 x 15 ft');
    expect(html).toContain('मात्रा: 2');
    expect(html).toContain(formatRupees(asked.totalPaise));
    expect(asked.totalPaise).toBeGreaterThan(0);
    // Its yes needs no JavaScript: the layout's "ordering needs JavaScript" is not said here.
    expect(html).not.toContain('JavaScript');
    expect(html).toContain('डिलीवरी पर नकद');
    expect(html).toContain(shipping.pincode);
    // 05:15 UTC is 10:45 in India.
    expect(html).toContain('10:45');
    expect(html).toMatch(new RegExp(`<form[^>]* action="/api/store/order-consent/${token}" method="post"><button type="submit"[^>]*>हाँ, मेरा ऑर्डर करें</button></form>`));

    // English, from the visitor's language, rendered again (never kept): the same order.
    const before = renders;
    const en = await page(`/c/${token}`, 'en');
    expect(renders).toBe(before + 1);
    expect(en.body).toContain('Confirm your order');
    expect(en.body).toContain('Knapsack Sprayer 16 L');
    expect(en.body).toContain('Cash on delivery');
    expect(en.body).toContain('10:45 am');
    expect(en.body).toContain('Yes, place my order');
    expect(en.body).not.toContain('<meta name="robots" content="noindex, nofollow" /><meta name="robots"');
  });

  it('places the order from the form sent without JavaScript: 303 back to the page, which shows it placed with its number; a second yes changes nothing', async () => {
    const { asked, token } = await ask('98220 50002');
    const res = await postForm(token);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/c/${token}`);
    const view = (await http().call('GET', `/api/admin/assisted-orders/${asked.id}`, { cookie: agent })).json<AdminAssistedOrder>();
    expect(view.status).toBe('confirmed');
    const number = view.order!.number;
    expect(number).toMatch(/^HY-\d{6}$/);

    const placed = await page(`/c/${token}`, 'hi');
    expect(placed.statusCode).toBe(200);
    expect(placed.body).toContain(`आपका ऑर्डर ${number} हो गया है`);
    expect(placed.body).toContain('सामान भेजे जाने पर हम आपको संदेश भेजेंगे');
    expect(placed.body).toContain('href="/user/dashboard"');
    expect(placed.body).not.toContain('हाँ, मेरा ऑर्डर करें');
    const en = await page(`/c/${token}`, 'en');
    expect(en.body).toContain(`Your order ${number} is placed`);

    // Sent again (a reload, a second tap): back to the same page, one order.
    const again = await postForm(token);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/c/${token}`);
    const farmer = await t.db.selectFrom('users').select('id').where('mobile', '=', '+919822050002').executeTakeFirstOrThrow();
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', farmer.id).execute()).toHaveLength(1);
  });

  it("says so when the order waited too long, and gives the shop's phone; a yes then places nothing", async () => {
    expect((await http().call('PUT', '/api/admin/site-settings', { cookie: (await signInAsAdmin(t, 'Owner')).cookie, body: withPhone })).statusCode).toBe(200);
    const { token } = await ask('98220 50003');
    clock.now += 15 * 60_000 + 1;
    const res = await page(`/c/${token}`, 'hi');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('इस ऑर्डर का समय ख़त्म हो गया');
    expect(res.body).toContain('href="tel:18001234567"');
    expect(res.body).not.toContain('हाँ, मेरा ऑर्डर करें');
    const post = await postForm(token);
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe(`/c/${token}`);
    expect((await page(`/c/${token}`, 'en')).body).toContain('This order waited too long');
  });

  it('answers a link that is not one with 404: "This link is not valid"', async () => {
    for (const token of ['AAAAAAAAAAAA', 'not*a*token']) {
      const res = await page(`/c/${encodeURIComponent(token)}`, 'hi');
      expect(res.statusCode, token).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('यह लिंक सही नहीं है');
    }
    const en = await page('/c/AAAAAAAAAAAA', 'en');
    expect(en.body).toContain('This link is not valid');
    expect((await postForm('AAAAAAAAAAAA')).headers.location).toBe('/c/AAAAAAAAAAAA');
  });
});
