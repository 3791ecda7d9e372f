import '#client/i18n/on-demand/complaints.ts';
import type { StoreGrievance } from '#shared/schemas/grievances';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';

const STATUS_STYLES: Record<StoreGrievance['status'], string> = {
  open: 'bg-amber-100 text-amber-900',
  acknowledged: 'bg-sky-100 text-sky-900',
  resolved: 'bg-brand-100 text-brand-900',
  closed: 'bg-stone-200 text-stone-800',
};

/**
 * The customer's complaints (docs/product-rules.md 54): each with its number, status, what it was
 * about and every answer the shop sent, the deadlines still running.
 */
export function ComplaintList({ items }: { items: StoreGrievance[] }) {
  const { t } = useTranslation('complaints');
  const { date, dateTime } = useDateFormat();
  if (items.length === 0) return <p className="rounded-lg bg-stone-100 p-4 text-stone-700">{t('empty')}</p>;
  return (
    <ul className="space-y-4">
      {items.map((g) => (
        <li key={g.id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="complaint">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-mono text-lg font-semibold">{t('number', { number: g.number })}</h2>
            <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[g.status]}`} data-testid="complaint-status">{t(`status.${g.status}`)}</span>
          </div>
          <p className="mt-1 text-sm text-stone-700">
            {t(`category.${g.category}`)}
            {g.orderNumber && <> · {t('order', { number: g.orderNumber })}</>} · {t('madeOn', { date: date(g.createdAt) })}
          </p>
          <p className="mt-2 whitespace-pre-line text-stone-900">{g.text}</p>
          {(g.status === 'open' || g.status === 'acknowledged') && (
            <p className="mt-2 text-sm text-stone-700">{g.status === 'open' ? t('ackBy', { date: dateTime(g.ackDueAt) }) : t('resolveBy', { date: date(g.resolveDueAt) })}</p>
          )}
          <h3 className="mt-3 text-sm font-semibold text-stone-800">{t('answers')}</h3>
          {g.replies.length === 0 ? (
            <p className="text-sm text-stone-600">{t('noAnswer')}</p>
          ) : (
            <ol className="mt-1 space-y-2">
              {g.replies.map((r) => (
                <li key={r.id} className="rounded-lg bg-stone-50 p-3" data-testid="complaint-reply">
                  <p className="text-xs font-semibold text-stone-700">{t(`step.${r.step}`)} · <time dateTime={r.createdAt}>{dateTime(r.createdAt)}</time></p>
                  <p className="whitespace-pre-line text-stone-900">{r.message}</p>
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ul>
  );
}
