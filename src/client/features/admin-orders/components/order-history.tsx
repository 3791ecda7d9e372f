import type { AdminOrderStatusChange } from '#shared/schemas/admin-orders';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { AdminOrderStatusBadge } from './admin-order-status.tsx';
import { useDateFormat } from '#client/lib/use-date-format.ts';

/** Every status change of an order, oldest first: from, to, when and which admin. */
export function OrderHistory({ history }: { history: AdminOrderStatusChange[] }) {
  const { t } = useTranslation('admin-orders');
  const { dateTime } = useDateFormat();
  if (history.length === 0) return <p className="text-stone-700">{t('history.empty')}</p>;
  return (
    <ol className="space-y-3">
      {history.map((change) => (
        <li key={change.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-stone-100 pb-3 last:border-0 last:pb-0">
          <span className="flex items-center gap-2">
            <AdminOrderStatusBadge status={change.fromStatus} />
            <span aria-hidden="true">→</span>
            <span className="sr-only">{t('history.to')}</span>
            <AdminOrderStatusBadge status={change.toStatus} />
          </span>
          <time dateTime={change.changedAt} className="text-sm text-stone-700">{dateTime(change.changedAt)}</time>
          <span className="text-sm text-stone-700">{t('history.by', { name: change.changedByName })}</span>
        </li>
      ))}
    </ol>
  );
}
