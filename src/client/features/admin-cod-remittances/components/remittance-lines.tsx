import { Link } from '#client/lib/router.tsx';
import { formatRupees } from '#shared/money';
import type { RemittanceOutcome } from '#shared/schemas/cod-remittances';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { EmptyState, ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useCodRemittance } from '#client/features/admin-cod-remittances/api/cod-remittances.ts';

const COLUMNS = ['row', 'awb', 'order', 'amount', 'expected', 'outcome'] as const;

/** A matched line is green; every other outcome is a difference for the accountant, in amber or red. */
const BADGE: Record<RemittanceOutcome, string> = {
  matched: 'bg-brand-100 text-brand-900',
  amount_differs: 'bg-red-100 text-red-900',
  unknown_awb: 'bg-red-100 text-red-900',
  not_cod: 'bg-amber-100 text-amber-900',
  already_collected: 'bg-amber-100 text-amber-900',
  order_cancelled: 'bg-amber-100 text-amber-900',
};

const rupees = (paise: number) => formatRupees(paise, { maxDecimals: 2 });

/** One remittance's lines (docs/product-rules.md 60): differences first in the eye, each with its outcome and the order's expected cash. */
export function RemittanceLines({ id }: { id: string }) {
  const { t } = useTranslation('admin-cod-remittances');
  const detail = useCodRemittance(id);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const { remittance, lines } = detail.data;
  const label = (c: (typeof COLUMNS)[number]) => t(`columns.${c}`);
  return (
    <section aria-labelledby="remittance-lines">
      <h2 id="remittance-lines" className="mb-1 text-lg font-semibold text-stone-900">{t('linesTitle', { reference: remittance.reference })}</h2>
      <p className="mb-3 text-sm text-stone-700">{t('linesSummary', { matched: remittance.matchedCount, differences: remittance.differenceCount })}</p>
      {lines.length === 0 ? (
        <EmptyState message={t('noLines')} />
      ) : (
        <DataTable columns={COLUMNS} label={label} labelledBy="remittance-lines" numeric={['row', 'amount', 'expected']}>
          {lines.map((line) => {
            const differs = line.outcome !== 'matched';
            return (
              <tr key={line.row} className={`${tableStyles.row} ${differs ? 'bg-amber-50' : ''}`}>
                <td className={`${tableStyles.td} text-right`} data-label={label('row')}>{line.row}</td>
                <td className={`${tableStyles.td} font-mono break-all`} data-label={label('awb')}>{line.awb}</td>
                <td className={tableStyles.td} data-label={label('order')}>
                  {line.orderId && line.orderNumber ? <Link className="text-brand-800 underline" to={`/admin/orders/${line.orderId}`}>{line.orderNumber}</Link> : t('noOrder')}
                </td>
                <td className={`${tableStyles.td} text-right ${line.outcome === 'amount_differs' ? 'font-semibold text-red-800' : ''}`} data-label={label('amount')}>{rupees(line.amountPaise)}</td>
                <td className={`${tableStyles.td} text-right`} data-label={label('expected')}>{line.expectedPaise === null ? t('noOrder') : rupees(line.expectedPaise)}</td>
                <td className={tableStyles.td} data-label={label('outcome')}>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[line.outcome]}`}>{t(`outcomes.${line.outcome}`)}</span>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </section>
  );
}
