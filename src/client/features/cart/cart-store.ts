import { useSyncExternalStore } from 'react';
import type { StoreProduct } from '#shared/schemas/catalog';

/** A cart line: the product as it was when added, plus the quantity (specification, section 3). */
export interface CartItem {
  product: StoreProduct;
  quantity: number;
}

const STORAGE_KEY = 'hariyali.cart.v1';
const listeners = new Set<() => void>();
let items: CartItem[] = read();

function read(): CartItem[] {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (i): i is CartItem =>
        typeof i === 'object' && i !== null && typeof i.product?.id === 'string' && Number.isInteger(i.quantity) && i.quantity > 0,
    );
  } catch {
    return [];
  }
}

function commit(next: CartItem[]): void {
  items = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: the cart still works for this visit.
  }
  for (const l of listeners) l();
}

// Another tab changed the cart: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== STORAGE_KEY) return;
    items = read();
    for (const l of listeners) l();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Quantity is capped by the stock the product had when it was last seen. */
const cap = (product: StoreProduct, quantity: number) => Math.min(quantity, Math.max(0, product.stock));

export type AddResult = 'added' | 'out-of-stock' | 'at-stock-limit';

export const cart = {
  /** The same id raises its quantity by 1; a new id is added with quantity 1. */
  add(product: StoreProduct): AddResult {
    if (!product.inStock || product.stock <= 0) return 'out-of-stock';
    const existing = items.find((i) => i.product.id === product.id);
    if (existing) {
      if (existing.quantity >= product.stock) return 'at-stock-limit';
      commit(items.map((i) => (i.product.id === product.id ? { product, quantity: cap(product, i.quantity + 1) } : i)));
    } else {
      commit([...items, { product, quantity: 1 }]);
    }
    return 'added';
  },
  /** A quantity of 0 or less removes the line. */
  setQuantity(productId: string, quantity: number): void {
    if (quantity <= 0) return cart.remove(productId);
    commit(items.map((i) => (i.product.id === productId ? { ...i, quantity: Math.max(1, cap(i.product, Math.floor(quantity))) } : i)));
  },
  /** Takes the shop's current details of a product (price, stock), keeping the quantity within stock. */
  refresh(product: StoreProduct): void {
    if (!items.some((i) => i.product.id === product.id)) return;
    commit(items.map((i) => (i.product.id === product.id ? { product, quantity: Math.max(1, cap(product, i.quantity)) } : i)));
  },
  remove(productId: string): void {
    commit(items.filter((i) => i.product.id !== productId));
  },
  clear(): void {
    commit([]);
  },
};

export function totalItems(list: CartItem[]): number {
  return list.reduce((sum, i) => sum + i.quantity, 0);
}

/** Subtotal in paise as shown in the browser; the server computes the charged amount itself. */
export function subtotalPaise(list: CartItem[]): number {
  return list.reduce((sum, i) => sum + i.product.pricePaise * i.quantity, 0);
}

/** What the server renders (it keeps no cart yet): the browser's first render must match it. */
const SERVER_CART: CartItem[] = [];

export function useCartItems(): CartItem[] {
  return useSyncExternalStore(subscribe, () => items, () => SERVER_CART);
}

const noop = () => () => undefined;

/**
 * False while the page is rendered by the server or taken over by the browser, when the cart has
 * not been read from the phone yet: "your cart is empty" would be untrue then.
 */
export function useCartRead(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}

export function useCartCount(): number {
  return totalItems(useCartItems());
}
