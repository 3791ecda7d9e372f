import { useEffect, useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { StoreProduct } from '#shared/schemas/catalog';
import { CartIcon } from '#client/components/ui/icons.tsx';
import { CheckIcon } from '#client/components/ui/page-icons.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { cart, type AddResult } from '#client/features/cart/cart-store.ts';

/** How long the button says 'Added to Cart!' and stays disabled (specification, section 9). */
export const ADDED_FLAG_MS = 2000;

export function AddToCartButton({ product, onResult }: { product: StoreProduct; onResult?: (r: AddResult) => void }) {
  const { t } = useTranslation();
  const [added, setAdded] = useState(false);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), ADDED_FLAG_MS);
    return () => clearTimeout(timer);
  }, [added]);

  return (
    <button
      type="button"
      className={`${buttonStyles.primary} w-full sm:w-auto`}
      disabled={added || !product.inStock}
      onClick={() => {
        const result = cart.add(product);
        if (result === 'added') setAdded(true);
        onResult?.(result);
      }}
    >
      {added ? <CheckIcon className="size-5" /> : <CartIcon className="size-5" />}
      <span aria-live="polite">{added ? t('cart.addedToCart') : t('cart.addToCart')}</span>
    </button>
  );
}
