import { useEffect, useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { StoreProduct } from '#shared/schemas/catalog';
import { CartIcon } from '#client/components/ui/icons.tsx';
import { CheckIcon } from '#client/components/ui/page-icons.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useCartActions, type AddResult } from '#client/features/cart/api/cart-actions.ts';
import { clampQuantity, QuantityPicker } from './quantity-picker.tsx';
import { CartAddForm } from './cart-add-form.tsx';

/** How long the button says 'Added to Cart!' and stays disabled (specification, section 9). */
export const ADDED_FLAG_MS = 2000;

/**
 * The most one line may hold: MAX_LINE_QUANTITY of #shared/schemas/orders, repeated because that
 * module brings zod into the storefront's first load (quantity-picker.test.tsx checks they agree).
 */
export const MAX_LINE_QUANTITY = 999;

/**
 * A form the server takes without JavaScript (it adds the chosen quantity and opens the cart);
 * with JavaScript the page stays, the cart shows the product at once, and the button says
 * "Added" once the server has it (on 2G that takes a moment: "Adding…" meanwhile).
 *
 * Below 640 px the picker and the button sit in a bar fixed to the bottom of the screen, in reach
 * of a thumb (docs/product-rules.md 34); the body gets the bar's height as bottom padding meanwhile, so the
 * footer's last line can still be scrolled into view. Sold out, there is no bar: the disabled
 * button stays in the page, under the "Out of Stock" flag.
 */
export function AddToCartButton({ product, onResult }: { product: StoreProduct; onResult?: (r: AddResult) => void }) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('catalog');
  const actions = useCartActions();
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  const [quantity, setQuantity] = useState('1');
  const added = state === 'added';
  const max = Math.max(1, Math.min(product.stock, MAX_LINE_QUANTITY));

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setState('idle'), ADDED_FLAG_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const inStock = product.inStock && product.stock > 0;
  return (
    <CartAddForm
      productId={product.id}
      className={
        inStock
          ? // From 640 px the form's box goes (contents): picker and button join the page's row.
            'fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-stone-300 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:contents max-sm:[body:has(&)]:pb-[calc(5rem+env(safe-area-inset-bottom))]'
          : 'contents'
      }
      onAdd={() => {
        const n = clampQuantity(quantity, max);
        setQuantity(String(n));
        setState('adding');
        void actions.add(product, n).then((result) => {
          setState(result === 'added' ? 'added' : 'idle');
          onResult?.(result);
        });
      }}
    >
      {inStock && (
        <QuantityPicker value={quantity} onChange={setQuantity} max={max} label={tc('detail.quantity')} lessLabel={tc('detail.quantityLess')} moreLabel={tc('detail.quantityMore')} />
      )}
      <button type="submit" className={`${buttonStyles.primary} ${inStock ? 'flex-1 sm:flex-none' : 'w-full sm:w-auto'}`} disabled={state !== 'idle' || !inStock}>
        {added ? <CheckIcon className="size-5" /> : <CartIcon className="size-5" />}
        <span aria-live="polite">{tc(added ? 'cart.addedToCart' : state === 'adding' ? 'cart.adding' : 'cart.addToCart')}</span>
      </button>
    </CartAddForm>
  );
}
