import { AsyncLocalStorage } from 'node:async_hooks';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '#server/db/schema';
import { AppError } from '#server/errors';
import { privateCookie } from './bearer-token.ts';

/** The cookie that carries a signed-in browser's session token (docs/decisions/0005-sessions-and-csrf.md). */
export const SESSION_COOKIE = 'hariyali_session';
/** How long a session lives after it was last extended: the cookie's max-age and the stored expiry alike. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface RequestAuth {
  user: UserRow;
  sessionId: string;
}

/** A session token's account, as the session store found it. */
export interface ResolvedSession {
  sessionId: string;
  user: UserRow;
  /** The cookie should be sent again with a new expiry. */
  extended: boolean;
}

/**
 * What the cookie reader asks of the sessions: the account behind a token, if its session is
 * live. The accounts module keeps them (modules/accounts/sessions.ts implements this); the HTTP
 * layer knows only this (docs/decisions/0041-low-layers-and-errors.md).
 */
export interface SessionResolver {
  resolve(token: string | undefined): Promise<ResolvedSession | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, when the request carries a live session cookie. */
    auth: RequestAuth | null;
  }
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browsers attach the session cookie to requests that other sites trigger; a write must come
 * from this shop's own pages. Sec-Fetch-Site (sent by current browsers) or else Origin tells.
 * Requests with neither (curl, server-to-server) carry no ambient cookie risk and pass.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    if (site !== 'same-origin' && site !== 'none') throw new AppError(403, 'cross_site_request', 'This request must come from the Hariyali website itself.');
    // The browser's own word. Its Origin may be "null": a form's POST under our no-referrer policy.
    return;
  }
  const origin = request.headers.origin;
  if (origin === undefined) return;
  // Both sides through URL, so "example.in:80" and "example.in" compare equal over HTTP.
  const hostOf = (url: string) => {
    try {
      return new URL(url).host;
    } catch {
      return undefined;
    }
  };
  const originHost = hostOf(origin);
  if (!originHost || originHost !== hostOf(`${request.protocol}://${request.headers.host ?? ''}`)) {
    throw new AppError(403, 'cross_site_request', 'This request must come from the Hariyali website itself.');
  }
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...privateCookie(request), maxAge: Math.floor(SESSION_TTL_MS / 1000) });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, privateCookie(request));
}

/** A request's session lookup, run only when asked for (a page's language: sessionOf)... */
const lookups = new WeakMap<FastifyRequest, () => Promise<RequestAuth | null>>();
/** ...and at most once: the lookups under way or done. */
const started = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>();

/**
 * A page's session lookup handed to the API calls its server render makes (page-renderer.ts):
 * they are injected requests with the same cookie, so they take the account the page found
 * instead of querying the sessions again. Only requests made inside that render see it.
 */
const handedOver = new AsyncLocalStorage<{ token: string; auth: RequestAuth | null }>();

/**
 * The signed-in account of any request, pages included: an API request's was read as it arrived
 * (request.auth); a page's is looked up now, once, and only by what needs it (its language when
 * the browser has no choice of its own: http/language.ts).
 */
export function sessionOf(request: FastifyRequest): Promise<RequestAuth | null> {
  return lookups.get(request)?.() ?? Promise.resolve(request.auth);
}

/**
 * Runs a page's server render. If the page looked its session up, the render's own API calls
 * reuse that lookup (handedOver); if it did not, they read the session as any API request does.
 */
export async function withPageSession<T>(request: FastifyRequest, render: () => Promise<T>): Promise<T> {
  const token = request.cookies[SESSION_COOKIE];
  const lookup = started.get(request);
  if (!token || !lookup) return render();
  const auth = await lookup;
  // Awaited inside: a lazy thenable (app.inject's) starts its request when awaited, which must be in here.
  return handedOver.run({ token, auth }, async () => await render());
}

/** Reads the session cookie of every API request, and of a page when asked; keeps a sliding 30-day expiry. */
export async function registerSessions(app: FastifyInstance, sessions: SessionResolver): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request, reply) => {
    const api = request.url.startsWith('/api/');
    // The payment gateway's return and webhook, and the text and telephony providers' webhooks: a
    // cross-site form POST and servers' calls, each trusted by its signature or token only; no
    // session is read for them, so none can be ridden.
    if (request.url.startsWith('/api/payments/') || request.url.startsWith('/api/webhooks/') || request.url.startsWith('/api/telephony/')) return;
    if (api && !SAFE_METHODS.has(request.method)) assertSameOrigin(request);
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const given = handedOver.getStore();
    if (api && given?.token === token) {
      request.auth = given.auth;
      return;
    }
    lookups.set(request, () => {
      let lookup = started.get(request);
      if (!lookup) {
        lookup = sessions.resolve(token).then((resolved) => {
          if (!resolved) {
            clearSessionCookie(request, reply);
            return null;
          }
          request.auth = { user: resolved.user, sessionId: resolved.sessionId };
          if (resolved.extended) setSessionCookie(request, reply, token);
          return request.auth;
        });
        started.set(request, lookup);
      }
      return lookup;
    });
    if (api) await sessionOf(request);
  });

  // Answers about an account must never sit in a shared or browser cache. (Pages say their own:
  // private, no-cache, page-renderer.ts; a page whose language needed its account is one too.)
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.auth || request.url.startsWith('/api/auth/')) reply.header('Cache-Control', 'no-store');
  });
}
