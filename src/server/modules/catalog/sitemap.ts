import type { UnitOfWork } from '#server/db/unit-of-work';
import { escapeMarkup } from '#shared/html';
import * as repo from './catalog.repository.ts';

/** A sitemap file may list at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_PAGE_SIZE = 50_000;

/** The storefront's pages that are the same for everyone and worth a search engine's visit. */
const SHOP_PAGES = ['/', '/products', '/about', '/contact', '/terms', '/privacy-policy', '/refund-policy'];

// XML escapes the same five characters as HTML.
const xmlText = escapeMarkup;
const urlset = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
const url = (loc: string, lastmod?: string) => `<url><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`;

/**
 * robots.txt and the sitemaps (docs/decisions/0016): the shop's pages and every product on sale, in files of
 * at most 50,000 addresses listed by one index. Addresses are absolute, on the origin the request
 * came to.
 */
export class Sitemap {
  constructor(
    private readonly work: UnitOfWork,
    /** Pages of other modules worth a visit (the crop pages: docs/product-rules.md 39), filled in services.ts. */
    private readonly morePages: () => Promise<string[]> = async () => [],
  ) {}

  robots(origin: string): string {
    // Accounts, checkout and the admin area are nobody's search result; the API is not a page.
    const closed = ['/api/', '/admin', '/user/', '/vendor/', '/cart', '/checkout', '/order-confirmation'];
    return `User-agent: *\n${closed.map((p) => `Disallow: ${p}`).join('\n')}\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
  }

  async index(origin: string): Promise<string> {
    const products = (await repo.catalogueCounts(this.work.db)).total;
    const files = ['/sitemap-pages.xml', ...Array.from({ length: Math.ceil(products / SITEMAP_PAGE_SIZE) }, (_, i) => `/sitemap-products-${i + 1}.xml`)];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
      .map((f) => `<sitemap><loc>${xmlText(origin + f)}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
  }

  async pages(origin: string): Promise<string> {
    return urlset([...SHOP_PAGES, ...(await this.morePages())].map((p) => url(origin + p)));
  }

  /** The n-th file of products (from 1), or undefined past the last. */
  async products(origin: string, n: number): Promise<string | undefined> {
    const rows = await repo.listActiveProductIds(this.work.db, (n - 1) * SITEMAP_PAGE_SIZE, SITEMAP_PAGE_SIZE);
    if (rows.length === 0 && n > 1) return undefined;
    return urlset(rows.map((r) => url(`${origin}/product/${encodeURIComponent(r.id)}`, r.updated_at)));
  }
}
