import type { FastifyReply, FastifyRequest } from 'fastify';
import { privateCookie } from './bearer-token.ts';
import { chooseLanguage, isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, type Language } from '#shared/languages';

/**
 * The language a page is rendered in (issue 14): `?lang=` (a link shared on WhatsApp opens in the
 * sender's language, and the choice is kept), else the visitor's cookie, else Accept-Language.
 */
export function pageLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  const asked = askedLanguage(request);
  if (isLanguage(asked) && request.cookies[LANGUAGE_COOKIE] !== asked) {
    // Not HttpOnly: the page switches language itself and writes the same cookie.
    reply.setCookie(LANGUAGE_COOKIE, asked, { ...privateCookie(request), httpOnly: false, maxAge: LANGUAGE_COOKIE_MAX_AGE });
  }
  return requestLanguage(request);
}

/**
 * The language an API answer is in: `?lang=` (any API client), else the page's cookie (the page
 * switches language by rewriting it, then asks again), else Accept-Language.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return chooseLanguage(askedLanguage(request), request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
}

/** `?lang=` as the URL has it (a route's query schema keeps only its own fields in request.query). */
function askedLanguage(request: FastifyRequest): string | undefined {
  const at = request.url.indexOf('?');
  return at < 0 ? undefined : (new URLSearchParams(request.url.slice(at + 1)).get('lang') ?? undefined);
}
