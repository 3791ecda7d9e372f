import { lazy, Suspense, useRef } from 'react';
import { Link, useParams } from '#client/lib/router.tsx';
import { formatRupees } from '#shared/money';
import { allowsPaymentEvent, canMoveOrder } from '#shared/order-states';
import type { OrderStatus } from '#shared/schemas/orders';
import { ArrowLeftIcon } from '#client/components/ui/icons.tsx';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { containerStyles } from '#client/components/ui/styles.ts';
import { RequireAccount } from '#client/features/auth/components/require-account.tsx';
import { useMyOrder } from '#client/features/orders/api/get-my-order.ts';
import { OrderStatusBadge } from '#client/features/orders/components/order-status.tsx';
import { isPayable, PaymentStatusBadge, PayNow } from '#client/features/orders/components/payment-status.tsx';
import { LineDiscount, OrderTotals } from '#client/components/order-totals.tsx';
import { useLineName } from '#client/lib/line-name.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useStateName } from '#client/lib/state-name.ts';
import { hasErrorCode } from '#client/lib/api-client.ts';
import { loadNamespaces } from '#client/i18n/index.ts';

// Below the fold, loaded after the page's first paint (npm run size): where a bank-transfer order
// is paid to, and the order's tax documents.
const BankTransferPanel = lazy(() =>
  Promise.all([import('#client/features/checkout/components/bank-transfer-details.tsx'), loadNamespaces('bank-transfer')]).then(([m]) => ({ default: m.BankTransferPanel })),
);
const OrderDocuments = lazy(() => import('#client/components/order-documents.tsx').then((m) => ({ default: m.OrderDocuments })));
// Returns (docs/product-rules.md 24): shown only for an order that has some or may still have one, with its own
// texts (returns), loaded after the first paint: this page is within 1 KB of its budget.
const OrderReturns = lazy(() =>
  Promise.all([import('#client/features/returns/components/order-returns.tsx'), loadNamespaces('returns')]).then(([m]) => ({ default: m.OrderReturns })),
);
// The order's timeline, carrier and tracking number, and expected delivery (docs/product-rules.md 29), with its own
// texts (tracking), loaded after the first paint for the same reason.
const OrderTimeline = lazy(() =>
  Promise.all([import('#client/features/orders/components/order-timeline.tsx'), loadNamespaces('tracking')]).then(([m]) => ({ default: m.OrderTimeline })),
);

// Cancelling before it ships (docs/product-rules.md 31), with its own texts (order-cancel), loaded only for an
// order that can still be cancelled, after the first paint.
// "Report a problem" (docs/product-rules.md 54): its form and texts (complaints) after the first paint.
const ReportProblem = lazy(() =>
  Promise.all([import('#client/features/complaints/components/report-problem.tsx'), loadNamespaces('complaints')]).then(([m]) => ({ default: m.ReportProblem })),
);
const CancelOrder = lazy(() =>
  Promise.all([import('#client/features/orders/components/cancel-order.tsx'), loadNamespaces('order-cancel')]).then(([m]) => ({ default: m.CancelOrder })),
);
// How an online order was paid and its refunds: only an order paid online or refunded has any, after the first paint.
const PaymentNotes = lazy(() => import('#client/features/orders/components/payment-notes.tsx').then((m) => ({ default: m.PaymentNotes })));
const isCancellable = (o: { status: OrderStatus }) => canMoveOrder(o.status, 'cancelled', 'customer');
// The day, as useDateFormat's date() writes it (Latin digits in every language), without its module on this page's first load.
const placedOn = (iso: string, language: string) => new Date(iso).toLocaleDateString(`${language}-IN-u-nu-latn`, { dateStyle: 'medium' });

function OrderDetail() {
  const { t, language } = useTranslation('orders');
  const stateName = useStateName();
  const lineName = useLineName();
  const cancellable = useRef(false);
  const { id = '' } = useParams();
  const order = useMyOrder(id);
  const back = (
    <Link to="/user/dashboard" className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 hover:underline">
      <ArrowLeftIcon className="size-5" /> {t('detail.back')}
    </Link>
  );
  if (order.isPending) return <LoadingState className="min-h-[50vh]" />;
  if (order.isError) {
    return (
      <div className={`${containerStyles} py-12`}>
        {back}
        {hasErrorCode(order.error, 'not_found') ? (
          <h1 className="mt-6 text-2xl font-bold">{t('detail.notFound')}</h1>
        ) : (
          <ErrorState error={order.error} onRetry={() => void order.refetch()} />
        )}
      </div>
    );
  }
  const o = order.data;
  const s = o.shipping;
  // Kept once shown, so that it can say the order was cancelled after its status changes.
  if (isCancellable(o)) cancellable.current = true;
  return (
    <div className={`${containerStyles} max-w-4xl py-10`}>
      {back}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('detail.title')}</h1>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={o.status} />
          <PaymentStatusBadge status={o.paymentStatus} orderStatus={o.status} />
        </div>
      </div>
      {/* The number people say on the phone, and the day it was placed (docs/product-rules.md 31); the id stays in the URL. */}
      <p className="mt-1 text-stone-700"><span data-testid="order-number" className="font-mono font-semibold text-stone-900">{o.number}</span> · {t('list.placedOn')} <time dateTime={o.orderDate}>{placedOn(o.orderDate, language)}</time></p>
      {cancellable.current && <div className="mt-4"><Suspense fallback={null}><CancelOrder order={o} /></Suspense></div>}
      {/* An order still to be paid says so first, with its deadline and the way to pay. */}
      {isPayable(o) && <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4"><PayNow order={o} again={o.paymentStatus === 'failed'} /></div>}
      <div className="mt-6 grid gap-6 md:grid-cols-[3fr_2fr]">
        <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <h2 className="mb-3 text-lg font-semibold">{t('detail.lines')}</h2>
          <ul className="mb-4 divide-y divide-stone-200">
            {o.items.map((i, n) => (
              <li key={n} className={`flex justify-between gap-3 py-2 ${i.kit ? 'border-l-4 border-brand-100 pl-3' : ''}`}>
                {/* A kit's parts under its name, as sold, as the confirmation and the invoice group them (docs/product-rules.md 48). */}
                <span>{i.kit && i.kit.productId !== o.items[n - 1]?.kit?.productId && <b className="block">{lineName(i.kit)} × {i.kit.quantity}:</b>}{lineName(i)} <span className="text-stone-600">× {i.quantity}</span><br /><span className="text-sm text-stone-600">{t('detail.each', { price: formatRupees(i.unitPricePaise) })}</span></span>
                <span className="text-right font-medium">{formatRupees(i.lineTotalPaise)}<LineDiscount discountPaise={i.discountPaise} /></span>
              </li>
            ))}
          </ul>
          <OrderTotals subtotalPaise={o.subtotalPaise} discountPaise={o.discountPaise} couponCode={o.couponCode} gstPaise={o.gstPaise} totalPaise={o.totalPaise} taxSplit={o.taxSplit} placeOfSupply={o.placeOfSupply && stateName(o.placeOfSupply)} />
        </section>
        <div className="space-y-6">
          <Suspense fallback={null}><OrderTimeline order={o} /></Suspense>
          <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 className="mb-2 text-lg font-semibold">{t('detail.shippingTo')}</h2>
            <address className="not-italic text-stone-800">
              {s.fullName}<br />{s.address}<br />{s.city}, {stateName(s.state)} {s.pincode}<br />{s.phone}<br />{s.email}
            </address>
          </section>
          <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 className="mb-2 text-lg font-semibold">{t('detail.payment')}</h2>
            <div className="space-y-2 text-stone-800">
              <p className="font-medium text-stone-900" data-testid="payment-method">{t(`payment.method.${o.paymentMethod}`)}</p>
              {(o.cardLast4 || o.paidWith || o.refunds.length > 0) && <Suspense fallback={null}><PaymentNotes order={o} /></Suspense>}
            </div>
          </section>
          <Suspense fallback={null}><OrderDocuments documents={o.documents} placedBeforeGst={o.placeOfSupply === null} /></Suspense>
          {/* Where to pay, while the order waits for its payment. */}
          {o.bankTransfer && allowsPaymentEvent(o.paymentMethod, o.paymentStatus, 'transfer_received', o.status) && <Suspense fallback={null}><BankTransferPanel account={o.bankTransfer} reference={o.number} /></Suspense>}
        </div>
      </div>
      {(o.returns?.length || o.returnWindow?.open) && (
        <div className="mt-6">
          <Suspense fallback={null}><OrderReturns order={o} onChanged={() => void order.refetch()} /></Suspense>
        </div>
      )}
      <div className="mt-6"><Suspense fallback={null}><ReportProblem orderId={o.id} /></Suspense></div>
    </div>
  );
}

export default function OrderDetailPage() {
  return (
    <RequireAccount area="user">
      <OrderDetail />
    </RequireAccount>
  );
}
