import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from '#client/lib/router.tsx';
import { formatRupees } from '#shared/money';
import type { AdminOrder } from '#shared/schemas/admin-orders';
import { EmptyState, ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { hasErrorCode } from '#client/lib/api-client.ts';
import { tableStyles } from '#client/components/ui/data-table.tsx';
import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { AdminOrderStatusBadge } from './admin-order-status.tsx';
import { useAdminOrder } from '#client/features/admin-orders/api/get-order.ts';
import { OrderDocuments } from '#client/components/order-documents.tsx';
import { OrderTotalsWithState } from '#client/components/order-totals-with-state.tsx';
import { LineDiscount } from '#client/components/order-totals.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderStatusForm } from './order-status-form.tsx';
import { OrderPayment } from './order-payment.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { LineRefunds } from './line-refunds.tsx';
import { OrderReturnsPanel } from './order-returns.tsx';
import { AdminPaymentStatusBadge } from './admin-payment-status.tsx';
import { NetworkAppBadge } from './network-app-badge.tsx';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useMay } from '#client/lib/staff-access.ts';
import { RoleNote } from '#client/components/ui/role-note.tsx';
import { ShipmentSummary } from './shipment-fields.tsx';
import { PickupAt } from '#client/components/pickup-at.tsx';
import { LinePlace } from './line-place.tsx';
import { loadNamespaces } from '#client/i18n/index.ts';

// The e-way bill card (docs/product-rules.md 57) and its texts load apart: few orders need one, and the detail's first load stays small.
const EWayBillCard = lazy(() => Promise.all([import('./eway-bill-card.tsx'), loadNamespaces('admin-eway-bills')]).then(([m]) => m));

/** The courier's card, a chunk of its own (docs/product-rules.md 58): the page's first load stays within its budget. */
const CourierCard = lazy(() => import('./courier-card.tsx'));

const rupees = (paise: number) => formatRupees(paise, { maxDecimals: 2 });

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={cardStyles}>
      <h2 className="mb-3 text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

function Lines({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  return (
    <Card title={t('detail.items')}>
      <div className={`${tableStyles.wrap} shadow-none`}>
        <table className={`${tableStyles.table} stack-table`}>
          <thead className="bg-stone-50">
            <tr>
              <th scope="col" className={tableStyles.th}>{t('detail.product')}</th>
              <th scope="col" className={tableStyles.th}>{t('detail.vendor')}</th>
              <th scope="col" className={`${tableStyles.th} text-right`}>{t('detail.quantity')}</th>
              <th scope="col" className={`${tableStyles.th} text-right`}>{t('detail.unitPrice')}</th>
              <th scope="col" className={`${tableStyles.th} text-right`}>{t('detail.lineTotal')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {order.items.map((line) => (
              <tr key={line.productId}>
                <td className={`${tableStyles.td} font-medium`}>{line.name}</td>
                <td className={tableStyles.td} data-label={t('detail.vendor')}>
                  {line.vendorName ?? <span className="inline-block rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold text-stone-700">{t('detail.shop')}</span>}
                  <LinePlace orderId={order.id} line={line} />
                </td>
                <td className={`${tableStyles.td} text-right`} data-label={t('detail.quantity')}>{line.quantity}</td>
                <td className={`${tableStyles.td} whitespace-nowrap text-right`} data-label={t('detail.unitPrice')}>{rupees(line.unitPricePaise)}</td>
                <td className={`${tableStyles.td} whitespace-nowrap text-right font-medium`} data-label={t('detail.lineTotal')}>{rupees(line.lineTotalPaise)}<LineDiscount discountPaise={line.discountPaise} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 border-t border-stone-200 pt-4 sm:ml-auto sm:max-w-xs">
        <OrderTotalsWithState subtotalPaise={order.subtotalPaise} discountPaise={order.discountPaise} couponCode={order.couponCode} gstPaise={order.gstPaise} totalPaise={order.totalPaise} taxSplit={order.taxSplit} placeOfSupply={order.placeOfSupply} />
      </div>
    </Card>
  );
}

function Details({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const s = order.shipping;
  return (
    <>
      <Card title={t('detail.customer')}>
        <p className="font-medium">{order.customer.name}</p>
        <p className="break-words text-stone-700">{order.customer.email}</p>
        {order.placedBy && <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900" data-testid="placed-by">{t('detail.placedBy', { name: order.placedBy.name })}</p>}
      </Card>
      <Card title={t('detail.shippingAddress')}>
        <PickupAt point={order.pickupPoint} />
        <address className="not-italic leading-relaxed text-stone-800">
          <span className="block font-medium">{s.fullName}</span>
          <span className="block">{s.address}</span>
          <span className="block">{s.city}, {s.state} {s.pincode}</span>
          <span className="block">{s.phone}</span>
          <span className="block break-words">{s.email}</span>
        </address>
      </Card>
    </>
  );
}

/** /admin/orders/:id: the order, who placed it, where it goes, its payment and refunds, its status and history. */
export function OrderDetail() {
  const { t } = useTranslation('admin-orders');
  const { dateTime } = useDateFormat();
  const id = useParams().id ?? '';
  const order = useAdminOrder(id);
  const may = useMay();
  const back = <Link to="/admin/orders" className={buttonStyles.ghost}>{t('detail.back')}</Link>;

  if (order.isPending) return <LoadingState />;
  if (order.isError) {
    if (hasErrorCode(order.error, 'not_found')) return <EmptyState message={t('detail.notFound')}>{back}</EmptyState>;
    return <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  }
  const o = order.data;
  return (
    <>
      <div className="mb-2">{back}</div>
      <SectionHeader title={t('detail.title', { id: o.number })}>
        <AdminOrderStatusBadge status={o.status} />
        <AdminPaymentStatusBadge status={o.paymentStatus} orderStatus={o.status} />
        <NetworkAppBadge app={o.networkApp} />
      </SectionHeader>
      <p className="-mt-4 mb-6 flex flex-wrap gap-x-4 text-stone-700">
        <span>{t('detail.placedOn', { date: dateTime(o.orderDate) })}</span>
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Lines order={o} />
          <Card title={t('history.title')}>
            <OrderHistory history={o.history} />
          </Card>
        </div>
        <div className="min-w-0 space-y-6">
          <Card title={t('statusForm.title')}>
            {/* A role without orders.status reads the status and how it ships (docs/product-rules.md 49). */}
            {may('orders.status') ? <OrderStatusForm order={o} /> : (
              <div className="space-y-3">
                {o.shipment && <ShipmentSummary order={o} />}
                <RoleNote />
              </div>
            )}
          </Card>
          {may('orders.status') && o.status !== 'cancelled' && o.status !== 'delivered' && (
            <Suspense fallback={null}>
              <EWayBillCard orderId={o.id} />
            </Suspense>
          )}
          <Suspense fallback={null}>
            <CourierCard order={o} />
          </Suspense>
          <OrderPayment order={o} />
          <OrderRefunds order={o} />
          <LineRefunds order={o} />
          <OrderReturnsPanel orderId={o.id} networkApp={o.networkApp} />
          <Details order={o} />
          {/* Its tax documents open with documents.read (support reads orders without them: docs/product-rules.md 49). */}
          {may('documents.read') && <OrderDocuments documents={o.documents} placedBeforeGst={o.placeOfSupply === null} />}
        </div>
      </div>
    </>
  );
}
