import { Link, useParams } from '#client/lib/router.tsx';
import { formatRupees } from '#shared/money';
import { ArrowLeftIcon } from '#client/components/ui/icons.tsx';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { containerStyles } from '#client/components/ui/styles.ts';
import { RequireAccount } from '#client/features/auth/components/require-account.tsx';
import { BankTransferPanel } from '#client/features/checkout/components/bank-transfer-details.tsx';
import { useMyOrder } from '#client/features/orders/api/get-my-order.ts';
import { OrderStatusBadge } from '#client/features/orders/components/order-status.tsx';
import { OrderTotals } from '#client/components/order-totals.tsx';
import { OrderDocuments } from '#client/components/order-documents.tsx';
import { useLineName } from '#client/lib/line-name.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useStateName } from '#client/lib/state-name.ts';
import { hasErrorCode } from '#client/lib/api-client.ts';

function OrderDetail() {
  const { t } = useTranslation('orders');
  const stateName = useStateName();
  const lineName = useLineName();
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
  return (
    <div className={`${containerStyles} max-w-4xl py-10`}>
      {back}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('detail.title')}</h1>
        <OrderStatusBadge status={o.status} />
      </div>
      <p className="mt-1 font-mono text-sm break-all text-stone-600">{o.id}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-[3fr_2fr]">
        <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <h2 className="mb-3 text-lg font-semibold">{t('detail.lines')}</h2>
          <ul className="mb-4 divide-y divide-stone-200">
            {o.items.map((i) => (
              <li key={i.productId} className="flex justify-between gap-3 py-2">
                <span>{lineName(i)} <span className="text-stone-600">× {i.quantity}</span><br /><span className="text-sm text-stone-600">{t('detail.each', { price: formatRupees(i.unitPricePaise) })}</span></span>
                <span className="font-medium">{formatRupees(i.lineTotalPaise)}</span>
              </li>
            ))}
          </ul>
          <OrderTotals subtotalPaise={o.subtotalPaise} gstPaise={o.gstPaise} totalPaise={o.totalPaise} taxSplit={o.taxSplit} placeOfSupply={o.placeOfSupply} />
        </section>
        <div className="space-y-6">
          <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 className="mb-2 text-lg font-semibold">{t('detail.shippingTo')}</h2>
            <address className="not-italic text-stone-800">
              {s.fullName}<br />{s.address}<br />{s.city}, {stateName(s.state)} {s.pincode}<br />{s.phone}<br />{s.email}
            </address>
          </section>
          <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 className="mb-2 text-lg font-semibold">{t('detail.payment')}</h2>
            <p>{o.paymentMethod === 'card' ? t('detail.card', { last4: o.cardLast4 ?? '' }) : t(`detail.${o.paymentMethod}`)}</p>
          </section>
          <OrderDocuments documents={o.documents} placedBeforeGst={o.placeOfSupply === null} />
          {/* Where to pay, while the order waits for its payment. */}
          {o.bankTransfer && o.status === 'pending' && <BankTransferPanel account={o.bankTransfer} orderId={o.id} />}
        </div>
      </div>
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
