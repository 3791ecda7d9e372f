import { useState } from 'react';
import type { AdminMailMessage, MailStatus } from '#shared/schemas/admin-mail';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { RetryButton } from '#client/components/ui/retry-button.tsx';
import { EmptyState, ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useMailOverview } from '#client/features/admin-mail/api/get-mail-overview.ts';
import { useRetryMail } from '#client/features/admin-mail/api/retry-mail.ts';
import { MailNotConfigured } from './mail-not-configured.tsx';
import { TextChannels } from './text-channels.tsx';

const COLUMNS = ['message', 'recipient', 'status', 'attempts', 'created', 'action'] as const;
const STATUS_STYLES: Record<MailStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};
/** The kinds the shop sends; another (a later message) shows its own name. */
const KNOWN_KINDS = ['sign-in-code', 'order-shipped-own', 'refund-sent', 'order-placed', 'order-paid', 'order-shipped', 'order-out-for-delivery', 'order-delivered', 'order-cancelled', 'late-payment-refunded', 'return-decided', 'business-decided', 'vendor-approved', 'vendor-rejected', 'vendor-order-line', 'vendor-awaiting-approval', 'grievance-received', 'grievance-updated', 'grievance-escalated', 'password-reset', 'password-changed', 'email-changed', 'payout-account-changed'];

/** Admin -> E-mail: what the shop sent, what waits and what failed, with "Send again" for a failed one. */
export function MailOutbox() {
  const { t } = useTranslation('admin-mail');
  const { dateTime, count } = useDateFormat();
  const overview = useMailOverview();
  const retry = useRetryMail();
  const [notice, setNotice] = useState<Notice | null>(null);

  if (overview.isPending) return <LoadingState />;
  if (overview.isError) return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  const { counts, messages } = overview.data;
  const label = (c: (typeof COLUMNS)[number]) => t(`columns.${c}`);
  const kindOf = (m: AdminMailMessage) => (KNOWN_KINDS.includes(m.kind) ? t(`kinds.${m.kind}`) : m.kind);

  return (
    <div className="space-y-6">
      <MailNotConfigured />
      {overview.data.configured && <p className="rounded-xl border border-green-200 bg-green-50 px-5 py-4 text-green-950">{t('configured')}</p>}
      <TextChannels overview={overview.data} />
      <dl className="grid grid-cols-3 gap-3 sm:max-w-lg">
        {(['pending', 'sent', 'failed'] as const).map((status) => (
          <div key={status} className="rounded-xl bg-white p-4 shadow-sm">
            <dt className="text-sm text-stone-600">{t(`counts.${status}`)}</dt>
            <dd className="text-2xl font-bold text-stone-900">{count(counts[status])}</dd>
          </div>
        ))}
      </dl>
      <NoticeBanner notice={notice} />
      <section aria-labelledby="mail-latest">
        <h2 id="mail-latest" className="mb-3 text-lg font-semibold text-stone-900">{t('latest.title')}</h2>
        {messages.length === 0 ? (
          <EmptyState message={t('latest.empty')} />
        ) : (
          <DataTable columns={COLUMNS} label={label} labelledBy="mail-latest" numeric={['attempts']}>
            {messages.map((m) => (
              <tr key={m.id} className={tableStyles.row}>
                <td className={tableStyles.td}>
                  <p className="font-medium">{kindOf(m)}</p>
                  <p className="text-sm text-stone-600">{t(`channels.${m.channel}`)}</p>
                  {m.subject && <p className="text-stone-600">{m.subject}</p>}
                </td>
                <td className={`${tableStyles.td} break-all`} data-label={label('recipient')}>{m.recipient}</td>
                <td className={tableStyles.td} data-label={label('status')}>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_STYLES[m.status]}`}>{t(`status.${m.status}`)}</span>
                  {m.status === 'pending' && m.nextAttemptAt && m.attempts > 0 && <p className="mt-1 text-xs text-stone-600">{t('nextAttempt', { time: dateTime(m.nextAttemptAt) })}</p>}
                  {m.sentAt && <p className="mt-1 text-xs text-stone-600">{t('sentAt', { time: dateTime(m.sentAt) })}</p>}
                  {m.delivery && <p className="mt-1 text-xs text-stone-600">{t(`delivery.${m.delivery}`)}</p>}
                  {m.lastError && <p className="mt-1 max-w-xs text-xs break-words text-red-800">{t('lastError', { error: m.lastError })}</p>}
                </td>
                <td className={`${tableStyles.td} text-right`} data-label={label('attempts')}>{count(m.attempts)}</td>
                <td className={`${tableStyles.td} whitespace-nowrap`} data-label={label('created')}><time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time></td>
                <td className={tableStyles.td}>
                  {/* A password-reset mail's text went with its link, and a sign-in code is never kept: the customer asks for a new one. */}
                  {m.status === 'failed' && m.kind !== 'password-reset' && m.kind !== 'sign-in-code' && (
                    <RetryButton retry={retry} id={m.id} label={t('retryOf', { subject: m.subject, recipient: m.recipient })} done={t('retried', { recipient: m.recipient })} onNotice={setNotice}>{t('retry')}</RetryButton>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}
