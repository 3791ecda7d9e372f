import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from 'react-router';
import { cartGst } from '#shared/gst';
import { formatRupees } from '#shared/money';
import { EmptyState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles, containerStyles } from '#client/components/ui/styles.ts';
import { ProductImage } from '#client/features/catalog/components/product-image.tsx';
import { OrderTotals } from '#client/components/order-totals.tsx';
import { cart, subtotalPaise, totalItems, useCartItems, useCartRead } from '#client/features/cart/cart-store.ts';
import { useCartCheck } from '#client/features/cart/use-cart-check.ts';
import { productQueryOptions } from '#client/features/catalog/api/get-product.ts';

export default function CartPage() {
  const { t } = useTranslation('cart');
  const items = useCartItems();
  // The cart is checked against the catalogue's current products.
  const check = useCartCheck(items, productQueryOptions);
  const read = useCartRead();

  if (!read) {
    // Until the browser has read the cart (a server-rendered page being taken over), a heading
    // and a wait, not "empty". Without JavaScript the layout's notice says the cart needs it.
    return (
      <div className={`${containerStyles} py-16`}>
        <h1 className="mb-6 text-3xl font-bold">{t('title')}</h1>
        <LoadingState className="js-only min-h-[30vh]" />
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className={`${containerStyles} py-16`}>
        <h1 className="mb-6 text-3xl font-bold">{t('title')}</h1>
        <EmptyState message={t('empty')}>
          <p className="mb-4 text-stone-700">{t('emptyText')}</p>
          <Link to="/products" className={buttonStyles.primary}>{t('continueShopping')}</Link>
        </EmptyState>
      </div>
    );
  }

  const blocked = check.unavailable.size > 0;
  const subtotal = subtotalPaise(items);
  const gst = cartGst(items.map((i) => ({ pricePaise: i.product.pricePaise, quantity: i.quantity, gstRateBp: i.product.gstRateBp })));
  return (
    <div className={`${containerStyles} py-10`}>
      <h1 className="mb-6 text-3xl font-bold">{t('title')}</h1>
      {check.priceChanges.length > 0 && (
        <div role="status" className="mb-6 rounded-xl bg-amber-50 p-4 text-amber-900">
          {check.priceChanges.map((c) => (
            <p key={c.productId}>{t('priceChanged', { name: c.name, from: formatRupees(c.fromPaise), to: formatRupees(c.toPaise) })}</p>
          ))}
        </div>
      )}
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <ul className="space-y-4">
          {items.map(({ product: p, quantity }) => (
            <li key={p.id} className="grid grid-cols-[80px_minmax(0,1fr)] gap-3 sm:gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[120px_minmax(0,1fr)_auto]">
              <Link to={`/product/${p.id}`} className="overflow-hidden rounded-lg" tabIndex={-1} aria-hidden="true">
                <ProductImage src={p.imageUrl} alt="" />
              </Link>
              <div>
                <h2 className="font-semibold"><Link to={`/product/${p.id}`} className="hover:underline">{p.name}</Link></h2>
                <p className="text-sm text-stone-700">{t('each', { price: formatRupees(p.pricePaise) })}</p>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <button type="button" className="size-11 rounded-lg border border-stone-300 text-xl font-bold hover:bg-stone-100" aria-label={t('decrease', { name: p.name })} onClick={() => cart.setQuantity(p.id, quantity - 1)}>−</button>
                  <span className="min-w-8 text-center text-lg font-semibold" data-testid="cart-quantity"><span className="sr-only">{t('quantityOf', { name: p.name })} </span>{quantity}</span>
                  <button type="button" className="size-11 rounded-lg border border-stone-300 text-xl font-bold hover:bg-stone-100 disabled:opacity-40" aria-label={t('increase', { name: p.name })} disabled={quantity >= p.stock} onClick={() => cart.setQuantity(p.id, quantity + 1)}>+</button>
                  <button type="button" className="min-h-11 rounded-lg px-3 font-medium text-red-700 hover:bg-red-50" aria-label={t('removeItem', { name: p.name })} onClick={() => cart.remove(p.id)}>{t('remove')}</button>
                </div>
                {check.unavailable.has(p.id) ? (
                  <p className="mt-2 font-medium text-red-700" data-testid="cart-unavailable">{t('unavailable')}</p>
                ) : (
                  quantity >= p.stock && <p className="mt-2 text-sm text-amber-800">{t('stockLimit', { count: p.stock })}</p>
                )}
              </div>
              <p className="col-span-2 text-right text-lg font-bold sm:col-span-1">
                <span className="sr-only">{t('lineTotal')} </span>
                {formatRupees(p.pricePaise * quantity)}
              </p>
            </li>
          ))}
        </ul>
        <aside aria-labelledby="summary-title" className="h-fit rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
          <h2 id="summary-title" className="mb-4 text-xl font-bold">{t('summary.title')}</h2>
          <OrderTotals subtotalPaise={subtotal} gstPaise={gst} totalPaise={subtotal + gst} totalItems={totalItems(items)} />
          <p className="mt-3 text-sm text-stone-600">{t('summary.note')}</p>
          <div className="mt-6 flex flex-col gap-3">
            {blocked ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">{t('removeUnavailable')}</p>
            ) : (
              <Link to="/checkout" className={buttonStyles.primary}>{t('proceedToCheckout')}</Link>
            )}
            <Link to="/products" className={buttonStyles.secondary}>{t('continueShopping')}</Link>
          </div>
        </aside>
      </div>
    </div>
  );
}
