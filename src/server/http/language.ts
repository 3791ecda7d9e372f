import type { FastifyReply, FastifyRequest } from 'fastify';
import { privateCookie } from './bearer-token.ts';
import { sessionOf } from './session.ts';
import { browserChoice, chooseLanguage, isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, type Language } from '#shared/languages';

/**
 * The language of a page, and of an API answer (the page that asks reads it in its own language):
 * the one choice of the server, in the order the browser follows too (docs/decisions/0022,
 * src/shared/languages.ts chooseLanguage): `?lang=`, else the cookie this browser's choice left,
 * else the signed-in account's language, else Accept-Language.
 *
 * The account is looked up only when the browser has no choice of its own, and then once per
 * request: an API request's session was read as it arrived; a page's is read here and handed to
 * the API calls of its server render (session.ts withPageSession).
 */
export async function pageLanguage(request: FastifyRequest): Promise<Language> {
  const chosen = browserChoice(askedLanguage(request), request.cookies[LANGUAGE_COOKIE]);
  if (chosen) return chosen;
  const auth = await sessionOf(request);
  return chooseLanguage(undefined, undefined, auth?.user.language, request.headers['accept-language']);
}

/**
 * A page asked for with `?lang=` (a link shared on WhatsApp, the switcher without JavaScript) makes
 * that language this browser's choice: kept in its cookie, it comes before the account's language
 * from now on. Not HttpOnly: the page switches language itself and writes the same cookie.
 */
export function keepAskedLanguage(request: FastifyRequest, reply: FastifyReply): void {
  const asked = askedLanguage(request);
  if (isLanguage(asked) && request.cookies[LANGUAGE_COOKIE] !== asked) {
    reply.setCookie(LANGUAGE_COOKIE, asked, { ...privateCookie(request), httpOnly: false, maxAge: LANGUAGE_COOKIE_MAX_AGE });
  }
}

/** `?lang=` as the URL has it (a route's query schema keeps only its own fields in request.query). */
function askedLanguage(request: FastifyRequest): string | undefined {
  const at = request.url.indexOf('?');
  return at < 0 ? undefined : (new URLSearchParams(request.url.slice(at + 1)).get('lang') ?? undefined);
}
