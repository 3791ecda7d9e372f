import { queryOptions, useQuery, useQueryClient } from './query.ts';
import { useEffect, useSyncExternalStore } from 'react';
import type { Cart, CartLine } from '#shared/schemas/cart';
import { api } from './api-client.ts';

// In lib, not a feature: the header, the cart, checkout, the product page and sign-in read it.
// The cart itself is the server's (docs/decisions/0019); the phone keeps a copy to show offline.

export const cartKey = ['cart'] as const;
// v3: the cart has its offers (docs/product-rules.md 47); a copy kept before them is not read.
const COPY_KEY = 'hariyali.cart.v3';
/** Where carts lived before the server kept them: moved to the server once, then deleted. */
const OLD_CART_KEY = 'hariyali.cart.v1';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The copy of the cart as the server last answered it, if this phone has one. */
function readCopy(): Cart | undefined {
  try {
    const parsed = JSON.parse(storage()?.getItem(COPY_KEY) ?? 'null') as Cart | null;
    return parsed && Array.isArray(parsed.items) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function keepCopy(cart: Cart): void {
  try {
    storage()?.setItem(COPY_KEY, JSON.stringify(cart));
  } catch {
    // A full or private storage: the cart is still on the server, only the offline copy is missing.
  }
}

/** Signing out: this phone no longer shows the account's cart. */
export function forgetCartCopy(): void {
  storage()?.removeItem(COPY_KEY);
}

/** GET /api/store/cart. */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return api.get<Cart>('/store/cart', undefined, signal);
}

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartKey,
    queryFn: ({ signal }) => getCart(signal),
    staleTime: 30_000,
    // Offline, or while the first answer travels, the copy shows; it is replaced as soon as it can be.
    initialData: readCopy,
    initialDataUpdatedAt: 0,
  });

let moving: Promise<boolean> | undefined;
/**
 * Carts kept on the phone before the server kept them: their lines go to the server, once. Only a
 * phone that still has one loads the code that moves it (old-cart.ts), not every page's first load.
 */
function moveOldCart(): Promise<boolean> {
  // Several parts of a page use the cart: one move, not one each (quantities would add up twice).
  // A chunk lost on a weak link leaves the lines kept: the next page load moves them.
  const store = storage();
  return (moving ??= store?.getItem(OLD_CART_KEY)
    ? import('./old-cart.ts').then((m) => m.moveOldCartLines(store, OLD_CART_KEY)).catch(() => false)
    : Promise.resolve(false));
}

/**
 * The cart, kept in step with the phone's copy: every answer of the server is copied. A page kept
 * for offline use brings the cart as it was then: offline, a newer copy is shown instead.
 */
export function useCart() {
  const queryClient = useQueryClient();
  const query = useQuery(cartQueryOptions());
  const { data, isFetchedAfterMount } = query;
  useEffect(() => {
    if (!data) return;
    const copy = readCopy();
    const copyIsNewer = !!copy?.updatedAt && (!data.updatedAt || copy.updatedAt > data.updatedAt);
    // What the server answered now is the cart, whatever the copy says.
    if (isFetchedAfterMount || !copyIsNewer) keepCopy(data);
    else if (!navigator.onLine) queryClient.setQueryData(cartKey, copy);
  }, [data, isFetchedAfterMount, queryClient]);
  useEffect(() => {
    void moveOldCart().then((moved) => {
      if (moved) void queryClient.invalidateQueries({ queryKey: cartKey });
    });
  }, [queryClient]);
  return query;
}

export function totalItems(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** Subtotal in paise as shown in the browser; the server computes the charged amount itself. */
export function subtotalPaise(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.product.pricePaise * l.quantity, 0);
}

const noChanges = () => () => undefined;

/**
 * The header's count. A page the server shares between visitors carries no cart
 * (docs/decisions/0040-pages-kept-rendered.md): the phone's copy (dated 0) is shown only once the
 * page is hydrated, so the first render is the server's, and the server's answer replaces it.
 */
export function useCartCount(): number {
  const { data, dataUpdatedAt } = useCart();
  const hydrated = useSyncExternalStore(noChanges, () => true, () => false);
  return hydrated || dataUpdatedAt > 0 ? totalItems(data?.items ?? []) : 0;
}
