import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound } from '#server/http/errors';
import type { Sitemap } from './sitemap.ts';

/** The address the visitor used: sitemaps and robots.txt name absolute URLs on it. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** /robots.txt and /sitemap*.xml, at the site's root where search engines look for them. */
export function sitemapRoutes(sitemap: Sitemap): FastifyPluginAsync {
  return async (app) => {
    // Crawlers come often and a sitemap of 100,000 products is a few megabytes: an hour's cache.
    const cached = { 'Cache-Control': 'public, max-age=3600' };
    app.get('/robots.txt', async (request, reply) => reply.headers(cached).type('text/plain; charset=utf-8').send(sitemap.robots(originOf(request))));
    app.get('/sitemap.xml', async (request, reply) => reply.headers(cached).type('application/xml; charset=utf-8').send(await sitemap.index(originOf(request))));
    app.get('/sitemap-pages.xml', async (request, reply) => reply.headers(cached).type('application/xml; charset=utf-8').send(sitemap.pages(originOf(request))));
    app.get<{ Params: { n: string } }>('/sitemap-products-:n.xml', async (request, reply) => {
      const n = Number(request.params.n);
      const body = Number.isInteger(n) && n >= 1 && n <= 10_000 ? await sitemap.products(originOf(request), n) : undefined;
      if (body === undefined) throw notFound('No such sitemap');
      return reply.headers(cached).type('application/xml; charset=utf-8').send(body);
    });
  };
}
