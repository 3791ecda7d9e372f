import type { FastifyReply, FastifyRequest } from 'fastify';
import { privateCookie } from './bearer-token.ts';
import { chooseLanguage, isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, type Language } from '#shared/languages';

/**
 * The language a page is rendered in (issue 14): `?lang=` (a link shared on WhatsApp opens in the
 * sender's language, and the choice is kept), else the visitor's cookie, else Accept-Language.
 */
export function pageLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(asked) && request.cookies[LANGUAGE_COOKIE] !== asked) {
    // Not HttpOnly: the page switches language itself and writes the same cookie.
    reply.setCookie(LANGUAGE_COOKIE, asked, { ...privateCookie(request), httpOnly: false, maxAge: LANGUAGE_COOKIE_MAX_AGE });
  }
  return chooseLanguage(asked, request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
}
