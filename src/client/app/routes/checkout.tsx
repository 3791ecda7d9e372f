import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useNavigate } from '#client/lib/router.tsx';
import { cartGst } from '#shared/gst';
import { formatRupees } from '#shared/money';
import type { StoreOrder } from '#shared/schemas/orders';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, containerStyles } from '#client/components/ui/styles.ts';
import { useSession } from '#client/lib/session.ts';
import { subtotalPaise, totalItems, useCart } from '#client/lib/cart.ts';
import { useCartActions } from '#client/features/cart/api/cart-actions.ts';
import { OrderTotalsWithState } from '#client/components/order-totals-with-state.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError, isClientError } from '#client/lib/api-client.ts';
import { useOrderQuote } from '#client/features/checkout/api/quote-order.ts';
import { CartLines } from '#client/features/checkout/components/cart-lines.tsx';
import type { CheckoutCoupon, Destination } from '#client/features/checkout/components/checkout-form.tsx';
import type { PlacedOrder } from '#client/app/routes/order-confirmation.tsx';

// The offers' list and its texts after the first paint (docs/product-rules.md 47).
const OffersList = lazy(() => import('#client/components/offers-list.tsx').then((m) => ({ default: m.OffersList })));
const CheckoutForm = lazy(() => import('#client/features/checkout/components/checkout-form.tsx').then((m) => ({ default: m.CheckoutForm })));

export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const orders = useTranslation('orders').t;
  const errorMessage = useErrorMessage();
  const session = useSession();
  const cart = useCart();
  const items = cart.data?.items ?? [];
  const cartActions = useCartActions();
  const navigate = useNavigate();
  const [destination, setDestination] = useState<Destination>({ state: '', pincode: '' });
  const onDestinationChange = useCallback((d: Destination) => setDestination(d), []);
  const lines = items.map((i) => ({ productId: i.product.id, quantity: i.quantity }));
  // Once the delivery state and pincode are given, the server's own figures with the CGST/SGST or IGST split.
  // A coupon's code (docs/product-rules.md 43): the form's coupon field applies it (or brings the cart's); the
  // quote then takes it off and taxes the discounted prices. A refused code leaves the summary as it is without one.
  const [coupon, setCoupon] = useState<CheckoutCoupon>({ code: null, applied: null });
  const quote = useOrderQuote({ items: lines, ...destination, couponCode: coupon.code });
  const quoteRefused = coupon.code !== null && quote.error instanceof ApiError && Boolean(quote.error.fields.couponCode);
  const plainQuote = useOrderQuote({ items: lines, ...destination }, quoteRefused);
  const shown = quoteRefused ? plainQuote : quote;

  if (session.isPending || (!cart.data && !cart.isError)) return <LoadingState className="min-h-[50vh]" />;
  if (session.isError) return <div className="py-16"><ErrorState error={session.error} onRetry={() => void session.refetch()} /></div>;
  if (!session.data) {
    return (
      <div className={`${containerStyles} py-20 text-center`}>
        <h1 className="text-3xl font-bold">{t('loginRequired')}</h1>
        <p className="mt-3 text-stone-700">{t('loginRequiredText')}</p>
        {/* Either way leads back here, the cart kept (docs/product-rules.md 11). */}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/user/login?returnTo=%2Fcheckout" className={buttonStyles.primary}>{t('loginNow')}</Link>
          <Link to="/user/register?returnTo=%2Fcheckout" className={buttonStyles.secondary}>{t('signUpNow')}</Link>
        </div>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className={`${containerStyles} py-16`}>
        <EmptyState message={t('emptyCart')}>
          <Link to="/products" className={buttonStyles.primary}>{t('continueShopping')}</Link>
        </EmptyState>
      </div>
    );
  }

  const subtotal = subtotalPaise(items);
  const gst = cartGst(items.map((i) => ({ pricePaise: i.product.pricePaise, quantity: i.quantity, gstRateBp: i.product.gstRateBp })));
  // Before the address is complete, the discount the cart's check gives (its GST is the one before the discount).
  // The offers the cart takes, until the quote has them on the address's tax (docs/product-rules.md 47).
  const offers = shown.ready && shown.data ? shown.data.offers : (cart.data?.offers.applied ?? []);
  const discount = offers.reduce((s, o) => s + o.discountPaise, coupon.applied?.discountPaise ?? 0);
  const totalPaise = shown.ready && shown.data ? shown.data.totalPaise : subtotal - discount + gst;
  // The ordered lines leave the cart only once the server has accepted the order, in its
  // transaction (docs/product-rules.md 11-14); this page follows.
  const confirm = (placed: PlacedOrder) => {
    cartActions.ordered(lines.map((l) => l.productId));
    // An online order's page can be opened again (reloaded, or from the gateway): it reads the order by its id.
    const to = placed.order.paymentMethod === 'online' ? `/order-confirmation?order=${encodeURIComponent(placed.order.id)}` : '/order-confirmation';
    navigate(to, { state: placed, replace: true });
  };
  // An online order is paid on the gateway's own page (docs/product-rules.md 13), opened at once;
  // its code loads only now. If it cannot open (the gateway down: the order is kept) or the buyer
  // closes it, the confirmation says the order awaits its payment and has the Pay now button.
  const onPlaced = async (order: StoreOrder) => {
    if (order.paymentMethod !== 'online') return confirm({ order });
    try {
      const { payOnline } = await import('#client/features/orders/pay-online.ts');
      await payOnline(order.id, orders('payment.description', { id: order.number }));
      confirm({ order });
    } catch (err) {
      confirm({ order, payError: err instanceof ApiError ? err.code : 'network_error' });
    }
  };

  return (
    <div className={`${containerStyles} py-10`}>
      <h1 className="mb-6 text-3xl font-bold">{t('title')}</h1>
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <Suspense fallback={<LoadingState label={t('formLoading')} className="min-h-96" />}>
          <CheckoutForm
            user={session.data}
            lines={lines}
            totalPaise={totalPaise}
            onPlaced={onPlaced}
            onDestinationChange={onDestinationChange}
            coupon={{ ready: quote.ready, applied: quote.data?.coupon ?? null, refusal: quoteRefused ? quote.error : null, checking: quote.isFetching }}
            onCouponChange={setCoupon}
          />
        </Suspense>
        {/* On a phone the form's own glance above Place Order is the summary (docs/product-rules.md 32): shown once. */}
        {shown.ready && isClientError(shown.error) && (
          <p role="alert" className="text-sm text-red-700 lg:hidden">{errorMessage(shown.error)}</p>
        )}
        <aside aria-labelledby="checkout-summary" className="hidden h-fit rounded-2xl border border-stone-200 bg-white p-6 shadow-sm lg:sticky lg:top-20 lg:block">
          <h2 id="checkout-summary" className="mb-4 text-lg font-semibold">{t('sections.summary')}</h2>
          <CartLines items={items} className="mb-4 space-y-2 border-b border-stone-200 pb-4" />
          <Suspense fallback={null}><OffersList applied={offers} /></Suspense>
          {shown.ready && shown.data && !shown.isError ? (
            <OrderTotalsWithState subtotalPaise={shown.data.subtotalPaise} discountPaise={shown.data.discountPaise} couponCode={shown.data.coupon?.code} gstPaise={shown.data.gstPaise} totalPaise={shown.data.totalPaise} totalItems={totalItems(items)} taxSplit={shown.data.taxSplit} placeOfSupply={shown.data.placeOfSupply} />
          ) : (
            <OrderTotalsWithState subtotalPaise={subtotal} discountPaise={discount} couponCode={coupon.applied?.code} gstPaise={gst} totalPaise={subtotal - discount + gst} totalItems={totalItems(items)} />
          )}
          {shown.ready && isClientError(shown.error) && (
            <p role="alert" className="mt-3 text-sm text-red-700">{errorMessage(shown.error)}</p>
          )}
          {/* How GST splits matters only to an order that has GST (seeds for sowing are nil-rated). */}
          {!quote.ready && gst > 0 && discount === 0 && <p className="mt-3 text-sm text-stone-600">{t('splitLater')}</p>}
        </aside>
      </div>
    </div>
  );
}
