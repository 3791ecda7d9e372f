import { useEffect, useState } from 'react';
import type { StoreProduct } from '#shared/schemas/catalog';
import { CartIcon } from '#client/components/ui/icons.tsx';
import { CheckIcon } from '#client/components/ui/page-icons.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useCartActions } from '#client/features/cart/api/cart-actions.ts';
import { ADDED_FLAG_MS } from './add-to-cart-button.tsx';
import { CartAddForm } from './cart-add-form.tsx';

/**
 * One pack into the cart from a catalogue card, without leaving the list: a form the server takes
 * without JavaScript too (it adds one and opens the cart). The quantity is chosen on the product
 * page or in the cart. Sold out, the button says so and is disabled.
 */
export function CardAddButton({ product, label }: { product: StoreProduct; label: string }) {
  const { t } = useTranslation();
  const tc = useTranslation('catalog').t;
  const actions = useCartActions();
  const [state, setState] = useState<'idle' | 'adding' | 'added' | 'sold-out' | 'refused'>('idle');
  useEffect(() => {
    if (state === 'idle' || state === 'adding' || state === 'sold-out') return;
    const timer = setTimeout(() => setState('idle'), ADDED_FLAG_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const inStock = product.inStock && product.stock > 0 && state !== 'sold-out';
  const text = !inStock ? tc('product.outOfStock') : state === 'added' ? tc('cart.addedToCart') : state === 'adding' ? tc('cart.adding') : state === 'refused' ? t('states.retry') : tc('cart.addToCart');
  return (
    <CartAddForm
      productId={product.id}
      quantity={1}
      onAdd={() => {
        setState('adding');
        // Sold out meanwhile: it says so; at the stock limit or a failed request: Try Again.
        void actions.add(product, 1).then((result) => setState(result === 'added' ? 'added' : result === 'out-of-stock' ? 'sold-out' : 'refused'));
      }}
    >
      <button
        type="submit"
        disabled={!inStock || state !== 'idle'}
        aria-label={inStock && state === 'idle' ? label : undefined}
        className="inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-lg bg-brand-700 px-2 py-2 text-sm font-semibold leading-tight text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
      >
        {state === 'added' ? <CheckIcon className="size-4 shrink-0" /> : <CartIcon className="size-4 shrink-0" />}
        <span aria-live="polite">{text}</span>
      </button>
    </CartAddForm>
  );
}
