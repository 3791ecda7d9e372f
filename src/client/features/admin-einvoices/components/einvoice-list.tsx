import { useState } from 'react';
import type { AdminEInvoice } from '#shared/schemas/einvoices';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { RetryButton } from '#client/components/ui/retry-button.tsx';
import { EmptyState, ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useEInvoices, useRetryEInvoice } from '#client/features/admin-einvoices/api/einvoices.ts';

const COLUMNS = ['document', 'status', 'attempts', 'action'] as const;
const FAILED: AdminEInvoice['status'][] = ['failed', 'cancel_failed'];

/**
 * Admin -> E-invoices (docs/product-rules.md 45): the e-invoices that failed (with the IRP's message
 * and "Send again"), then those waiting. A credit note names the invoice it credits, and says so
 * when it waits for that invoice's report. A section of its own, for whoever has `einvoices.manage`
 * (an accountant, a manager), apart from the switch, which is the owner's (docs/decisions/0067).
 */
export function EInvoiceList() {
  const { t } = useTranslation('admin-einvoices');
  const { dateTime, count } = useDateFormat();
  const list = useEInvoices();
  const retry = useRetryEInvoice();
  const [notice, setNotice] = useState<Notice | null>(null);
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const label = (c: (typeof COLUMNS)[number]) => t(`columns.${c}`);
  return (
    <section aria-labelledby="einvoice-list">
      <h2 id="einvoice-list" className="mb-3 text-lg font-semibold text-stone-900">{t('listTitle')}</h2>
      <NoticeBanner notice={notice} />
      {list.data.items.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <DataTable columns={COLUMNS} label={label} labelledBy="einvoice-list" numeric={['attempts']}>
          {list.data.items.map((e) => (
            <tr key={e.documentId} className={tableStyles.row}>
              <td className={tableStyles.td}>
                {e.documentNumber}
                {e.kind === 'credit_note' && e.refersToNumber && <p className="mt-1 text-xs text-stone-600">{t('creditNoteFor', { number: e.refersToNumber })}</p>}
              </td>
              <td className={tableStyles.td} data-label={label('status')}>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${FAILED.includes(e.status) ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'}`}>{t(`status.${e.status}`)}</span>
                {e.waitsForInvoice && e.refersToNumber && <p className="mt-1 text-xs text-stone-600">{t('waitsForInvoice', { number: e.refersToNumber })}</p>}
                {!FAILED.includes(e.status) && !e.waitsForInvoice && e.attempts > 0 && <p className="mt-1 text-xs text-stone-600">{t('nextAttempt', { time: dateTime(e.nextAttemptAt) })}</p>}
                {e.lastError && <p className="mt-1 max-w-md text-xs break-words text-red-800">{t('lastError', { error: e.lastError })}</p>}
              </td>
              <td className={`${tableStyles.td} text-right`} data-label={label('attempts')}>{count(e.attempts)}</td>
              <td className={tableStyles.td}>
                {FAILED.includes(e.status) && (
                  <RetryButton retry={retry} id={e.documentId} label={t('retryOf', { number: e.documentNumber })} done={t('retried', { number: e.documentNumber })} onNotice={setNotice}>{t('retry')}</RetryButton>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
