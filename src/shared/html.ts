/**
 * Text made safe inside HTML or XML, in element content and in double-quoted attributes: the
 * server's head tags (page-renderer.ts, page-head.ts) and the sitemaps escape with this one function.
 */
export const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The id of the element holding a server-rendered page's query cache (written by the server, read by main.tsx). */
export const SSR_STATE_ID = 'hy-state';

/**
 * The attribute the server puts on a page's <html> beside `lang`: the language there is the one it
 * chose for this visitor (docs/decisions/0022), which the browser then keeps. The app shell kept
 * for offline use and the dev server's index.html do not carry it: there the browser chooses.
 */
export const SERVER_LANGUAGE_ATTRIBUTE = 'data-server-lang';
