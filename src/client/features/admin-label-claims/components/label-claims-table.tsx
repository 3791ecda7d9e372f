import type { LabelClaim } from '#shared/schemas/product-uses';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';

const COLUMNS = ['genericName', 'crop', 'problem', 'dose', 'waitingDays', 'source', 'uses', 'actions'] as const;

/** The recorded label claims: a pesticide's generic name, crop, pest, dose per acre and waiting period, each with a Delete. */
export function LabelClaimsTable({ claims, busyId, onDelete }: { claims: LabelClaim[]; busyId?: string; onDelete: (claim: LabelClaim) => void }) {
  const { t } = useTranslation('admin-label-claims');
  const label = (column: (typeof COLUMNS)[number]) => t(`columns.${column}`);
  return (
    <DataTable columns={COLUMNS} label={label} caption={t('caption')} numeric={['uses']}>
      {claims.map((claim) => (
        <tr key={claim.id} className={tableStyles.row}>
          <td className={`${tableStyles.td} font-medium`}>{claim.genericName}</td>
          <td className={tableStyles.td} data-label={label('crop')}>{claim.cropName}</td>
          <td className={tableStyles.td} data-label={label('problem')}>{claim.problemName}</td>
          <td className={`${tableStyles.td} whitespace-nowrap`} data-label={label('dose')}>{t('perAcre', { amount: claim.dose.amount, unit: t(`units.${claim.dose.unit}`) })}</td>
          <td className={tableStyles.td} data-label={label('waitingDays')}>{t('days', { count: claim.waitingDays })}</td>
          <td className={`${tableStyles.td} max-w-xs break-words`} data-label={label('source')}>{claim.source}</td>
          <td className={`${tableStyles.td} text-right`} data-label={label('uses')}>{claim.uses}</td>
          <td className={tableStyles.td}>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={busyId === claim.id}
              aria-label={t('delete', { name: claim.genericName, crop: claim.cropName, problem: claim.problemName })}
              onClick={() => onDelete(claim)}
            >
              {t('deleteShort')}
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
