import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeMarkup, SSR_STATE_ID } from '#shared/html';
import { LANGUAGE_COOKIE, type Language } from '#shared/languages';
import { inLanguage } from './html-language.ts';
import { withPageSession } from './session.ts';

/** How the client's server entry reaches the API (src/client/entry-server.tsx). */
type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

interface ServerEntry {
  render(
    url: string,
    transport: ApiTransport,
    origin: string,
    language: string,
  ): Promise<{ status: number; html: string; state: string; head?: { title: string; description: string; tags: string } } | undefined>;
}

/** The shop's default title and description in index.html, replaced by a page's own. */
function withHead(before: string, head: { title: string; description: string; tags: string } | undefined): string {
  if (!head) return before;
  // Replacer functions: a "$" in a product's text is not a replacement pattern.
  return before
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/?>/, () => `<meta name="description" content="${escapeMarkup(head.description)}" />`)
    .replace('</head>', () => `${head.tags}</head>`);
}

/** Where the page's HTML goes in the built index.html. */
const ROOT = '<div id="root"></div>';

export interface PageRenderer {
  /**
   * Answers a storefront page rendered on the server in `language` (the server's choice for the
   * request: http/language.ts pageLanguage), or index.html in it for a page the browser renders.
   */
  send(request: FastifyRequest, reply: FastifyReply, language: Language): Promise<FastifyReply>;
}

/**
 * Server rendering of storefront pages (docs/decisions/0016-server-rendering.md), from the
 * bundle `vite build --ssr` writes next to the client's (dist/ssr beside dist/client). Without
 * that bundle the shop serves index.html and the browser renders every page, as before.
 *
 * The page's data comes from the shop's own API through `app.inject`: the same routes, checks
 * and answers a browser gets, with the visitor's cookie (so the header knows who is signed in)
 * and address (so the API's rate limits count the visitor, not the server).
 */
/** `publicUrl`: the shop's address (PUBLIC_URL), for the absolute links a page's head names (Open Graph, schema.org). */
export async function loadPageRenderer(app: FastifyInstance, clientDir: string, publicUrl: string): Promise<PageRenderer | undefined> {
  const entryFile = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const at = template.indexOf(ROOT);
  if (at < 0) throw new Error(`${path.join(clientDir, 'index.html')} has no ${ROOT}`);
  // index.html's <noscript> says the page needs JavaScript: true of the pages the browser
  // renders, not of those rendered here.
  const [before, after] = [template.slice(0, at), template.slice(at + ROOT.length).replace(/<noscript>[\s\S]*?<\/noscript>/, '')];

  // The page's language rides in the language cookie, replacing the visitor's own: a ?lang= link
  // is answered in its language before the browser has stored the cookie it sets.
  const transportFor =
    (request: FastifyRequest, language: Language): ApiTransport =>
    async (url, init) => {
      const others = (request.headers.cookie ?? '').split(';').filter((c) => c.trim() && !c.trim().startsWith(`${LANGUAGE_COOKIE}=`));
      const cookie = [...others.map((c) => c.trim()), `${LANGUAGE_COOKIE}=${language}`].join('; ');
      const headers = { ...(init.headers as Record<string, string>), cookie };
      const res = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers, remoteAddress: request.ip });
      return new Response(res.statusCode === 204 ? null : res.payload, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
    };

  return {
    async send(request, reply, language) {
      let page;
      try {
        page = await withPageSession(request, () => entry.render(request.url, transportFor(request, language), publicUrl, language));
      } catch (err) {
        // A page that fails to render on the server still works: the browser renders it.
        request.log.error({ err }, 'server rendering failed; serving the client-rendered page');
      }
      if (!page) return reply.sendIndexHtml(language);
      return reply
        .code(page.status)
        .header('Cache-Control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(`${inLanguage(withHead(before, page.head), language)}<div id="root">${page.html}</div><script type="application/json" id="${SSR_STATE_ID}">${page.state}</script>${after}`);
    },
  };
}
