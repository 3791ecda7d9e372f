import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '#client/lib/router.tsx';
import { cartGst } from '#shared/gst';
import { formatRupees } from '#shared/money';
import { CART_PROBLEMS } from '#shared/cart';
import type { CartLine } from '#shared/schemas/cart';
import type { AppliedCoupon } from '#shared/schemas/coupons';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { EmptyState, ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles, containerStyles } from '#client/components/ui/styles.ts';
import { ProductImage } from '#client/features/catalog/components/product-image.tsx';
import { OrderTotals } from '#client/components/order-totals.tsx';
import { subtotalPaise, totalItems, useCart } from '#client/lib/cart.ts';
import { useCartActions } from '#client/features/cart/api/cart-actions.ts';
import { useSession } from '#client/lib/session.ts';
import { DeliveryCheckButton } from '#client/features/delivery/components/delivery-check-button.tsx';

// The coupon field and its texts come after the cart's first paint (its first load is at its budget).
// The offers' list likewise (docs/product-rules.md 47).
// Offline, a list whose code never came shows nothing rather than failing the page (public/sw.js keeps what was seen).
const OffersList = lazy(() => import('#client/components/offers-list.tsx').then((m) => ({ default: m.OffersList }), () => ({ default: () => null })));
const CartCoupon = lazy(() => import('#client/features/cart/components/cart-coupon.tsx').then((m) => ({ default: m.CartCoupon })));

const stepButton = 'size-11 rounded-lg border border-stone-300 text-xl font-bold hover:bg-stone-100 disabled:opacity-40';

/**
 * The cart the server keeps (docs/product-rules.md 11). Each line's buttons are a form the server
 * takes without JavaScript; with it, the page changes the cart in place.
 */
export default function CartPage() {
  const { t } = useTranslation('cart');
  const cart = useCart();
  const actions = useCartActions();
  const [failed, setFailed] = useState(false);
  const session = useSession();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [search] = useSearchParams();
  // A form sent without JavaScript comes back here with what went wrong.
  const problem = CART_PROBLEMS.find((p) => p === search.get('problem'));
  const title = <h1 className="mb-6 text-3xl font-bold">{t('title')}</h1>;

  if (!cart.data) {
    return (
      <div className={`${containerStyles} py-16`}>
        {title}
        {cart.isError ? <ErrorState error={cart.error} onRetry={() => void cart.refetch()} /> : <LoadingState className="min-h-[30vh]" />}
      </div>
    );
  }

  const items = cart.data.items;
  const notices = (
    <>
      {problem && <p role="alert" className="mb-6 rounded-xl bg-amber-50 p-4 text-amber-900">{t(`problems.${problem}`)}</p>}
      {failed && <p role="alert" className="mb-6 rounded-xl bg-red-50 p-4 text-red-800">{t('updateFailed')}</p>}
    </>
  );

  if (items.length === 0) {
    return (
      <div className={`${containerStyles} py-16`}>
        {title}
        {notices}
        <EmptyState message={t('empty')}>
          <p className="mb-4 text-stone-700">{t('emptyText')}</p>
          <Link to="/products" className={buttonStyles.primary}>{t('continueShopping')}</Link>
        </EmptyState>
      </div>
    );
  }

  // The button pressed carries the new quantity, for the server without JavaScript and here alike.
  const onLineSubmit = (line: CartLine) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const quantity = Number(((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value);
    if (!Number.isInteger(quantity)) return;
    void actions.setQuantity(line.product, quantity).then((ok) => setFailed(!ok));
  };

  const priceChanges = items.filter((l) => l.available && l.seenPricePaise !== l.product.pricePaise);
  const blocked = items.some((l) => !l.available);
  const subtotal = subtotalPaise(items);
  const { offers } = cart.data;
  const discount = offers.applied.reduce((s, o) => s + o.discountPaise, coupon?.discountPaise ?? 0);
  const gst = cartGst(items.map((l) => ({ pricePaise: l.product.pricePaise, quantity: l.quantity, gstRateBp: l.product.gstRateBp })));
  return (
    <div className={`${containerStyles} py-10`}>
      {title}
      {notices}
      {priceChanges.length > 0 && (
        <div role="status" className="mb-6 rounded-xl bg-amber-50 p-4 text-amber-900">
          {priceChanges.map((l) => (
            <p key={l.product.id}>{t('priceChanged', { name: l.product.name, from: formatRupees(l.seenPricePaise), to: formatRupees(l.product.pricePaise) })}</p>
          ))}
        </div>
      )}
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <ul className="space-y-4">
          {items.map((line) => {
            const { product: p, quantity } = line;
            return (
              <li key={p.id} className="grid grid-cols-[80px_minmax(0,1fr)] gap-3 sm:gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[120px_minmax(0,1fr)_auto]">
                <Link to={`/product/${p.id}`} className="overflow-hidden rounded-lg" tabIndex={-1} aria-hidden="true">
                  <ProductImage src={p.imageUrl} alt="" sizes="120px" />
                </Link>
                <div>
                  <h2 className="font-semibold"><Link to={`/product/${p.id}`} className="hover:underline">{p.name}</Link></h2>
                  <p className="text-sm text-stone-700">{t('each', { price: formatRupees(p.pricePaise) })}</p>
                  {/* A kit's parts under its line, "1 × Cotton seeds, 2 × ..." (docs/product-rules.md 48): no words to load. */}
                  {line.kitParts && <p className="text-sm text-stone-700">{line.kitParts.map((k) => `${k.quantity} × ${k.name}`).join(', ')}</p>}
                  <form method="post" action={`/api/store/cart/items/${encodeURIComponent(p.id)}`} onSubmit={onLineSubmit(line)} className="mt-3 flex flex-wrap items-center gap-2">
                    <button type="submit" name="quantity" value={quantity - 1} className={stepButton} aria-label={t('decrease', { name: p.name })} disabled={!line.available}>−</button>
                    <span className="min-w-8 text-center text-lg font-semibold" data-testid="cart-quantity"><span className="sr-only">{t('quantityOf', { name: p.name })} </span>{quantity}</span>
                    <button type="submit" name="quantity" value={quantity + 1} className={stepButton} aria-label={t('increase', { name: p.name })} disabled={!line.available || quantity >= p.stock}>+</button>
                    <button type="submit" name="quantity" value={0} className="min-h-11 rounded-lg px-3 font-medium text-red-700 hover:bg-red-50" aria-label={t('removeItem', { name: p.name })}>{t('remove')}</button>
                  </form>
                  {!line.available ? (
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
            );
          })}
        </ul>
        <aside aria-labelledby="summary-title" className="h-fit rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
          <h2 id="summary-title" className="mb-4 text-xl font-bold">{t('summary.title')}</h2>
          <Suspense fallback={null}><OffersList applied={offers.applied} close={offers.close} /></Suspense>
          {/* With a discount, its GST is the one before it: checkout quotes the tax on the discounted prices. */}
          <OrderTotals subtotalPaise={subtotal} gstPaise={gst} discountPaise={discount} couponCode={coupon?.code} totalPaise={subtotal - discount + gst} totalItems={totalItems(items)} />
          <p className="mt-3 text-sm text-stone-600">{t('summary.note')}</p>
          {session.isSuccess && (
            <Suspense fallback={null}>
              <CartCoupon user={session.data} lines={items.map((l) => ({ productId: l.product.id, quantity: l.quantity }))} onApplied={setCoupon} />
            </Suspense>
          )}
          {/* Whether and when the cart reaches the farmer's village, before checkout (docs/product-rules.md 29): the rest loads on a tap. */}
          <DeliveryCheckButton label={t('checkDelivery')} />
          <div className="mt-6 flex flex-col gap-3">
            {blocked ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">{t('removeUnavailable')}</p>
            ) : (
              <>
                <Link to="/checkout" className={`${buttonStyles.primary} js-only`}>{t('proceedToCheckout')}</Link>
                <p className="no-js-only rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('checkoutNeedsJs')}</p>
              </>
            )}
            <Link to="/products" className={buttonStyles.secondary}>{t('continueShopping')}</Link>
          </div>
        </aside>
      </div>
    </div>
  );
}
