import { useEffect, useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { StoreProduct } from '#shared/schemas/catalog';
import { CartIcon } from '#client/components/ui/icons.tsx';
import { CheckIcon } from '#client/components/ui/page-icons.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useCartActions, type AddResult } from '#client/features/cart/api/cart-actions.ts';

/** How long the button says 'Added to Cart!' and stays disabled (specification, section 9). */
export const ADDED_FLAG_MS = 2000;

/**
 * A form the server takes without JavaScript (it adds the product and opens the cart); with
 * JavaScript the page stays, the cart shows the product at once, and the button says "Added"
 * once the server has it (on 2G that takes a moment: "Adding…" meanwhile).
 */
export function AddToCartButton({ product, onResult }: { product: StoreProduct; onResult?: (r: AddResult) => void }) {
  const { t } = useTranslation();
  const actions = useCartActions();
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  const added = state === 'added';

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setState('idle'), ADDED_FLAG_MS);
    return () => clearTimeout(timer);
  }, [added]);

  return (
    <form
      method="post"
      action="/api/store/cart/items"
      className="contents"
      onSubmit={(e) => {
        e.preventDefault();
        setState('adding');
        void actions.add(product).then((result) => {
          setState(result === 'added' ? 'added' : 'idle');
          onResult?.(result);
        });
      }}
    >
      <input type="hidden" name="productId" value={product.id} />
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={state !== 'idle' || !product.inStock}>
        {added ? <CheckIcon className="size-5" /> : <CartIcon className="size-5" />}
        <span aria-live="polite">{t(added ? 'cart.addedToCart' : state === 'adding' ? 'cart.adding' : 'cart.addToCart')}</span>
      </button>
    </form>
  );
}
