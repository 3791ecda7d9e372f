import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProduct } from '#shared/schemas/catalog';
import { loadNamespaces, switchLanguage } from '#client/i18n/index.ts';
import { MemoryRouter } from '#client/lib/router.tsx';
import { ProductCard } from './product-card.tsx';

// docs/product-rules.md 34: the card names its seller and its pack (the API's side: tests/api/pack-size.test.ts).
const product: StoreProduct = {
  id: 'p1', name: 'Neem Oil', description: 'Cold-pressed.', pricePaise: 450_00, category: 'pesticides',
  imageUrl: null, features: [], stock: 5, inStock: true, hsnCode: '3808', gstRateBp: 1800, soldBy: 'Shirur Krishi Seva', packSize: 1, packUnit: 'l',
};

const renderCard = (p: StoreProduct) => render(<MemoryRouter><ProductCard product={p} /></MemoryRouter>);

describe('the product card', () => {
  // The card's seller and pack texts are the catalogue's (the pages with cards load it).
  beforeAll(() => loadNamespaces('catalog'));
  afterEach(cleanup);
  afterAll(() => switchLanguage('en'));

  it('shows who sells it and its pack next to the price', () => {
    renderCard(product);
    const card = screen.getByTestId('product-card');
    expect(screen.getByTestId('card-sold-by').textContent).toBe('Sold by Shirur Krishi Seva');
    expect(card.textContent).toContain('₹450');
    expect(card.textContent).toContain('1 litre pack');
  });

  it("names the shop for the shop's own products, and counts pieces", () => {
    renderCard({ ...product, soldBy: null, packSize: 2, packUnit: 'piece' });
    expect(screen.getByTestId('card-sold-by').textContent).toBe('Sold by Hariyali');
    expect(screen.getByTestId('product-card').textContent).toContain('2 pieces');
  });

  it('shows no pack when the seller has not given one', () => {
    renderCard({ ...product, packSize: null, packUnit: null });
    expect(screen.getByTestId('product-card').textContent).not.toContain('pack');
  });

  it('says it in Hindi and Marathi, with the units in Devanagari', async () => {
    await switchLanguage('hi');
    renderCard({ ...product, packSize: 500, packUnit: 'g' });
    expect(screen.getByTestId('card-sold-by').textContent).toBe('विक्रेता: Shirur Krishi Seva');
    expect(screen.getByTestId('product-card').textContent).toContain('500 ग्राम का पैक');
    cleanup();
    await switchLanguage('mr');
    renderCard({ ...product, packSize: 1, packUnit: 'kg' });
    expect(screen.getByTestId('product-card').textContent).toContain('1 किलोचे पॅक');
  });
});
