import { useQueryClient } from '#client/lib/query.ts';
import type { Cart } from '#shared/schemas/cart';
import type { StoreProduct } from '#shared/schemas/catalog';
import { api, hasErrorCode } from '#client/lib/api-client.ts';
import { cartKey } from '#client/lib/cart.ts';

export type AddResult = 'added' | 'out-of-stock' | 'at-stock-limit' | 'failed';

/** The cart as it will be once the server has taken a change: shown at once, on a slow link too. */
function withQuantity(cart: Cart, product: StoreProduct, quantity: (current: number) => number): Cart {
  const line = cart.items.find((l) => l.product.id === product.id);
  const next = Math.min(quantity(line?.quantity ?? 0), product.stock);
  if (next <= 0) return { ...cart, items: cart.items.filter((l) => l.product.id !== product.id) };
  if (line) return { ...cart, items: cart.items.map((l) => (l === line ? { ...l, quantity: next } : l)) };
  return { ...cart, items: [...cart.items, { product, quantity: next, seenPricePaise: product.pricePaise, available: true }] };
}

/** Changes go to the server one after another, so they arrive in the order the farmer made them. */
interface Queue {
  tail: Promise<unknown>;
  pending: number;
}
const queues = new WeakMap<object, Queue>();

/**
 * Changes to the cart the server keeps. Each shows at once; the server's answer then replaces
 * it (the last one, when several are on their way), or, when it refuses, the cart goes back.
 */
export function useCartActions() {
  const queryClient = useQueryClient();
  let queue = queues.get(queryClient);
  if (!queue) queues.set(queryClient, (queue = { tail: Promise.resolve(), pending: 0 }));
  const q = queue;

  async function change(optimistic: (cart: Cart) => Cart, request: () => Promise<Cart>): Promise<Cart> {
    await queryClient.cancelQueries({ queryKey: cartKey });
    const before = queryClient.getQueryData<Cart>(cartKey) ?? { items: [], updatedAt: null, offers: { applied: [], close: [] } };
    queryClient.setQueryData(cartKey, optimistic(before));
    q.pending += 1;
    const sent = q.tail.then(request);
    q.tail = sent.catch(() => undefined);
    try {
      const cart = await sent;
      if (q.pending === 1) queryClient.setQueryData(cartKey, cart);
      return cart;
    } catch (err) {
      if (q.pending === 1) {
        queryClient.setQueryData(cartKey, before);
        void queryClient.invalidateQueries({ queryKey: cartKey });
      }
      throw err;
    } finally {
      q.pending -= 1;
    }
  }

  async function added(sent: Promise<Cart>): Promise<AddResult> {
    try {
      await sent;
      return 'added';
    } catch (err) {
      if (hasErrorCode(err, 'stock_limit')) return 'at-stock-limit';
      if (hasErrorCode(err, 'out_of_stock') || hasErrorCode(err, 'not_found')) return 'out-of-stock';
      return 'failed';
    }
  }

  const line = (productId: string) => queryClient.getQueryData<Cart>(cartKey)?.items.find((l) => l.product.id === productId);

  return {
    /** `quantity` more of a product (docs/product-rules.md 11; the product page's picker, rule 34): up to its stock. */
    async add(product: StoreProduct, quantity = 1): Promise<AddResult> {
      if (!product.inStock || product.stock <= 0) return 'out-of-stock';
      if ((line(product.id)?.quantity ?? 0) >= product.stock) return 'at-stock-limit';
      return added(change((cart) => withQuantity(cart, product, (q) => q + quantity), () => api.post<Cart>('/store/cart/items', { productId: product.id, quantity })));
    },
    /**
     * `quantity` more of a product known only by its id (My farm's lines): nothing to show before
     * the server answers, whose cart then shows it.
     */
    addById(productId: string, quantity: number): Promise<AddResult> {
      return added(change((cart) => cart, () => api.post<Cart>('/store/cart/items', { productId, quantity })));
    },
    /** A quantity of 0 removes the line. False when the server could not be told (the cart went back). */
    setQuantity(product: StoreProduct, quantity: number): Promise<boolean> {
      const id = encodeURIComponent(product.id);
      return change(
        (cart) => withQuantity(cart, product, () => quantity),
        () => (quantity <= 0 ? api.delete<Cart>(`/store/cart/items/${id}`) : api.put<Cart>(`/store/cart/items/${id}`, { quantity })),
      ).then(
        () => true,
        () => false,
      );
    },
    /** After an order: its lines left the server's cart in the order's transaction. */
    ordered(productIds: string[]): void {
      queryClient.setQueryData<Cart>(cartKey, (cart) => cart && { ...cart, items: cart.items.filter((l) => !productIds.includes(l.product.id)) });
      void queryClient.invalidateQueries({ queryKey: cartKey });
    },
  };
}
