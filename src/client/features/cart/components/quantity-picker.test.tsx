import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY as ORDER_LINE_MAX } from '#shared/schemas/orders';
import type { StoreProduct } from '#shared/schemas/catalog';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { AddToCartButton, MAX_LINE_QUANTITY } from './add-to-cart-button.tsx';

// docs/product-rules.md 34: the product page's quantity picker (the server's side of adding: tests/api/cart.test.ts).
const product: StoreProduct = {
  id: 'p1', name: 'Sunflower Seeds', description: '', pricePaise: 450_00, category: 'seeds',
  imageUrl: null, features: [], stock: 5, inStock: true, hsnCode: '1206', gstRateBp: 0, packSize: 2, packUnit: 'kg',
};

function renderPicker(p: StoreProduct = product) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AddToCartButton product={p} />
    </QueryClientProvider>,
  );
  return {
    box: screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement,
    less: screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement,
    more: screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement,
  };
}

describe('the quantity picker', () => {
  beforeAll(() => loadNamespaces('catalog'));
  afterEach(() => {
    cleanup();
    setApiTransport((url, init) => fetch(url, init));
  });

  it('holds the limit the orders schema sets on a line', () => {
    expect(MAX_LINE_QUANTITY).toBe(ORDER_LINE_MAX);
  });

  it('steps from 1 up to the stock and no further, and back down to 1', () => {
    const { box, less, more } = renderPicker();
    expect(box.value).toBe('1');
    expect(box.min).toBe('1');
    expect(box.max).toBe('5');
    expect(less.disabled).toBe(true);
    for (let i = 0; i < 6; i++) fireEvent.click(more);
    expect(box.value).toBe('5');
    expect(more.disabled).toBe(true);
    fireEvent.click(less);
    expect(box.value).toBe('4');
    expect(more.disabled).toBe(false);
  });

  it('caps at the 999 a cart line may hold when the stock is larger', () => {
    const { box } = renderPicker({ ...product, stock: 5000 });
    expect(box.max).toBe('999');
  });

  it('takes a typed number, and settles a blank, zero, fraction or too large one when left', () => {
    const { box, more } = renderPicker();
    fireEvent.change(box, { target: { value: '3' } });
    expect(box.value).toBe('3');
    fireEvent.click(more);
    expect(box.value).toBe('4');
    for (const [typed, settled] of [['', '1'], ['0', '1'], ['2.7', '2'], ['40', '5'], ['-3', '1']]) {
      fireEvent.change(box, { target: { value: typed } });
      fireEvent.blur(box);
      expect(box.value, typed).toBe(settled);
    }
  });

  it('answers the arrow keys, Home and End within its bounds', () => {
    const { box } = renderPicker();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.value).toBe('1');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.value).toBe('3');
    fireEvent.keyDown(box, { key: 'End' });
    expect(box.value).toBe('5');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.value).toBe('5');
    fireEvent.keyDown(box, { key: 'Home' });
    expect(box.value).toBe('1');
  });

  it('posts as `quantity` in the Add to Cart form (without JavaScript too), and sends the chosen number', async () => {
    const sent: unknown[] = [];
    setApiTransport(async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Promise<Response>(() => undefined);
    });
    const { box, more } = renderPicker();
    expect(box.name).toBe('quantity');
    expect(box.form?.getAttribute('action')).toBe('/api/store/cart/items');
    expect(box.form?.getAttribute('method')).toBe('post');
    fireEvent.click(more);
    fireEvent.click(more);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    });
    expect(sent).toEqual([{ productId: 'p1', quantity: 3 }]);
  });

  it('is not there for a sold-out product: the button stays, disabled, in the page', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AddToCartButton product={{ ...product, stock: 0, inStock: false }} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('spinbutton')).toBeNull();
    const button = screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.form?.className).not.toContain('fixed');
  });
});
