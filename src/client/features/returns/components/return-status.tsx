import { formatRupees } from '#shared/money';
import type { StoreReturn } from '#shared/schemas/returns';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useLineName } from '#client/lib/line-name.ts';
import { returnPillStyles } from '#client/components/return-parts.tsx';
import '#client/i18n/on-demand/returns.ts';

/** One return as its buyer follows it: where it stands, what happens next, the lines, the answer and the refund. */
export function ReturnSummary({ item }: { item: StoreReturn }) {
  const { t } = useTranslation('returns');
  const { date } = useDateFormat();
  const lineName = useLineName();
  return (
    <li className="py-3 first:pt-0" data-testid="return">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-stone-700">{t('requestedOn', { date: date(item.requestedAt) })}</span>
        <span className={returnPillStyles(item.status)} data-testid="return-status">{t(`status.${item.status}`)}</span>
      </div>
      <p className="mt-1 text-stone-800">{t(`next.${item.status}`)}</p>
      <ul className="mt-1 text-stone-900">
        {item.lines.map((l) => (
          <li key={l.productId}>{lineName(l)} <span className="text-stone-600">× {l.quantity}</span></li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-stone-700">{t('reasonLabel', { reason: t(`reason.${item.reason}`) })}{item.note ? ` · ${item.note}` : ''}</p>
      {item.decisionReason && <p className="mt-1 text-sm text-stone-800">{t('answer', { reason: item.decisionReason })}</p>}
      {item.refund && <p className="mt-1 text-sm font-medium text-stone-900">{t(`refund.${item.refund.status}`, { amount: formatRupees(item.refund.amountPaise) })}</p>}
      {item.refundAccountLast4 && item.status !== 'rejected' && <p className="text-sm text-stone-700">{t('toAccount', { last4: item.refundAccountLast4 })}</p>}
    </li>
  );
}
