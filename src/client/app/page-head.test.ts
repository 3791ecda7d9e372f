import { describe, expect, it } from 'vitest';
import type { StoreProduct } from '#shared/schemas/catalog';
import { productHead } from './page-head.ts';

const product = (overrides: Partial<StoreProduct> = {}): StoreProduct => ({
  id: 'p-1',
  name: 'Premium Wheat Seeds',
  description: 'High-yielding wheat.',
  pricePaise: 1200_00,
  category: 'seeds',
  imageUrl: '/images/products/wheat-seeds.svg',
  features: [],
  stock: 10,
  inStock: true,
  hsnCode: '1001',
  gstRateBp: 0,
  ...overrides,
});

describe('a product page head', () => {
  it('names the product, links to it absolutely and offers it in rupees before GST', () => {
    const head = productHead(product(), 'https://shop.example.in', 'Hariyali');
    expect(head.title).toBe('Premium Wheat Seeds | Hariyali');
    expect(head.tags).toContain('<link rel="canonical" href="https://shop.example.in/product/p-1">');
    expect(head.tags).toContain('<meta property="og:image" content="https://shop.example.in/images/products/wheat-seeds.svg">');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(head.tags)![1]!);
    expect(ld.offers).toMatchObject({ priceCurrency: 'INR', price: '1200.00', priceSpecification: { valueAddedTaxIncluded: false } });
  });

  it('cuts a long description at a word, within 160 characters', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const { description } = productHead(product({ description: words }), 'https://shop.example.in', 'Hariyali');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(words.startsWith(description.slice(0, -1))).toBe(true);
    expect(description.slice(0, -1)).toMatch(/word\d+$/);
  });

  it('cannot be broken out of by a product text', () => {
    const name = 'Seeds "best" </script><script>alert(1)</script> & more';
    const head = productHead(product({ name, description: name, imageUrl: null }), 'https://shop.example.in', 'Hariyali');
    expect(head.tags).not.toContain('<script>alert');
    expect(head.tags.match(/<\/script>/g)).toHaveLength(1);
    expect(head.tags).toContain('content="Seeds &quot;best&quot; &lt;/script&gt;');
    expect(head.tags).not.toContain('og:image');
  });
});
