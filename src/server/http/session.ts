import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '#server/db/schema';
import { SESSION_COOKIE, SESSION_TTL_MS, type SessionStore } from '#server/modules/accounts/sessions';
import { privateCookie } from './bearer-token.ts';
import { AppError } from './errors.ts';

export interface RequestAuth {
  user: UserRow;
  sessionId: string;
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

/** Reads the session cookie on every API request; keeps a sliding 30-day expiry. */
export async function registerSessions(app: FastifyInstance, sessions: SessionStore): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    // The payment gateway's return and webhook: a cross-site form POST and a server's call, each
    // trusted by its signature only; no session is read for them, so none can be ridden.
    if (request.url.startsWith('/api/payments/')) return;
    if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request);
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const resolved = await sessions.resolve(token);
    if (!resolved) {
      clearSessionCookie(request, reply);
      return;
    }
    request.auth = { user: resolved.user, sessionId: resolved.sessionId };
    if (resolved.extended) setSessionCookie(request, reply, token);
  });

  // Answers about an account must never sit in a shared or browser cache.
  app.addHook('onSend', async (request, reply) => {
    if (request.auth || request.url.startsWith('/api/auth/')) reply.header('Cache-Control', 'no-store');
  });
}
