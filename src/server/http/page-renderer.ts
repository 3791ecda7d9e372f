import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeMarkup, SSR_STATE_ID } from '#shared/html';
import negotiate from '@fastify/accept-negotiator';
import { LANGUAGE_COOKIE, type Language } from '#shared/languages';
import { inLanguage } from './html-language.ts';
import { withPageSession } from './session.ts';
import { KeptPage, type PageCache, type PageEncoding } from './page-cache.ts';

/** How the client's server entry reaches the API (src/client/entry-server.tsx). */
type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** The client's server entry (src/client/entry-server.tsx), as `vite build --ssr` writes it. */
export interface ServerEntry {
  render(
    url: string,
    transport: ApiTransport,
    origin: string,
    language: string,
  ): Promise<{ status: number; html: string; state: string; head?: { title: string; description: string; tags: string } } | undefined>;
  /**
   * 'shared': the same for every visitor; 'perVisitor': the visitor's own; 'private': an address
   * that is a secret (a consent link), rendered for each request and never kept; undefined: not
   * rendered on the server.
   */
  pageKind(url: string): 'shared' | 'perVisitor' | 'private' | undefined;
  /** The route addresses it renders ('/product/:id'). */
  pagePaths: string[];
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
  /** The route addresses the server renders, routed before the static files' lookup. */
  paths: string[];
  /**
   * Answers a storefront page rendered on the server in `language` (the server's choice for the
   * request: http/language.ts pageLanguage), or index.html in it for a page the browser renders.
   */
  send(request: FastifyRequest, reply: FastifyReply, language: Language): Promise<FastifyReply>;
}

export interface PageRendererOptions {
  /** The entry already loaded (tests load the sources'); default: the bundle beside the client's build. */
  entry?: ServerEntry;
  /** Where shared pages are kept; without one, every page is rendered for its request. */
  cache?: PageCache;
  /** The catalogue's version now (catalogue_state): a kept page rendered at another is rendered again. */
  catalogueVersion?: () => Promise<string>;
}

/** Longer addresses are rendered but not kept (no link of the shop's is near it). */
const MAX_KEPT_URL = 1024;

/**
 * Server rendering of storefront pages (docs/decisions/0016-server-rendering.md), from the
 * bundle `vite build --ssr` writes next to the client's (dist/ssr beside dist/client). Without
 * that bundle the shop serves index.html and the browser renders every page, as before.
 *
 * The page's data comes from the shop's own API through `app.inject`: the same routes, checks
 * and answers a browser gets, with the visitor's address (so the API's rate limits count the
 * visitor, not the server). A page that is the same for every visitor (the catalogue, a product,
 * the policies) is rendered without the visitor's cookies, once per address, language and
 * catalogue version, and kept (docs/decisions/0040-pages-kept-rendered.md); the cart page is the
 * visitor's own and is rendered with its cookie for each request.
 */
/** `publicUrl`: the shop's address (PUBLIC_URL), for the absolute links a page's head names (Open Graph, schema.org). */
export async function loadPageRenderer(app: FastifyInstance, clientDir: string, publicUrl: string, options: PageRendererOptions = {}): Promise<PageRenderer | undefined> {
  const entryFile = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  if (!options.entry && !fs.existsSync(entryFile)) return undefined;
  const entry = options.entry ?? ((await import(pathToFileURL(entryFile).href)) as ServerEntry);
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const at = template.indexOf(ROOT);
  if (at < 0) throw new Error(`${path.join(clientDir, 'index.html')} has no ${ROOT}`);
  // index.html's <noscript> says the page needs JavaScript: true of the pages the browser
  // renders, not of those rendered here.
  const [before, after] = [template.slice(0, at), template.slice(at + ROOT.length).replace(/<noscript>[\s\S]*?<\/noscript>/, '')];
  const { cache, catalogueVersion = async () => '' } = options;

  // The page's language rides in the language cookie, replacing the visitor's own: a ?lang= link
  // is answered in its language before the browser has stored the cookie it sets. A shared page
  // carries no other cookie: nothing of one visitor can reach a page another visitor is sent.
  const transportFor =
    (request: FastifyRequest, language: Language, visitorsOwn: boolean): ApiTransport =>
    async (url, init) => {
      const others = visitorsOwn ? (request.headers.cookie ?? '').split(';').filter((c) => c.trim() && !c.trim().startsWith(`${LANGUAGE_COOKIE}=`)) : [];
      const cookie = [...others.map((c) => c.trim()), `${LANGUAGE_COOKIE}=${language}`].join('; ');
      const headers = { ...(init.headers as Record<string, string>), cookie };
      const res = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers, remoteAddress: request.ip });
      return new Response(res.statusCode === 204 ? null : res.payload, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
    };

  const renderPage = async (request: FastifyRequest, url: string, language: Language, visitorsOwn: boolean) => {
    try {
      const render = () => entry.render(url, transportFor(request, language, visitorsOwn), publicUrl, language);
      // A visitor's own page hands the session its language was chosen by to the API calls it makes.
      const page = await (visitorsOwn ? withPageSession(request, render) : render());
      if (!page) return undefined;
      const html = `${inLanguage(withHead(before, page.head), language)}<div id="root">${page.html}</div><script type="application/json" id="${SSR_STATE_ID}">${page.state}</script>${after}`;
      return { status: page.status, html };
    } catch (err) {
      // A page that fails to render on the server still works: the browser renders it.
      request.log.error({ err }, 'server rendering failed; serving the client-rendered page');
      return undefined;
    }
  };

  // Visitors asking for the same page at once wait for one render.
  const rendering = new Map<string, Promise<KeptPage | undefined>>();
  const keptPage = async (request: FastifyRequest, language: Language): Promise<KeptPage | undefined> => {
    const url = canonicalPageUrl(request.url);
    // Every absolute link of a page is on PUBLIC_URL, whatever Host the request names, so the
    // address and the language are the whole key.
    const key = `${language} ${url}`;
    const version = await catalogueVersion();
    const keep = cache && key.length <= MAX_KEPT_URL;
    const found = keep ? cache.get(key, version) : undefined;
    if (found) return found;
    const underWay = rendering.get(`${version} ${key}`);
    if (underWay) return underWay;
    const generation = cache?.generation ?? 0;
    const work = renderPage(request, url, language, false).then((page) => {
      if (!page) return undefined;
      const body = Buffer.from(page.html);
      return keep ? cache.keep(key, generation, page.status, body, version) : new KeptPage(page.status, body, version, 0);
    });
    rendering.set(`${version} ${key}`, work);
    try {
      return await work;
    } finally {
      rendering.delete(`${version} ${key}`);
    }
  };

  return {
    paths: entry.pagePaths,
    async send(request, reply, language) {
      const kind = entry.pageKind(request.url);
      if (kind === 'shared') {
        const page = await keptPage(request, language);
        return page ? sendKept(request, reply, page) : reply.sendIndexHtml(language);
      }
      // A private page (a farmer's consent link: docs/product-rules.md 53) needs no visitor's
      // session, and its address is a secret: kept by no cache and no search engine.
      const page = kind ? await renderPage(request, request.url, language, kind === 'perVisitor') : undefined;
      if (!page) return reply.sendIndexHtml(language);
      if (kind === 'private') reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');
      else reply.header('Cache-Control', 'private, no-cache');
      return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
    },
  };
}

/**
 * The address a shared page is rendered and kept under: without `?lang=` (the language is part of
 * the key) and with its parameters in one order, so `?sort=price-low&q=wheat` and
 * `?q=wheat&sort=price-low` are one page. What the page shows depends on nothing else of the
 * address (the language links and paging links are written in the same order: language-switcher.tsx,
 * products.tsx).
 */
export function canonicalPageUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  params.delete('lang');
  params.sort();
  const search = params.toString();
  return search ? `${url.slice(0, at)}?${search}` : url.slice(0, at);
}

/** The encodings a kept page is sent in, the smallest first. */
const ENCODINGS: PageEncoding[] = ['br', 'gzip', 'identity'];

/** A kept page: its compressed bytes as the browser accepts them, or 304 when it has them already. */
async function sendKept(request: FastifyRequest, reply: FastifyReply, page: KeptPage): Promise<FastifyReply> {
  const accepted = request.headers['accept-encoding'];
  const encoding: PageEncoding = (accepted && negotiate(accepted, ENCODINGS)) || 'identity';
  reply
    .code(page.status)
    // Revalidated on every visit (an ETag makes that a 304 when nothing changed); private, as the
    // language it is in comes from the visitor's cookie or browser.
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Accept-Encoding')
    .header('ETag', page.etagFor(encoding))
    .type('text/html; charset=utf-8');
  if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page)) return reply.code(304).send();
  // Already compressed: @fastify/compress leaves an answer with a Content-Encoding alone.
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(await page.encoded(encoding));
}

function matchesEtag(header: string | undefined, page: KeptPage): boolean {
  if (!header) return false;
  const tags = new Set(ENCODINGS.map((e) => page.etagFor(e)));
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || tags.has(t.startsWith('W/') ? t.slice(2) : t);
  });
}
