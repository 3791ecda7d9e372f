import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { QueryClientProvider } from '#client/lib/query.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { MemoryRouter } from '#client/lib/router.tsx';
import { ReviewsList } from './reviews-list.tsx';

// docs/product-rules.md 33: the admin's reviews, each naming its product with a link to the product's page.
const LAZY = { timeout: 10_000 };
const REVIEW = {
  id: 'r-1', productId: 'p-neem', productName: 'Neem Oil', buyerName: 'Sunil Jadhav', buyerEmail: 'sunil@example.in', rating: 4,
  text: 'Worked on my cotton.', hidden: false, hiddenAt: null, createdAt: '2026-11-25T06:00:00.000Z', updatedAt: '2026-11-25T06:00:00.000Z',
};

describe("the admin's reviews", () => {
  beforeAll(() => loadNamespaces('admin-reviews'));
  afterEach(cleanup);

  it("links each review's product to the product's page", async () => {
    setApiTransport(async () => new Response(JSON.stringify({ items: [REVIEW], total: 1, page: 1, pageSize: 20 }), { status: 200, headers: { 'content-type': 'application/json' } }));
    render(
      <MemoryRouter>
        <QueryClientProvider client={createQueryClient()}>
          <ReviewsList />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: 'Neem Oil' }, LAZY);
    expect(link.getAttribute('href')).toBe('/product/p-neem');
  });
});
