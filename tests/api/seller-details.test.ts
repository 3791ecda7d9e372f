import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProduct, StoreProductList } from '../../src/shared/schemas/catalog.ts';
import type { ServerEntry } from '../../src/server/http/page-renderer.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

/** The site settings form with nothing filled in. */
const blank = { phone: '', email: '', addressEn: '', addressHi: '', addressMr: '', openDays: [], opensAt: '', closesAt: '' };

// What the Consumer Protection (E-Commerce) Rules, 2020 ask the shop to show (docs/product-rules.md 52):
// every product page names its seller (business name, address, customer-care number, GSTIN), and the
// Contact page the grievance officer. Both are in the server-rendered pages, which are kept rendered
// (docs/decisions/0040) and dropped when what they show changes.
describeEachDialect('the seller and the grievance officer (E-Commerce Rules)', (dialect) => {
  let t: StoppableTestApp;
  let clientDir: string;
  let http: ReturnType<typeof api>;
  let admin: string;
  let shopProductId: string;
  let renders = 0;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-seller-'));
    fs.mkdirSync(path.join(clientDir, 'client'));
    fs.copyFileSync(path.resolve('index.html'), path.join(clientDir, 'client', 'index.html'));
    const entry = (await import('../../src/client/entry-server.tsx')) as ServerEntry;
    const pageEntry: ServerEntry = { pageKind: entry.pageKind, pagePaths: entry.pagePaths, render: (...args) => ((renders += 1), entry.render(...args)) };
    t = await createTestApp(dialect, { clientDir: path.join(clientDir, 'client'), pageEntry, publicUrl: 'https://shop.example.in' });
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
    const list = (await http.call('GET', '/api/store/products?pageSize=100')).json<StoreProductList>();
    shopProductId = list.items.find((p) => p.soldBy === null)!.id;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const page = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const detail = async (id: string) => {
    const res = await http.call('GET', `/api/store/products/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StoreProduct>();
  };

  async function approvedVendor(over: Record<string, unknown>) {
    const res = await http.register(vendor(over));
    expect(res.statusCode, res.body).toBe(201);
    const v = { id: res.json().user.id as string, cookie: sessionCookie(res) };
    expect((await http.call('POST', `/api/admin/vendors/${v.id}/approve`, { cookie: admin })).statusCode).toBe(200);
    return v;
  }

  it("names the shop as the seller of its own products: nothing it has not set, then its business settings and phone", async () => {
    expect((await detail(shopProductId)).seller).toEqual({ shop: true, name: null, address: null, phone: null, gstin: null });
    const business = await http.call('PUT', '/api/admin/business-settings', {
      cookie: admin,
      body: { legalName: 'Hariyali Agri Inputs Pvt Ltd', address: 'Gat 12, Market Yard, Pune 411037', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' },
    });
    expect(business.statusCode, business.body).toBe(200);
    expect((await http.call('PUT', '/api/admin/site-settings', { cookie: admin, body: { ...blank, phone: '1800 123 4567' } })).statusCode).toBe(200);
    expect((await detail(shopProductId)).seller).toEqual({
      shop: true,
      name: 'Hariyali Agri Inputs Pvt Ltd',
      address: 'Gat 12, Market Yard, Pune 411037, Maharashtra',
      phone: { dial: '18001234567', display: '1800 123 4567' },
      gstin: '27AAPFU0939F1ZV',
    });
    // The lists stay one-table reads: no seller block on the cards.
    const list = (await http.call('GET', '/api/store/products?pageSize=100')).json<StoreProductList>();
    expect(list.items.every((p) => p.seller === undefined)).toBe(true);
  });

  it("names a vendor as the seller of its products, from its profile and phone; no GSTIN where it has none", async () => {
    const v = await approvedVendor({ businessName: 'Shirur Krishi Seva', phone: '+91 98230 55555', address: 'Station Road, Shirur, Pune 412210', gstNumber: '' });
    const hoe = await createProduct(t.db, { name: 'Shirur Hand Hoe', category: 'tools', hsn_code: '8201', vendor_id: v.id, is_active: 1 });
    const p = await detail(hoe.id!);
    expect(p.soldBy).toBe('Shirur Krishi Seva');
    expect(p.seller).toEqual({ shop: false, name: 'Shirur Krishi Seva', address: 'Station Road, Shirur, Pune 412210', phone: { dial: '+919823055555', display: '+91 98230 55555' }, gstin: null });
  });

  it('renders the seller block into the product page, in Hindi too, and a vendor\'s saved profile shows at once on its kept page', async () => {
    const v = await approvedVendor({ businessName: 'Akola Agro', phone: '9822012345', address: 'MIDC, Akola 444104', gstNumber: '27AAPFU0939F1ZV' });
    const sprayer = await createProduct(t.db, { name: 'Akola Knapsack Sprayer', category: 'equipment', hsn_code: '8424', vendor_id: v.id, is_active: 1 });
    const url = `/product/${sprayer.id}`;
    const en = await page(t.app, url);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('data-testid="seller"');
    expect(en.body).toContain('Seller details');
    expect(en.body).toContain('MIDC, Akola 444104');
    expect(en.body).toContain('href="tel:+919822012345"');
    expect(en.body).toContain('27AAPFU0939F1ZV');
    expect(en.body).toContain('href="/contact#grievance"');
    const hi = await page(t.app, `${url}?lang=hi`);
    expect(hi.body).toContain('विक्रेता का विवरण');
    expect(hi.body).toContain('ग्राहक सेवा');
    expect(hi.body).toContain('जीएसटीआईएन');
    expect(hi.body).toContain('Akola Agro');

    // Kept: asked again, the page is not rendered again.
    const before = renders;
    expect((await page(t.app, url)).body).toBe(en.body);
    expect(renders).toBe(before);

    // The vendor changes its business in Settings: every kept page is dropped, the next shows the new one.
    const saved = await http.call('PUT', '/api/vendor/profile', {
      cookie: v.cookie,
      body: { businessName: 'Akola Agro Centre', ownerName: 'Ravi Patil', phone: '9822054321', address: 'Plot 7, MIDC, Akola 444104', gstNumber: '27AAPFU0939F1ZV' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await page(t.app, url);
    expect(renders).toBe(before + 1);
    expect(after.body).toContain('Akola Agro Centre');
    expect(after.body).toContain('Plot 7, MIDC, Akola 444104');
    expect(after.body).toContain('href="tel:+919822054321"');
    expect(after.body).not.toContain('>MIDC, Akola 444104<');
    expect(after.body).not.toContain('tel:+919822012345');
    expect((await page(t.app, `${url}?lang=hi`)).body).toContain('Akola Agro Centre');

    // Its phone changed on its account page drops them too: the customer-care number is the account's.
    expect((await http.call('PUT', '/api/auth/profile', { cookie: v.cookie, body: { name: 'Ravi Patil', phone: '9822077777' } })).statusCode).toBe(200);
    expect((await page(t.app, url)).body).toContain('href="tel:+919822077777"');
  });

  it('shows the grievance officer on the Contact page and links it from the footer once named, in Hindi too, never a placeholder', async () => {
    const none = await page(t.app, '/contact');
    expect(none.statusCode).toBe(200);
    expect(none.body).not.toContain('data-testid="grievance-officer"');
    expect(none.body).not.toContain('Grievance officer');
    expect((await page(t.app, '/privacy-policy')).body).not.toContain('privacy-grievance-officer');

    const saved = await http.call('PUT', '/api/admin/site-settings', {
      cookie: admin,
      body: { ...blank, phone: '1800 123 4567', grievanceName: 'Sunita Kulkarni', grievanceDesignation: 'Grievance Officer', grievancePhone: '020 2612 3456', grievanceEmail: 'grievance@hariyali.in' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const en = await page(t.app, '/contact');
    expect(en.body).toContain('id="grievance"');
    expect(en.body).toContain('Sunita Kulkarni');
    expect(en.body).toContain('href="tel:+912026123456"');
    expect(en.body).toContain('href="mailto:grievance@hariyali.in"');
    // The footer (on every page) links to it.
    expect((await page(t.app, '/about')).body).toContain('href="/contact#grievance"');
    const hi = await page(t.app, '/contact?lang=hi');
    expect(hi.body).toContain('शिकायत अधिकारी');
    expect(hi.body).toContain('Sunita Kulkarni');
    expect(hi.body).toContain('grievance@hariyali.in');
    const mr = await page(t.app, '/contact?lang=mr');
    expect(mr.body).toContain('तक्रार अधिकारी');
    // The privacy policy's "Contact and grievance officer" section names the officer too.
    const privacy = await page(t.app, '/privacy-policy?lang=hi');
    expect(privacy.body).toContain('data-testid="privacy-grievance-officer"');
    expect(privacy.body).toContain('Sunita Kulkarni, Grievance Officer');
    expect(privacy.body).toContain('href="mailto:grievance@hariyali.in"');
  });
});
