import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreProduct } from '#shared/schemas/catalog';
import '#client/i18n/index.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';

const product: StoreProduct = {
  id: 'p1', name: 'Seed Drill', description: '', pricePaise: 45000_00, category: 'equipment',
  imageUrl: null, features: [], stock: 5, inStock: true, hsnCode: '8432', gstRateBp: 500,
};

describe('Add to Cart button', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("says 'Added to Cart!' and stays disabled for 2 seconds after a click", () => {
    render(<AddToCartButton product={product} />);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Added to Cart!' })).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('button', { name: 'Added to Cart!' })).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
    expect(JSON.parse(localStorage.getItem('hariyali.cart.v1')!)[0].quantity).toBe(1);
  });

  it('is disabled for an out-of-stock product', () => {
    render(<AddToCartButton product={{ ...product, stock: 0, inStock: false }} />);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', true);
  });
});
