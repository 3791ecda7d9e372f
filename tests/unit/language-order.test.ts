import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { browserChoice, chooseLanguage, fromAcceptLanguage } from '../../src/shared/languages.ts';
import { pageLanguage } from '../../src/server/http/language.ts';
import { registerSessions, withPageSession, type SessionResolver } from '../../src/server/http/session.ts';
import type { UserRow } from '../../src/server/db/schema.ts';

// The one order of a page's language (docs/decisions/0022), which the server (http/language.ts)
// and the browser (main.tsx, lib/account-language.ts) both follow.
describe('chooseLanguage', () => {
  it("takes ?lang=, then this browser's cookie, then the account's, then Accept-Language, else English", () => {
    const browser = 'mr-IN,mr;q=0.9';
    expect(chooseLanguage('en', 'hi', 'hi', browser)).toBe('en');
    expect(chooseLanguage(undefined, 'hi', 'en', browser)).toBe('hi');
    expect(chooseLanguage(undefined, undefined, 'hi', browser)).toBe('hi');
    expect(chooseLanguage(undefined, undefined, null, 'mr-IN,mr;q=0.9,en;q=0.5')).toBe('mr');
    expect(chooseLanguage(undefined, undefined, null, 'de-DE,fr;q=0.9')).toBe('en');
    expect(chooseLanguage(undefined, undefined, undefined, undefined)).toBe('en');
  });

  it('reads Accept-Language by its q weights, the earliest of equal ones, never one with q=0', () => {
    expect(fromAcceptLanguage('en;q=0.5, mr;q=0.8, hi;q=0.8')).toBe('mr');
    expect(fromAcceptLanguage('hi;q=0, en-GB')).toBe('en');
    expect(fromAcceptLanguage('HI-in')).toBe('hi');
    expect(fromAcceptLanguage('mr;q=abc, hi;q=0.1')).toBe('hi');
    expect(fromAcceptLanguage('ta, te')).toBeUndefined();
    expect(fromAcceptLanguage(undefined)).toBeUndefined();
  });

  it('skips what is not one of the shop’s languages at every step', () => {
    expect(chooseLanguage('gu', 'xx', 'ta', 'hi')).toBe('hi');
    expect(browserChoice('fr', 'mr')).toBe('mr');
    expect(browserChoice(undefined, 'de')).toBeUndefined();
  });
});

describe("the server's page language and its session lookup", () => {
  const user = (language: string | null) => ({ id: 'u1', language }) as unknown as UserRow;
  const TOKEN = 'hariyali_session=the-token';

  async function appWith(language: string | null) {
    const resolve = vi.fn(async (token: string | undefined) => (token === 'the-token' ? { sessionId: 's1', user: user(language), extended: false } : undefined));
    const app = Fastify();
    await registerSessions(app, { resolve } as unknown as SessionResolver);
    app.get('/api/whoami', async (request) => ({ language: request.auth?.user.language ?? null, page: await pageLanguage(request) }));
    // A page that renders with its own API calls, as page-renderer.ts does.
    app.get('/page', async (request) => {
      const language = await pageLanguage(request);
      const inner = await withPageSession(request, () => app.inject({ method: 'GET', url: '/api/whoami', headers: { cookie: String(request.headers.cookie ?? '') } }));
      return { language, inner: inner.json() };
    });
    await app.ready();
    return { app, resolve };
  }

  it("a page with no choice of its own takes the account's language, and its render's API calls reuse that one lookup", async () => {
    const { app, resolve } = await appWith('mr');
    const res = await app.inject({ method: 'GET', url: '/page', headers: { cookie: TOKEN, 'accept-language': 'hi' } });
    expect(res.json()).toEqual({ language: 'mr', inner: { language: 'mr', page: 'mr' } });
    expect(resolve).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('a page with a choice of its own never looks the session up for its language', async () => {
    const { app, resolve } = await appWith('mr');
    const res = await app.inject({ method: 'GET', url: '/page?lang=hi', headers: { cookie: TOKEN } });
    expect(res.json().language).toBe('hi');
    // Only the render's API call read the session, as any API request does.
    expect(resolve).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it("an API call from outside a page's render never takes that page's account", async () => {
    const { app, resolve } = await appWith('mr');
    const other = await app.inject({ method: 'GET', url: '/api/whoami', headers: { cookie: 'hariyali_session=someone-else', 'accept-language': 'hi' } });
    expect(other.json()).toEqual({ language: null, page: 'hi' });
    expect(resolve).toHaveBeenCalledWith('someone-else');
    await app.close();
  });
});
