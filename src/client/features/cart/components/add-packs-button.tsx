import { useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { StoreProduct } from '#shared/schemas/catalog';
import { CartIcon } from '#client/components/ui/icons.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useNavigate } from '#client/lib/router.tsx';
import { useCartActions, type AddResult } from '#client/features/cart/api/cart-actions.ts';
import { CartAddForm } from './cart-add-form.tsx';

/**
 * Adds the packs "How much for my land?" worked out (docs/product-rules.md 41) and opens the cart,
 * where the farmer sees them: a form the server takes without JavaScript (it adds them and opens
 * the cart too). `label` is the page's words for it ("Add 3 packs to cart"): the product page's and My farm's, which
 * says "Adding…" in its own words (`addingLabel`) rather than load the catalogue's texts.
 */
export function AddPacksButton({ product, packs, label, addingLabel, onResult }: { product: StoreProduct | { id: string; inStock: boolean }; packs: number; label: string; addingLabel?: string; onResult?: (r: AddResult) => void }) {
  const { t } = useTranslation('catalog');
  const actions = useCartActions();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  return (
    <CartAddForm
      productId={product.id}
      quantity={packs}
      onAdd={() => {
        setAdding(true);
        // A line of My farm knows the product by its id only: the server's cart shows it once added.
        void ('stock' in product ? actions.add(product, packs) : actions.addById(product.id, packs)).then((result) => {
          setAdding(false);
          onResult?.(result);
          if (result === 'added') navigate('/cart');
        });
      }}
    >
      <button type="submit" className={buttonStyles.primary} disabled={adding || !product.inStock}>
        <CartIcon className="size-5" />
        <span aria-live="polite">{adding ? (addingLabel ?? t('cart.adding')) : label}</span>
      </button>
    </CartAddForm>
  );
}
