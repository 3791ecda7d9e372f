import { useState } from 'react';
import type { AdminEInvoice } from '#shared/schemas/einvoices';
import type { BusinessSettings } from '#shared/schemas/gst';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useEInvoices, useRetryEInvoice, useSetEInvoicing } from '#client/features/admin-tax/api/einvoicing.ts';

const COLUMNS = ['document', 'status', 'attempts', 'action'] as const;
const FAILED: AdminEInvoice['status'][] = ['failed', 'cancel_failed'];

/**
 * Admin -> Tax & Business: whether e-invoicing applies (turnover above ₹5 crore), and the e-invoices
 * (tax invoices, and credit notes against them) the IRP refused or that wait, with the IRP's
 * message and "Send again" (docs/product-rules.md 45).
 */
export function EInvoicingCard({ settings }: { settings: BusinessSettings }) {
  const { t } = useTranslation('admin-tax');
  const errorMessage = useErrorMessage();
  const toggle = useSetEInvoicing();
  const [notice, setNotice] = useState<Notice | null>(null);
  const turnTo = (on: boolean) => {
    setNotice(null);
    toggle.mutate(on, {
      onSuccess: () => setNotice({ kind: 'ok', text: t(on ? 'einvoicing.turnedOn' : 'einvoicing.turnedOff') }),
      onError: (err) => setNotice({ kind: 'error', text: errorMessage(err) }),
    });
  };
  return (
    <section aria-labelledby="einvoicing" className={cardStyles}>
      <h2 id="einvoicing" className="text-lg font-semibold text-stone-900">{t('einvoicing.title')}</h2>
      <p className="mt-1 mb-4 text-sm text-stone-700">{t('einvoicing.description')}</p>
      {!settings.eInvoicingProvider && <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">{t('einvoicing.noProvider')}</p>}
      <p className="mb-3 font-medium text-stone-900">{t(settings.eInvoicing ? 'einvoicing.on' : 'einvoicing.off')}</p>
      <NoticeBanner notice={notice} />
      {/* Without a provider it cannot be turned on (the server refuses it): no button that only fails. It can always be turned off. */}
      {(settings.eInvoicing || settings.eInvoicingProvider) && (
        <button type="button" className={settings.eInvoicing ? buttonStyles.secondary : buttonStyles.primary} disabled={toggle.isPending} onClick={() => turnTo(!settings.eInvoicing)}>
          {t(settings.eInvoicing ? 'einvoicing.turnOff' : 'einvoicing.turnOn')}
        </button>
      )}
      {(settings.eInvoicing || settings.eInvoicingProvider) && <EInvoiceList />}
    </section>
  );
}

/**
 * The e-invoices that failed (with the IRP's message and "Send again"), then those waiting. A
 * credit note names the invoice it credits, and says so when it waits for that invoice's report.
 */
function EInvoiceList() {
  const { t } = useTranslation('admin-tax');
  const { dateTime, count } = useDateFormat();
  const errorMessage = useErrorMessage();
  const list = useEInvoices();
  const retry = useRetryEInvoice();
  const [notice, setNotice] = useState<Notice | null>(null);
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const label = (c: (typeof COLUMNS)[number]) => t(`einvoicing.columns.${c}`);
  return (
    <div className="mt-6">
      <h3 id="einvoice-list" className="mb-3 font-semibold text-stone-900">{t('einvoicing.listTitle')}</h3>
      <NoticeBanner notice={notice} />
      {list.data.items.length === 0 ? (
        <EmptyState message={t('einvoicing.empty')} />
      ) : (
        <DataTable columns={COLUMNS} label={label} labelledBy="einvoice-list" numeric={['attempts']}>
          {list.data.items.map((e) => (
            <tr key={e.documentId} className={tableStyles.row}>
              <td className={tableStyles.td}>
                {e.documentNumber}
                {e.kind === 'credit_note' && e.refersToNumber && <p className="mt-1 text-xs text-stone-600">{t('einvoicing.creditNoteFor', { number: e.refersToNumber })}</p>}
              </td>
              <td className={tableStyles.td} data-label={label('status')}>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${FAILED.includes(e.status) ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'}`}>{t(`einvoicing.status.${e.status}`)}</span>
                {e.waitsForInvoice && e.refersToNumber && <p className="mt-1 text-xs text-stone-600">{t('einvoicing.waitsForInvoice', { number: e.refersToNumber })}</p>}
                {!FAILED.includes(e.status) && !e.waitsForInvoice && e.attempts > 0 && <p className="mt-1 text-xs text-stone-600">{t('einvoicing.nextAttempt', { time: dateTime(e.nextAttemptAt) })}</p>}
                {e.lastError && <p className="mt-1 max-w-md text-xs break-words text-red-800">{t('einvoicing.lastError', { error: e.lastError })}</p>}
              </td>
              <td className={`${tableStyles.td} text-right`} data-label={label('attempts')}>{count(e.attempts)}</td>
              <td className={tableStyles.td}>
                {FAILED.includes(e.status) && (
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    disabled={retry.isPending && retry.variables === e.documentId}
                    aria-label={t('einvoicing.retryOf', { number: e.documentNumber })}
                    onClick={() => {
                      setNotice(null);
                      retry.mutate(e.documentId, {
                        onSuccess: () => setNotice({ kind: 'ok', text: t('einvoicing.retried', { number: e.documentNumber }) }),
                        onError: (err) => setNotice({ kind: 'error', text: errorMessage(err) }),
                      });
                    }}
                  >
                    {t('einvoicing.retry')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
