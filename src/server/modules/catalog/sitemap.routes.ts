import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '#server/errors';
import type { Sitemap } from './sitemap.ts';

/**
 * /robots.txt and /sitemap*.xml, at the site's root where search engines look for them. Their
 * absolute URLs are on the shop's address (PUBLIC_URL), never the request's Host header: a
 * cached sitemap must not send crawlers to whatever host a request named.
 */
export function sitemapRoutes(sitemap: Sitemap, publicUrl: string): FastifyPluginAsync {
  return async (app) => {
    // Crawlers come often and a sitemap of 100,000 products is a few megabytes: an hour's cache.
    const cached = { 'Cache-Control': 'public, max-age=3600' };
    app.get('/robots.txt', async (_request, reply) => reply.headers(cached).type('text/plain; charset=utf-8').send(sitemap.robots(publicUrl)));
    app.get('/sitemap.xml', async (_request, reply) => reply.headers(cached).type('application/xml; charset=utf-8').send(await sitemap.index(publicUrl)));
    app.get('/sitemap-pages.xml', async (_request, reply) => reply.headers(cached).type('application/xml; charset=utf-8').send(await sitemap.pages(publicUrl)));
    app.get<{ Params: { n: string } }>('/sitemap-products-:n.xml', async (request, reply) => {
      const n = Number(request.params.n);
      const body = Number.isInteger(n) && n >= 1 && n <= 10_000 ? await sitemap.products(publicUrl, n) : undefined;
      if (body === undefined) throw notFound('No such sitemap');
      return reply.headers(cached).type('application/xml; charset=utf-8').send(body);
    });
  };
}
