import { Link, Navigate, useLocation } from '#client/lib/router.tsx';
import type { StoreOrder } from '#shared/schemas/orders';
import { CheckIcon } from '#client/components/ui/page-icons.tsx';
import { buttonStyles, containerStyles } from '#client/components/ui/styles.ts';
import { BankTransferPanel } from '#client/features/checkout/components/bank-transfer-details.tsx';
import { OrderTotals } from '#client/components/order-totals.tsx';
import { OrderDocuments } from '#client/components/order-documents.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** Shown once, right after checkout: without that navigation state it sends the visitor home. */
export default function OrderConfirmationPage() {
  const { t } = useTranslation('checkout');
  const order = (useLocation().state as { order?: StoreOrder } | null)?.order;
  if (!order) return <Navigate to="/" replace />;
  const next = t('confirmation.next', { returnObjects: true }) as string[];
  // A bank transfer is paid after the order: its payment is not confirmed yet.
  const awaitingTransfer = order.paymentMethod === 'bank_transfer';
  return (
    <div className={`${containerStyles} max-w-3xl py-12`}>
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <span className="mx-auto mb-4 flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <CheckIcon className="size-8" />
        </span>
        <h1 className="text-center text-3xl font-bold">{t('confirmation.title')}</h1>
        <p className="mt-2 text-center text-stone-700">{t('confirmation.thanks')}</p>
        <dl className="mt-6 grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg bg-stone-50 p-3 sm:col-span-2"><dt className="text-sm text-stone-600">{t('confirmation.orderId')}</dt><dd className="font-mono break-all" data-testid="order-id">{order.id}</dd></div>
          <div className="rounded-lg bg-stone-50 p-3"><dt className="text-sm text-stone-600">{t('confirmation.paymentStatus')}</dt><dd className={`font-semibold ${awaitingTransfer ? 'text-amber-800' : 'text-brand-800'}`}>{t(awaitingTransfer ? 'confirmation.awaitingTransfer' : 'confirmation.confirmed')}</dd></div>
          <div className="rounded-lg bg-stone-50 p-3"><dt className="text-sm text-stone-600">{t('confirmation.delivery')}</dt><dd className="font-semibold">{t('confirmation.deliveryValue')}</dd></div>
        </dl>
        <div className="mt-6"><OrderTotals subtotalPaise={order.subtotalPaise} gstPaise={order.gstPaise} totalPaise={order.totalPaise} taxSplit={order.taxSplit} placeOfSupply={order.placeOfSupply} /></div>
        <div className="mt-6"><OrderDocuments documents={order.documents} placedBeforeGst={order.placeOfSupply === null} /></div>
        {order.bankTransfer && <div className="mt-6"><BankTransferPanel account={order.bankTransfer} orderId={order.id} /></div>}
        <p className="mt-4 text-stone-700">{t('confirmation.tracking')}</p>
        <h2 className="mt-6 text-lg font-semibold">{t('confirmation.nextTitle')}</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-stone-800">{next.map((s) => <li key={s}>{s}</li>)}</ol>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/user/dashboard" className={buttonStyles.primary}>{t('confirmation.trackOrder')}</Link>
          <Link to="/products" className={buttonStyles.secondary}>{t('confirmation.continueShopping')}</Link>
        </div>
      </div>
    </div>
  );
}
