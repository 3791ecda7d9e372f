import type { AdminOndcCall } from '#shared/schemas/ondc';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { EmptyState } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useIndiaTime } from './india-time.ts';

const COLUMNS = ['time', 'direction', 'action', 'buyerApp', 'status', 'error', 'attempts'] as const;
const STATUS_STYLES: Record<AdminOndcCall['status'], string> = {
  ack: 'bg-green-100 text-green-900',
  sent: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  nack: 'bg-red-100 text-red-900',
  failed: 'bg-red-100 text-red-900',
};
/** The actions said in words; one the node does not answer shows ONDC's own name. */
const KNOWN_ACTIONS = ['search', 'select', 'init', 'confirm', 'status', 'track', 'cancel', 'update', 'issue', 'issue_status'].flatMap((a) => [a, `on_${a}`]);

/**
 * The latest calls in from buyer apps and callbacks out to them (docs/product-rules.md 62), newest
 * first, at India's time whatever the computer's clock says. Below 640 px each call is a card
 * (DataTable), so a phone shows it whole.
 */
export function OndcCalls({ calls }: { calls: readonly AdminOndcCall[] }) {
  const { t } = useTranslation('admin-ondc');
  const { count } = useDateFormat();
  const time = useIndiaTime();
  const label = (c: (typeof COLUMNS)[number]) => t(`calls.columns.${c}`);
  return (
    <section aria-labelledby="ondc-calls-title">
      <h2 id="ondc-calls-title" className="mb-1 text-xl font-bold text-stone-900">{t('calls.title')}</h2>
      <p className="mb-3 text-sm text-stone-700">{t('calls.intro')}</p>
      {calls.length === 0 ? (
        <EmptyState message={t('calls.empty')} />
      ) : (
        <DataTable columns={COLUMNS} label={label} labelledBy="ondc-calls-title" numeric={['attempts']}>
          {calls.map((c) => (
            <tr key={c.id} className={tableStyles.row}>
              <td className={`${tableStyles.td} whitespace-nowrap`} data-label={label('time')}><time dateTime={c.createdAt}>{time(c.createdAt)}</time></td>
              <td className={tableStyles.td} data-label={label('direction')}>{t(`calls.direction.${c.direction}`)}</td>
              <td className={tableStyles.td} data-label={label('action')}>
                {KNOWN_ACTIONS.includes(c.action) ? t(`calls.actions.${c.action}`) : <span className="font-mono">{c.action}</span>}
              </td>
              <td className={`${tableStyles.td} break-words`} data-label={label('buyerApp')}>{c.buyerApp}</td>
              <td className={tableStyles.td} data-label={label('status')}>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_STYLES[c.status]}`}>{t(`calls.status.${c.status}`)}</span>
                {c.sentAt && <p className="mt-1 text-xs text-stone-700">{t('calls.sentAt', { time: time(c.sentAt) })}</p>}
              </td>
              <td className={`${tableStyles.td} max-w-xs break-words`} data-label={label('error')}>
                {c.errorCode || c.errorMessage ? (
                  <span className="text-red-800">{[c.errorCode, c.errorMessage].filter(Boolean).join(': ')}</span>
                ) : (
                  <span className="text-stone-600">{t('calls.noError')}</span>
                )}
              </td>
              <td className={`${tableStyles.td} text-right`} data-label={label('attempts')}>{count(c.attempts)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
