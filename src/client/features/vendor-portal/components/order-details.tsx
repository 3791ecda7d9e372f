import { useEffect, useRef } from 'react';
import { formatRupees } from '#shared/money';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { OrderDocuments } from '#client/components/order-documents.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { tableStyles } from '#client/components/ui/data-table.tsx';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useVendorOrder } from '#client/features/vendor-portal/api/get-order.ts';
import { VendorOrderStatus } from './vendor-order-status.tsx';
import { OrderCash } from './order-cash.tsx';
import { vendorCard } from './vendor-layout.ts';

const rupees = (paise: number) => formatRupees(paise, { maxDecimals: 2 });

/** View: the vendor's lines of one order, where it goes (name and city) and their total. */
export function OrderDetails({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation('vendor-tabs');
  const { dateTime } = useDateFormat();
  const order = useVendorOrder(orderId);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(order.data);
  // Opened from a row's View: take keyboard and screen-reader users to what opened.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded, orderId]);

  return (
    <section className={`${vendorCard} mb-6`} aria-labelledby="vendor-order-title" data-testid="vendor-order-details">
      {order.isPending && <LoadingState />}
      {order.isError && <ErrorState error={order.error} onRetry={() => void order.refetch()} />}
      {order.data && (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h3 id="vendor-order-title" ref={heading} tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none">
                {t('orders.detail.title', { id: order.data.orderNumber })}
              </h3>
              <p className="text-stone-700">{t('orders.detail.placedOn', { date: dateTime(order.data.orderDate) })}</p>
            </div>
            <VendorOrderStatus status={order.data.status} />
          </div>
          <p className="mt-4"><span className="font-semibold">{t('orders.detail.shipTo')}:</span> {order.data.buyerName}, {order.data.shipCity}</p>
          <div className={`${tableStyles.wrap} mt-4 border border-stone-200 shadow-none`}>
            <table className={`${tableStyles.table} stack-table`}>
              <thead className="bg-stone-50">
                <tr>
                  <th scope="col" className={tableStyles.th}>{t('orders.table.product')}</th>
                  <th scope="col" className={`${tableStyles.th} text-right`}>{t('orders.table.quantity')}</th>
                  <th scope="col" className={`${tableStyles.th} text-right`}>{t('orders.detail.unitPrice')}</th>
                  <th scope="col" className={`${tableStyles.th} text-right`}>{t('orders.detail.lineTotal')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {order.data.lines.map((line) => (
                  <tr key={line.lineId}>
                    <td className={`${tableStyles.td} font-medium`}>{line.productName}</td>
                    <td className={`${tableStyles.td} text-right`} data-label={t('orders.table.quantity')}>{line.quantity}</td>
                    <td className={`${tableStyles.td} whitespace-nowrap text-right`} data-label={t('orders.detail.unitPrice')}>{rupees(line.unitPricePaise)}</td>
                    <td className={`${tableStyles.td} whitespace-nowrap text-right font-medium`} data-label={t('orders.detail.lineTotal')}>{rupees(line.lineTotalPaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-4 flex justify-between gap-4 border-t border-stone-200 pt-3 text-lg font-bold sm:ml-auto sm:max-w-xs">
            <span>{t('orders.detail.total')}</span>
            <span>{rupees(order.data.linesTotalPaise)}</span>
          </p>
          <OrderCash order={order.data} />
          <p className="mt-3 text-sm text-stone-600">{t('orders.detail.note')}</p>
          <div className="mt-4"><OrderDocuments documents={order.data.documents} placedBeforeGst={order.data.documents.length === 0} /></div>
        </>
      )}
      <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={onClose}>{t('orders.detail.close')}</button>
    </section>
  );
}
