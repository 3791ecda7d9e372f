import { api } from './api-client.ts';

// A cart kept on the phone before the server kept the cart (docs/decisions/0019), moved to the
// server once: loaded by cart.ts only on a phone that still has one.

/** Adds the lines kept under `key` in `store` to the server's cart, then deletes them; false when there were none. */
export async function moveOldCartLines(store: Storage, key: string): Promise<boolean> {
  const raw = store.getItem(key);
  if (!raw) return false;
  let lines: Array<{ product?: { id?: unknown }; quantity?: unknown }> = [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) lines = parsed;
  } catch {
    // Unreadable: nothing to move.
  }
  for (const line of lines) {
    if (typeof line.product?.id !== 'string' || !Number.isInteger(line.quantity)) continue;
    // A product no longer sold, or sold out, stays behind.
    await api.post('/store/cart/items', { productId: line.product.id, quantity: line.quantity }).catch(() => undefined);
  }
  store.removeItem(key);
  return true;
}
