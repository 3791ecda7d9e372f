import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from '#client/lib/router.tsx';
import { formatRupees } from '#shared/money';
import { AdminOrderListQuery, PLACED_THROUGH } from '#shared/schemas/admin-orders';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '#shared/schemas/orders';
import { EmptyState, ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { AdminOrderStatusBadge } from './admin-order-status.tsx';
import { AdminPaymentStatusBadge } from './admin-payment-status.tsx';
import { NetworkAppBadge } from './network-app-badge.tsx';
import { useListQuery } from '#client/lib/use-list-query.ts';
import type { OrdersQuery } from '#client/features/admin-orders/api/keys.ts';
import { ORDERS_PAGE_SIZE, useAdminOrders } from '#client/features/admin-orders/api/list-orders.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';

const COLUMNS = ['orderId', 'customer', 'date', 'items', 'total', 'status', 'payment'] as const;
/** The list's filters live in the address, so Back from an order returns to the same page. */
const OrdersListQuery = AdminOrderListQuery.omit({ pageSize: true });

function Filters({ state, show }: { state: OrdersQuery; show: (changes: Partial<OrdersQuery>) => void }) {
  const { t } = useTranslation('admin-orders');
  const statusId = useId();
  const paymentId = useId();
  const courierId = useId();
  const placedId = useId();
  const searchId = useId();
  const [text, setText] = useState(state.q ?? '');
  useEffect(() => setText(state.q ?? ''), [state.q]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    show({ q: text.trim() || undefined });
  };
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="sm:w-56">
        <label htmlFor={statusId} className={labelStyles}>{t('filters.status')}</label>
        <select
          id={statusId}
          className={inputStyles}
          value={state.status ?? ''}
          onChange={(e) => show({ status: ORDER_STATUSES.find((s) => s === e.target.value) })}
        >
          <option value="">{t('filters.all')}</option>
          {ORDER_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
        </select>
      </div>
      <div className="sm:w-56">
        <label htmlFor={paymentId} className={labelStyles}>{t('filters.paymentStatus')}</label>
        <select
          id={paymentId}
          className={inputStyles}
          value={state.paymentStatus ?? ''}
          onChange={(e) => show({ paymentStatus: PAYMENT_STATUSES.find((s) => s === e.target.value) })}
        >
          <option value="">{t('filters.all')}</option>
          {PAYMENT_STATUSES.map((s) => <option key={s} value={s}>{t(`paymentStatus.${s}`)}</option>)}
        </select>
      </div>
      {/* The dispatcher's call list: orders whose courier could not deliver and waits for an answer (docs/product-rules.md 58). */}
      <div className="sm:w-56">
        <label htmlFor={courierId} className={labelStyles}>{t('filters.courier')}</label>
        <select id={courierId} className={inputStyles} value={state.courier ?? ''} onChange={(e) => show({ courier: e.target.value === 'failed_attempt' ? 'failed_attempt' : undefined })}>
          <option value="">{t('filters.all')}</option>
          <option value="failed_attempt">{t('filters.failedAttempts')}</option>
        </select>
      </div>
      {/* Orders from ONDC buyer apps, or those placed on the shop's own pages (docs/product-rules.md 62). */}
      <div className="sm:w-56">
        <label htmlFor={placedId} className={labelStyles}>{t('placedThrough.filter')}</label>
        <select id={placedId} className={inputStyles} value={state.placedThrough ?? ''} onChange={(e) => show({ placedThrough: PLACED_THROUGH.find((p) => p === e.target.value) })}>
          <option value="">{t('filters.all')}</option>
          {PLACED_THROUGH.map((p) => <option key={p} value={p}>{t(`placedThrough.${p}`)}</option>)}
        </select>
      </div>
      <form role="search" onSubmit={search} className="flex flex-1 flex-col gap-2 sm:min-w-72 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={searchId} className={labelStyles}>{t('filters.search')}</label>
          <input id={searchId} type="search" className={inputStyles} value={text} maxLength={100} placeholder={t('filters.searchPlaceholder')} onChange={(e) => setText(e.target.value)} />
        </div>
        <button type="submit" className={buttonStyles.secondary}>{t('filters.submit')}</button>
      </form>
    </div>
  );
}

/** Manage Orders: every order, newest first, by status, payment status, a courier's failed attempt, where it was placed and page. */
export function OrdersList() {
  const { t } = useTranslation('admin-orders');
  const { date } = useDateFormat();
  const label = (key: (typeof COLUMNS)[number]) => t(`table.${key}`);
  const [state, show] = useListQuery(OrdersListQuery);
  const orders = useAdminOrders(state);
  const data = orders.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / ORDERS_PAGE_SIZE)) : 1;

  // A page past the end (orders changed meanwhile, an old link): show the last one instead.
  useEffect(() => {
    if (data && data.items.length === 0 && state.page > pageCount) show({ page: pageCount });
  });

  return (
    <>
      <SectionHeader title={t('title')} />
      <Filters state={state} show={show} />
      {orders.isPending ? (
        <LoadingState />
      ) : orders.isError ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.items.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <>
          <p className="mb-2 text-sm text-stone-600" aria-live="polite">{t('count', { count: orders.data.total })}</p>
          <DataTable columns={COLUMNS} label={label} caption={t('table.caption')} numeric={['items', 'total'] as const}>
            {orders.data.items.map((o) => (
              <tr key={o.id} className={tableStyles.row}>
                <td className={tableStyles.td} data-label={label('orderId')}>
                  <Link
                    to={`/admin/orders/${encodeURIComponent(o.id)}`}
                    className="font-mono font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
                    aria-label={t('table.viewOrder', { id: o.number })}
                  >
                    {o.number}
                  </Link>
                  {o.networkApp && <span className="mt-1 block"><NetworkAppBadge app={o.networkApp} /></span>}
                </td>
                <td className={tableStyles.td} data-label={label('customer')}>
                  <span className="block font-medium">{o.customerName}</span>
                  <span className="block text-stone-600">{o.customerEmail}</span>
                </td>
                <td className={`${tableStyles.td} whitespace-nowrap`} data-label={label('date')}>{date(o.orderDate)}</td>
                <td className={`${tableStyles.td} text-right`} data-label={label('items')}>{o.itemCount}</td>
                <td className={`${tableStyles.td} whitespace-nowrap text-right font-medium`} data-label={label('total')}>{formatRupees(o.totalPaise, { maxDecimals: 2 })}</td>
                <td className={tableStyles.td} data-label={label('status')}><AdminOrderStatusBadge status={o.status} /></td>
                <td className={tableStyles.td} data-label={label('payment')}>
                  <AdminPaymentStatusBadge status={o.paymentStatus} orderStatus={o.status} />
                  <span className="mt-1 block whitespace-nowrap text-stone-600">{t(`payment.${o.paymentMethod}`)}</span>
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination page={state.page} pageCount={pageCount} onChange={(page) => show({ page })} />
        </>
      )}
    </>
  );
}
