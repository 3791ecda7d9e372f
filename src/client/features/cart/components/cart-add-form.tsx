import type { ReactNode } from 'react';

/**
 * The form every Add to Cart button is: without JavaScript the server takes it (it adds the
 * quantity and opens the cart: docs/decisions/0018); with JavaScript `onAdd` runs instead and the
 * page stays. `quantity` is a fixed number of packs, or left out when the form holds its own
 * quantity field (the product page's picker).
 */
export function CartAddForm({ productId, quantity, onAdd, className, children }: { productId: string; quantity?: number; onAdd: () => void; className?: string; children: ReactNode }) {
  return (
    <form
      method="post"
      action="/api/store/cart/items"
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        onAdd();
      }}
    >
      <input type="hidden" name="productId" value={productId} />
      {quantity !== undefined && <input type="hidden" name="quantity" value={quantity} />}
      {children}
    </form>
  );
}
