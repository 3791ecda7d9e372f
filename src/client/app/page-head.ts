import { escapeMarkup as attr } from '#shared/html';
import type { StoreProduct } from '#shared/schemas/catalog';
import type { StoreCrop } from '#shared/schemas/crops';

/** What a server-rendered page puts in <head> instead of the shop's default title and description. */
export interface PageHead {
  title: string;
  description: string;
  /** Further elements for <head>: canonical link, Open Graph, structured data. */
  tags: string;
}

/** Inside <script type="application/ld+json">, "<" must not open "</script>". */
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A description of at most 160 characters (what search results show), cut at a word. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** An address as it must appear in a shared link: absolute, on the shop's origin. */
const absolute = (origin: string, href: string) => (/^https?:\/\//.test(href) ? href : `${origin}${href.startsWith('/') ? '' : '/'}${href}`);

/**
 * A product page's head (docs/decisions/0016): its title and description, Open Graph for shared links (the
 * messaging apps farmers use show them), and schema.org Product data with an INR Offer. The shop's
 * prices are before GST (added at checkout by the product's rate), which the offer says.
 */
export function productHead(product: StoreProduct, origin: string, shopName: string, title = `${product.name} | ${shopName}`): PageHead {
  const url = `${origin}/product/${encodeURIComponent(product.id)}`;
  const description = summary(product.description);
  const image = product.imageUrl ? absolute(origin, product.imageUrl) : undefined;
  const price = (product.pricePaise / 100).toFixed(2);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.id,
    category: product.category,
    ...(image ? { image: [image] } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price,
      priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'INR', valueAddedTaxIncluded: false },
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  const og: Array<[string, string | undefined]> = [
    ['og:type', 'product'],
    ['og:site_name', shopName],
    ['og:title', product.name],
    ['og:description', description],
    ['og:url', url],
    ['og:image', image],
  ];
  return {
    title,
    description,
    tags: [
      `<link rel="canonical" href="${attr(url)}">`,
      ...og.filter(([, v]) => v !== undefined).map(([k, v]) => `<meta property="${k}" content="${attr(v!)}">`),
      `<script type="application/ld+json">${jsonInScript(data)}</script>`,
    ].join(''),
  };
}

/**
 * A crop page's head (docs/product-rules.md 39): its title and description, and schema.org data a
 * search engine reads: the page with its breadcrumbs, and the stages as the steps of a HowTo. Its
 * canonical address is the crop's own, without the picker's state, season and sowing date.
 */
export function cropHead(
  crop: StoreCrop,
  origin: string,
  language: string,
  words: { shop: string; home: string; guide: string; title: string; description: string },
): PageHead {
  const url = `${origin}/crops/${encodeURIComponent(crop.slug)}`;
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebPage',
        '@id': url,
        url,
        name: words.title,
        description: words.description,
        inLanguage: language,
        isPartOf: { '@type': 'WebSite', name: words.shop, url: origin },
        breadcrumb: {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: words.home, item: `${origin}/` },
            { '@type': 'ListItem', position: 2, name: words.guide, item: `${origin}/crops` },
            { '@type': 'ListItem', position: 3, name: crop.name, item: url },
          ],
        },
      },
      {
        '@type': 'HowTo',
        name: words.title,
        description: words.description,
        inLanguage: language,
        step: crop.stages.map((s, i) => ({ '@type': 'HowToStep', position: i + 1, name: s.name, text: s.advice })),
      },
    ],
  };
  return {
    title: words.title,
    description: summary(words.description),
    tags: [
      `<link rel="canonical" href="${attr(url)}">`,
      `<meta property="og:type" content="article">`,
      `<meta property="og:site_name" content="${attr(words.shop)}">`,
      `<meta property="og:title" content="${attr(words.title)}">`,
      `<meta property="og:description" content="${attr(summary(words.description))}">`,
      `<meta property="og:url" content="${attr(url)}">`,
      `<script type="application/ld+json">${jsonInScript(data)}</script>`,
    ].join(''),
  };
}

/**
 * The head of a page whose address is a secret (a farmer's consent link, docs/product-rules.md 53):
 * its title, never in a search engine's index, and its address never sent on as a referrer.
 */
export function privateHead(title: string, description: string): PageHead {
  return { title, description, tags: '<meta name="robots" content="noindex, nofollow" /><meta name="referrer" content="no-referrer" />' };
}
