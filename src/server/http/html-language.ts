import { SERVER_LANGUAGE_ATTRIBUTE } from '#shared/html';
import type { Language } from '#shared/languages';

/**
 * index.html's head in the page's language, for the pages the server renders and the ones the
 * browser does alike: <html lang>, marked as the server's choice (the browser keeps it: main.tsx),
 * and the web app manifest whose name and description a phone shows when the shop is added to its
 * home screen (public/manifest.<lng>.webmanifest).
 */
export function inLanguage(html: string, language: Language): string {
  const localized = html.replace('<html lang="en">', () => `<html lang="${language}" ${SERVER_LANGUAGE_ATTRIBUTE}>`);
  return language === 'en' ? localized : localized.replace('href="/manifest.webmanifest"', () => `href="/manifest.${language}.webmanifest"`);
}
