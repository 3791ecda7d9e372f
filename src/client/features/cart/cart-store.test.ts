import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreProduct } from '#shared/schemas/catalog';

const product = (over: Partial<StoreProduct> = {}): StoreProduct => ({
  id: 'p1',
  name: 'Premium Wheat Seeds',
  description: '',
  pricePaise: 1200_00,
  category: 'seeds',
  imageUrl: null,
  features: [],
  stock: 3,
  inStock: true,
  hsnCode: '1001',
  gstRateBp: 0,
  ...over,
});

async function freshStore() {
  vi.resetModules();
  return import('./cart-store.ts');
}

describe('cart store', () => {
  beforeEach(() => localStorage.clear());

  it('adds a new product with quantity 1 and raises it by 1 on the next add, up to the stock', async () => {
    const { cart, useCartItems, totalItems, subtotalPaise } = await freshStore();
    expect(cart.add(product())).toBe('added');
    expect(cart.add(product())).toBe('added');
    expect(cart.add(product())).toBe('added');
    expect(cart.add(product())).toBe('at-stock-limit');
    expect(cart.add(product({ id: 'p2', pricePaise: 800_00 }))).toBe('added');
    const items = JSON.parse(localStorage.getItem('hariyali.cart.v1')!);
    expect(items.map((i: { quantity: number }) => i.quantity)).toEqual([3, 1]);
    expect(useCartItems).toBeTypeOf('function');
    expect(totalItems(items)).toBe(4);
    expect(subtotalPaise(items)).toBe(3 * 1200_00 + 800_00);
  });

  it('refuses out-of-stock products', async () => {
    const { cart } = await freshStore();
    expect(cart.add(product({ stock: 0, inStock: false }))).toBe('out-of-stock');
    expect(localStorage.getItem('hariyali.cart.v1')).toBeNull();
  });

  it('removes a line when its quantity is set to 0 or less, and clears', async () => {
    const { cart } = await freshStore();
    cart.add(product());
    cart.add(product({ id: 'p2' }));
    cart.setQuantity('p1', 0);
    expect(JSON.parse(localStorage.getItem('hariyali.cart.v1')!).map((i: { product: { id: string } }) => i.product.id)).toEqual(['p2']);
    cart.setQuantity('p2', -4);
    expect(JSON.parse(localStorage.getItem('hariyali.cart.v1')!)).toEqual([]);
    cart.add(product());
    cart.clear();
    expect(JSON.parse(localStorage.getItem('hariyali.cart.v1')!)).toEqual([]);
  });

  it('survives a reload and ignores a corrupted stored cart', async () => {
    const first = await freshStore();
    first.cart.add(product());
    const reloaded = await freshStore();
    reloaded.cart.add(product());
    expect(JSON.parse(localStorage.getItem('hariyali.cart.v1')!)[0].quantity).toBe(2);

    localStorage.setItem('hariyali.cart.v1', '{not json');
    const broken = await freshStore();
    expect(broken.cart.add(product())).toBe('added');
    expect(JSON.parse(localStorage.getItem('hariyali.cart.v1')!)[0].quantity).toBe(1);
  });
});
