import { lazy, Suspense } from 'react';
import { Link, Navigate, useLocation } from '#client/lib/router.tsx';
import type { ErrorCode } from '#shared/schemas/errors';
import type { StoreOrder } from '#shared/schemas/orders';
import { allowsPaymentEvent, PAYABLE } from '#shared/order-states';
import { Icon } from '#client/components/ui/icons.tsx';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles, containerStyles } from '#client/components/ui/styles.ts';
import { useMyOrder } from '#client/features/orders/api/get-my-order.ts';
import { isPayable, PaymentStatusBadge, PayNow } from '#client/features/orders/components/payment-status.tsx';
import { PaymentNotes } from '#client/features/orders/components/payment-notes.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { intlLocale } from '#client/lib/use-date-format.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';

// Below the fold, loaded after the page's first paint (npm run size): where a bank-transfer order
// is paid to, and the order's tax documents.
const BankTransferPanel = lazy(() =>
  Promise.all([import('#client/features/checkout/components/bank-transfer-details.tsx'), loadNamespaces('bank-transfer')]).then(([m]) => ({ default: m.BankTransferPanel })),
);
const OrderDocuments = lazy(() => import('#client/components/order-documents.tsx').then((m) => ({ default: m.OrderDocuments })));
// Its items, delivery address, payment method and totals (with a coupon's discount), after the first paint too.
const OrderSummary = lazy(() => import('#client/features/orders/components/order-summary.tsx').then((m) => ({ default: m.OrderSummary })));

/** What checkout hands over: the order it placed, and why the payment gateway did not open (if it did not). */
export interface PlacedOrder {
  order: StoreOrder;
  payError?: ErrorCode;
}

/** The gateway's return (the server's ?payment=): paid, failed, unverified, pending. */
type Outcome = string | null;

/** While the server is still confirming a payment that came back signed, or could not be checked: asked again every few seconds. */
const checking = (order: StoreOrder, outcome: Outcome) =>
  order.paymentStatus === 'awaiting' && (outcome === 'pending' || outcome === 'unverified' || outcome === 'paid');

/**
 * Right after checkout (the order in the navigation state) or back from the payment gateway
 * (?order=<id>&payment=<outcome>, the order read from the server). Without either it sends the
 * visitor home. The payment status tells the truth (docs/product-rules.md 15): an order says it is
 * paid only once the server has the gateway's word, and one paid on delivery or by bank transfer says so.
 */
export default function OrderConfirmationPage() {
  const { search, pathname, state } = useLocation();
  const params = new URLSearchParams(search);
  const placed = (state as Partial<PlacedOrder> | null) ?? {};
  const id = params.get('order') ?? placed.order?.id ?? '';
  const outcome = params.get('payment');
  const session = useSession();
  const order = useMyOrder(id, { placed: placed.order?.id === id ? placed.order : undefined, poll: (o) => checking(o, outcome), enabled: id !== '' && !!session.data });
  if (!id) return <Navigate to="/" replace />;
  if (!order.data) {
    if (session.isPending || (session.data && order.isPending)) return <LoadingState className="min-h-[50vh]" />;
    // The gateway brought back a visitor signed out meanwhile: the order is theirs to see once signed in.
    if (!session.data && !session.isError) return <Navigate to={`/user/login?returnTo=${encodeURIComponent(pathname + search)}`} replace />;
    const error = session.error ?? order.error;
    return <div className="py-16"><ErrorState error={error} onRetry={() => void (session.isError ? session.refetch() : order.refetch())} /></div>;
  }
  return <Confirmation order={order.data} outcome={outcome} payError={placed.payError} />;
}

function Confirmation({ order, outcome, payError }: { order: StoreOrder; outcome: Outcome; payError?: ErrorCode }) {
  const { t } = useTranslation('confirmation');
  const o = useTranslation('orders').t;
  const unpaid = PAYABLE.includes(order.paymentStatus);
  // What the page is about: placed (and paid, or paid later on delivery or by transfer), waiting
  // for its online payment, a payment that failed, one being checked, or a cancelled order.
  const kind =
    order.status === 'cancelled'
      ? 'cancelled'
      : !unpaid
        ? 'placed'
        : order.paymentStatus === 'failed' || outcome === 'failed'
          ? 'failed'
          : checking(order, outcome)
            ? 'check'
            : 'pay';
  const payable = isPayable(order) && (kind !== 'check' || outcome === 'unverified');
  const title = { placed: 'title', pay: 'payTitle', failed: 'failedTitle', check: 'checkTitle', cancelled: 'cancelledTitle' }[kind];
  const text = { placed: 'thanks', pay: '', failed: 'failedText', check: 'checkText', cancelled: '' }[kind];
  const next = t('next', { returnObjects: true }) as string[];
  const { language } = useTranslation();
  // The promised day ("2026-12-04") as "Friday, 4 December", as Check delivery words it.
  const deliveryDay = (date: string) => new Date(`${date}T00:00:00`).toLocaleDateString(intlLocale(language), { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <div className={`${containerStyles} max-w-3xl py-12`}>
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        {/* A tick once placed; a clock while the payment is awaited or checked (drawn here: no icon chunk on this page). */}
        {(kind === 'placed' || kind === 'pay' || kind === 'check') && (
          <span className={`mx-auto mb-4 flex size-16 items-center justify-center rounded-full ${kind === 'placed' ? 'bg-brand-100 text-brand-800' : 'bg-amber-100 text-amber-900'}`}>
            <Icon className="size-8">{kind === 'placed' ? <path d="M20 6L9 17l-5-5" /> : <><circle cx="12" cy="12" r="10" /><path d="M12 6v6l4 2" /></>}</Icon>
          </span>
        )}
        <h1 className="text-center text-3xl font-bold">{t(title)}</h1>
        {text && <p className={`mt-2 text-center ${kind === 'failed' ? 'font-medium text-red-800' : 'text-stone-700'}`} role={kind === 'placed' ? undefined : 'status'}>{t(text)}</p>}
        <dl className="mt-6 grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg bg-stone-50 p-3 sm:col-span-2"><dt className="text-sm text-stone-600">{o('list.orderId')}</dt><dd className="font-mono text-lg font-semibold" data-testid="order-number">{order.number}</dd></div>
          <div className="rounded-lg bg-stone-50 p-3">
            <dt className="text-sm text-stone-600">{t('paymentStatus')}</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1"><PaymentStatusBadge status={order.paymentStatus} orderStatus={order.status} /><PaymentNotes order={order} /></dd>
          </div>
          {/* Delivery follows the payment: no estimate while it is still to be made. The day is the
              one the order was promised by, from the delivery settings' bands (docs/product-rules.md 29),
              as the product page's "Delivery by" and the e-mail say it. */}
          {(kind === 'placed' || kind === 'check') && order.expectedDeliveryOn && <div className="rounded-lg bg-stone-50 p-3"><dt className="text-sm text-stone-600">{t('delivery')}</dt><dd className="font-semibold" data-testid="expected-delivery">{t('deliveryValue', { date: deliveryDay(order.expectedDeliveryOn) })}</dd></div>}
        </dl>
        {payable && (
          <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
            <PayNow order={order} again={kind !== 'pay'} error={payError ? new ApiError(0, payError, payError) : undefined} />
          </div>
        )}
        <div className="mt-6"><Suspense fallback={null}><OrderSummary order={order} /></Suspense></div>
        <div className="mt-6"><Suspense fallback={null}><OrderDocuments documents={order.documents} placedBeforeGst={order.placeOfSupply === null} /></Suspense></div>
        {order.bankTransfer && allowsPaymentEvent(order.paymentMethod, order.paymentStatus, 'transfer_received', order.status) && <div className="mt-6"><Suspense fallback={null}><BankTransferPanel account={order.bankTransfer} reference={order.number} /></Suspense></div>}
        {kind === 'placed' && (
          <>
            <p className="mt-4 text-stone-700">{t('tracking')}</p>
            <h2 className="mt-6 text-lg font-semibold">{t('nextTitle')}</h2>
            <ol className="mt-2 list-decimal space-y-1 pl-6 text-stone-800">{next.map((s) => <li key={s}>{s}</li>)}</ol>
          </>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/user/dashboard" className={kind === 'placed' ? buttonStyles.primary : buttonStyles.secondary}>{t('trackOrder')}</Link>
          <Link to="/products" className={buttonStyles.secondary}>{t('continueShopping')}</Link>
        </div>
      </div>
    </div>
  );
}
