import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Cart } from '#shared/schemas/cart';
import type { StoreProduct } from '#shared/schemas/catalog';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { cartKey } from '#client/lib/cart.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';

// The button's words are the catalogue's (catalog), which the product page loads before it shows.
await loadNamespaces('catalog');

const product: StoreProduct = {
  id: 'p1', name: 'Seed Drill', description: '', pricePaise: 45000_00, category: 'equipment',
  imageUrl: null, features: [], stock: 5, inStock: true, hsnCode: '8432', gstRateBp: 500,
};

function renderButton(onResult?: (r: string) => void) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AddToCartButton product={product} onResult={onResult} />
    </QueryClientProvider>,
  );
  return queryClient;
}

// The server's side of adding is tested in tests/api/cart.test.ts and the e2e tests; here, what the
// button says while a slow rural link has not answered yet, once it has, and when it fails.
describe('Add to Cart button', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    setApiTransport((url, init) => fetch(url, init));
  });

  it("says 'Adding…' and shows the line in the cart at once, while a slow link has not answered", async () => {
    setApiTransport(() => new Promise<Response>(() => undefined));
    const queryClient = renderButton();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    });
    expect(screen.getByRole('button', { name: 'Adding…' })).toHaveProperty('disabled', true);
    expect(queryClient.getQueryData<Cart>(cartKey)?.items).toEqual([expect.objectContaining({ quantity: 1 })]);
  });

  it("says 'Added to Cart!' once the server has the line, and stays disabled for 2 seconds", async () => {
    vi.useFakeTimers();
    // The server's answer as the API gives it (tests/api/cart.test.ts checks the server's side).
    const answer = Cart.parse({ items: [{ product, quantity: 1, seenPricePaise: product.pricePaise, available: true }], updatedAt: '2026-11-24T10:00:00.000Z', offers: { applied: [], close: [] } });
    setApiTransport(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
    const queryClient = renderButton();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('button', { name: 'Added to Cart!' })).toHaveProperty('disabled', true);
    expect(queryClient.getQueryData<Cart>(cartKey)).toEqual(answer);
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.getByRole('button', { name: 'Added to Cart!' })).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
  });

  it('goes back, and tells why, when the link fails', async () => {
    setApiTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    const results: string[] = [];
    const queryClient = renderButton((r) => results.push(r));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    });
    await vi.waitFor(() => expect(results).toEqual(['failed']));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
    expect(queryClient.getQueryData<{ items: unknown[] }>(cartKey)?.items ?? []).toEqual([]);
  });

  it('is disabled for an out-of-stock product', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AddToCartButton product={{ ...product, stock: 0, inStock: false }} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', true);
  });
});
