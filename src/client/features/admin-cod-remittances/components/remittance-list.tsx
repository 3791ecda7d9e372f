import { formatRupees } from '#shared/money';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { EmptyState, ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useCodRemittances } from '#client/features/admin-cod-remittances/api/cod-remittances.ts';

const COLUMNS = ['remittance', 'amount', 'matched', 'differences', 'action'] as const;

/** The remittances imported, newest first: each one's total, what was matched, how many lines differ. */
export function RemittanceList({ selected, onSelect }: { selected: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('admin-cod-remittances');
  const { day, count } = useDateFormat();
  const list = useCodRemittances();
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const label = (c: (typeof COLUMNS)[number]) => t(`columns.${c}`);
  return (
    <section aria-labelledby="remittance-list" className="mb-6">
      <h2 id="remittance-list" className="mb-3 text-lg font-semibold text-stone-900">{t('listTitle')}</h2>
      {list.data.items.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <DataTable columns={COLUMNS} label={label} labelledBy="remittance-list" numeric={['amount', 'matched', 'differences']}>
          {list.data.items.map((r) => (
            <tr key={r.id} className={`${tableStyles.row} ${r.id === selected ? 'bg-brand-50' : ''}`}>
              <td className={tableStyles.td}>
                <span className="font-mono break-all">{r.reference}</span>
                <p className="mt-1 text-xs text-stone-600">{t('remittedOn', { date: day(r.remittedOn) })}{r.utr ? ` · ${t('utr', { utr: r.utr })}` : ''}</p>
                <p className="mt-1 text-xs text-stone-600">{t('recordedBy', { name: r.recordedByName })}</p>
              </td>
              <td className={`${tableStyles.td} text-right`} data-label={label('amount')}>{formatRupees(r.amountPaise, { maxDecimals: 2 })}</td>
              <td className={`${tableStyles.td} text-right`} data-label={label('matched')}>
                {formatRupees(r.matchedPaise, { maxDecimals: 2 })}
                <p className="mt-1 text-xs text-stone-600">{t('lineCount', { matched: count(r.matchedCount), lines: count(r.lineCount) })}</p>
              </td>
              <td className={`${tableStyles.td} text-right`} data-label={label('differences')}>
                <span className={r.differenceCount > 0 ? 'rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900' : ''}>{count(r.differenceCount)}</span>
              </td>
              <td className={tableStyles.td}>
                <button type="button" className={buttonStyles.secondary} aria-pressed={r.id === selected} aria-label={t('viewOf', { reference: r.reference })} onClick={() => onSelect(r.id)}>
                  {t('view')}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
