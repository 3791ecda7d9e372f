import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { StoreProduct, StoreProductList } from '../../src/shared/schemas/catalog.ts';
import { SessionStore } from '../../src/server/modules/accounts/sessions.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The page's language in one order, for pages and API answers alike (docs/decisions/0022): a
// language chosen in this browser (?lang=, else its cookie), then the signed-in account's, then
// Accept-Language, else English. The pages here are index.html (no server renderer is built for
// these tests): the server stamps the language it chose on it, as on the pages it renders.

describeEachDialect('the page language order', (dialect) => {
  let t: TestApp;
  let clientDir: string;
  /** A session of an account whose language is Marathi. */
  let marathi: string;
  /** A session of an account that never chose a language. */
  let unset: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-client-'));
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html>\n<html lang="en">\n<head><link rel="manifest" href="/manifest.webmanifest" /></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp(dialect, { clientDir });
    const http = api(t.app);
    marathi = sessionCookie(await http.register(customer({ name: 'Sunita Shinde' })));
    expect((await http.call('PUT', '/api/auth/language', { cookie: marathi, body: { language: 'mr' } })).statusCode).toBe(204);
    unset = sessionCookie(await http.register(customer({ name: 'Ramesh Jadhav' })));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });
  afterEach(() => vi.restoreAllMocks());

  /** The language of a page as the server sends it: its <html lang>. */
  const pageIn = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    return { language: /<html lang="(\w+)" data-server-lang>/.exec(res.body)?.[1], res };
  };
  const wheatIn = async (headers: Record<string, string>) => {
    await t.database.catalogueChanges?.sync();
    const list = (await t.app.inject({ method: 'GET', url: '/api/store/products?q=Premium%20Wheat', headers })).json<StoreProductList>();
    const id = list.items[0]!.id;
    return (await t.app.inject({ method: 'GET', url: `/api/store/products/${id}`, headers })).json<StoreProduct>().name;
  };

  it('without an account: ?lang=, else the cookie, else Accept-Language, else English', async () => {
    expect((await pageIn('/products', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).language).toBe('hi');
    expect((await pageIn('/products', { cookie: 'hariyali_lang=mr', 'accept-language': 'hi' })).language).toBe('mr');
    expect((await pageIn('/products?lang=en', { cookie: 'hariyali_lang=mr', 'accept-language': 'hi' })).language).toBe('en');
    expect((await pageIn('/products', { 'accept-language': 'de-DE,fr;q=0.8' })).language).toBe('en');
    // The manifest a phone installs comes in the page's language too.
    expect((await pageIn('/user/dashboard', { 'accept-language': 'mr' })).res.body).toContain('href="/manifest.mr.webmanifest"');
  });

  it("a signed-in browser with no choice of its own gets the account's language, before its Accept-Language", async () => {
    expect((await pageIn('/user/dashboard', { cookie: marathi, 'accept-language': 'hi-IN,hi;q=0.9' })).language).toBe('mr');
    expect((await pageIn('/', { cookie: marathi })).language).toBe('mr');
    // The API answers the page in the same language.
    expect(await wheatIn({ cookie: marathi, 'accept-language': 'hi' })).toContain('गव्हाचे बियाणे');
    // An account that never chose one: the browser's languages.
    expect((await pageIn('/user/dashboard', { cookie: unset, 'accept-language': 'hi' })).language).toBe('hi');
  });

  it("a choice made in this browser comes before the account's: the cookie, and ?lang= which becomes the cookie", async () => {
    expect((await pageIn('/user/dashboard', { cookie: `${marathi}; hariyali_lang=hi` })).language).toBe('hi');
    expect(await wheatIn({ cookie: `${marathi}; hariyali_lang=hi` })).toContain('गेहूं के बीज');
    const asked = await pageIn('/user/dashboard?lang=en', { cookie: marathi });
    expect(asked.language).toBe('en');
    expect(String(asked.res.headers['set-cookie'])).toMatch(/hariyali_lang=en;.*Path=\//);
    expect(await wheatIn({ cookie: `${marathi}; hariyali_lang=en` })).toBe('Premium Wheat Seeds');
  });

  it('signing in never writes the browser’s language cookie: the account’s language stays the account’s', async () => {
    const email = `meena.${Math.random().toString(36).slice(2, 10)}@example.in`;
    const created = await api(t.app).register(customer({ email }));
    await api(t.app).call('PUT', '/api/auth/language', { cookie: sessionCookie(created), body: { language: 'hi' } });
    const login = await api(t.app).login(email, 'green-fields-2026', { cookie: 'hariyali_lang=mr' });
    expect(login.statusCode).toBe(200);
    expect(String(login.headers['set-cookie'])).not.toContain('hariyali_lang');
    expect((await pageIn('/user/dashboard', { cookie: `${sessionCookie(login)}; hariyali_lang=mr` })).language).toBe('mr');
    expect((await pageIn('/user/dashboard', { cookie: sessionCookie(login) })).language).toBe('hi');
  });

  it('a session that is no longer live counts for nothing, and its cookie is cleared', async () => {
    const gone = 'hariyali_session=' + 'x'.repeat(43);
    const { language, res } = await pageIn('/user/dashboard', { cookie: gone, 'accept-language': 'hi' });
    expect(language).toBe('hi');
    expect(String(res.headers['set-cookie'])).toMatch(/hariyali_session=;/);
  });

  it('looks the session up once for a page only when the browser has no choice, and never twice for an API call', async () => {
    const resolve = vi.spyOn(SessionStore.prototype, 'resolve');
    await pageIn('/user/dashboard', { cookie: `${marathi}; hariyali_lang=hi` });
    expect(resolve).toHaveBeenCalledTimes(0);
    await pageIn('/user/dashboard?lang=mr', { cookie: marathi });
    expect(resolve).toHaveBeenCalledTimes(0);
    await pageIn('/user/dashboard', { cookie: marathi });
    expect(resolve).toHaveBeenCalledTimes(1);
    await wheatIn({ cookie: marathi });
    // Two API calls (the list, then the product): the one lookup each makes as it arrives.
    expect(resolve).toHaveBeenCalledTimes(3);
  });
});
