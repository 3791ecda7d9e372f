import { useId, useState, type FormEvent } from 'react';
import { formatRupees } from '#shared/money';
import type { AdminReturn } from '#shared/schemas/returns';
import { TextAreaField } from '#client/components/ui/form-fields.tsx';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { ErrorState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useMay } from '#client/lib/staff-access.ts';
import { useOrderReturns, useReturnStep, type ReturnStep } from '#client/features/admin-orders/api/order-returns.ts';
import { ReturnedLines, returnPillStyles } from '#client/components/return-parts.tsx';

const rupees = (paise: number) => formatRupees(paise, { maxDecimals: 2 });

/**
 * The order's returns (docs/product-rules.md 24): each with its lines, reason and state; approve, or reject with a
 * reason the customer reads; mark the goods received (stock back, credit note, refund started);
 * and for a cash or bank order the account to send the refund to and its UTR once sent.
 */
export function OrderReturnsPanel({ orderId, networkApp }: { orderId: string; networkApp: string | null }) {
  const { t } = useTranslation('admin-orders');
  const returns = useOrderReturns(orderId);
  const [notice, setNotice] = useState<Notice | null>(null);
  if (returns.isPending) return null;
  if (returns.isError) return <ErrorState error={returns.error} onRetry={() => void returns.refetch()} />;
  if (returns.data.items.length === 0) return null;
  return (
    <section className={cardStyles} aria-labelledby="admin-returns-title" data-testid="admin-returns">
      <h2 id="admin-returns-title" className="mb-3 text-lg font-semibold text-stone-900">{t('returns.title')}</h2>
      <NoticeBanner notice={notice} />
      <ul className="divide-y divide-stone-200">
        {returns.data.items.map((r) => (
          <ReturnItem key={r.id} item={r} orderId={orderId} networkApp={networkApp} onDone={setNotice} />
        ))}
      </ul>
    </section>
  );
}

function ReturnItem({ item, orderId, networkApp, onDone }: { item: AdminReturn; orderId: string; networkApp: string | null; onDone: (notice: Notice) => void }) {
  const { t } = useTranslation('admin-orders');
  const { dateTime } = useDateFormat();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const step = useReturnStep(orderId);
  // Each step is its permission's (docs/product-rules.md 49): deciding returns.decide, receiving orders.status, the bank refund orders.refund.
  const may = useMay();
  const formId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [utr, setUtr] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const run = async (request: ReturnStep, confirmText: string, done: string) => {
    if (!window.confirm(confirmText)) return;
    setErrors({});
    try {
      await step.mutateAsync(request);
      setRejecting(false);
      onDone({ kind: 'ok', text: done });
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
      else onDone({ kind: 'error', text: errorMessage(err) });
    }
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setErrors({ reason: 'required' });
    void run(
      { id: item.id, step: 'decision', input: { decision: 'reject', reason: reason.trim() } },
      networkApp ? t('returns.network.confirmReject', { name: item.customerName, app: networkApp }) : t('returns.confirmReject', { name: item.customerName }),
      networkApp ? t('returns.network.rejected', { app: networkApp }) : t('returns.done.rejected'),
    );
  };
  // A network return's buyer hears of it from its buyer app, which the shop tells (docs/decisions/0080); the shop's own customer by e-mail.
  const approveTexts = networkApp
    ? { confirm: t('returns.network.confirmApprove', { name: item.customerName, app: networkApp }), done: t('returns.network.approved', { app: networkApp }) }
    : { confirm: t('returns.confirmApprove', { name: item.customerName }), done: t('returns.done.approved') };
  const recordUtr = (event: FormEvent) => {
    event.preventDefault();
    void run({ id: item.id, step: 'refund', input: { utr } }, t('returns.confirmRefund', { amount: rupees(item.refund?.amountPaise ?? 0), utr }), t('returns.done.refunded'));
  };

  return (
    <li className="py-4 first:pt-0" data-testid="admin-return">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-stone-700">{t('returns.requestedOn', { date: dateTime(item.requestedAt) })}</span>
        <span className={returnPillStyles(item.status)}>{t(`returns.status.${item.status}`)}</span>
      </div>
      <ReturnedLines lines={item.lines} unopened={t('returns.unopened')} />
      {/* A buyer app's return: its app refunds its buyer and never asks about the seed pack (docs/decisions/0080). */}
      {networkApp && <p className="mt-1 text-sm text-stone-700">{t('returns.networkNote', { app: networkApp })}</p>}
      <p className="mt-1 text-sm text-stone-800">{t('returns.reasonLabel', { reason: t(`returns.reason.${item.reason}`) })}</p>
      {item.note && <p className="text-sm break-words text-stone-700">{item.note}</p>}
      {item.decidedAt && <p className="mt-1 text-sm text-stone-700">{t('returns.decidedBy', { name: item.decidedByName ?? '', date: dateTime(item.decidedAt) })}</p>}
      {item.decisionReason && <p className="text-sm break-words text-stone-800">{t('returns.decisionReason', { reason: item.decisionReason })}</p>}
      {item.receivedAt && <p className="text-sm text-stone-700">{t('returns.receivedBy', { name: item.receivedByName ?? '', date: dateTime(item.receivedAt) })}</p>}
      {item.creditNoteNumbers.length > 0 && <p className="text-sm text-stone-700">{t('returns.creditNotes', { numbers: item.creditNoteNumbers.join(', ') })}</p>}
      {item.refund && (
        <p className="mt-1 text-sm font-medium text-stone-900">
          {t(`returns.refund.${item.refund.method === 'gateway' ? 'gateway' : 'bank'}`, { amount: rupees(item.refund.amountPaise) })} · {t(`returns.refundStatus.${item.refund.status}`)}
          {item.refundReference && <span className="font-mono"> · {item.refundReference}</span>}
        </p>
      )}
      {item.refundAccount && item.status !== 'rejected' && item.status !== 'refunded' && (
        <dl className="mt-2 grid gap-x-4 gap-y-1 rounded-lg bg-stone-50 p-3 text-sm sm:grid-cols-3" data-testid="refund-account">
          {(['accountHolderName', 'accountNumber', 'ifscCode'] as const).map((field) => (
            <div key={field}>
              <dt className="text-stone-600">{t(`returns.account.${field}`)}</dt>
              <dd className={`font-semibold break-all text-stone-900 ${field === 'accountHolderName' ? '' : 'font-mono'}`}>{item.refundAccount![field]}</dd>
            </div>
          ))}
        </dl>
      )}

      {item.status === 'requested' && may('returns.decide') && !rejecting && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.primary} disabled={step.isPending} onClick={() => void run({ id: item.id, step: 'decision', input: { decision: 'approve' } }, approveTexts.confirm, approveTexts.done)}>
            {t('returns.approve')}
          </button>
          <button type="button" className={buttonStyles.secondary} disabled={step.isPending} onClick={() => setRejecting(true)}>{t('returns.reject')}</button>
        </div>
      )}
      {item.status === 'requested' && may('returns.decide') && rejecting && (
        <form noValidate onSubmit={reject} className="mt-3 space-y-3" aria-labelledby={`${formId}-reject`}>
          <h3 id={`${formId}-reject`} className="font-semibold text-stone-900">{t('returns.rejectTitle')}</h3>
          <TextAreaField label={t('returns.rejectReason')} required rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} error={fieldError(errors.reason)} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonStyles.primary} disabled={step.isPending}>{t('returns.reject')}</button>
            <button type="button" className={buttonStyles.ghost} onClick={() => setRejecting(false)}>{t('returns.cancel')}</button>
          </div>
        </form>
      )}
      {item.status === 'approved' && may('orders.status') && (
        <button type="button" className={`${buttonStyles.primary} mt-3`} disabled={step.isPending} onClick={() => void run({ id: item.id, step: 'received' }, t('returns.confirmReceived'), t('returns.done.received'))}>
          {t('returns.markReceived')}
        </button>
      )}
      {item.awaitingBankRefund && may('orders.refund') && (
        <form noValidate onSubmit={recordUtr} className="mt-3 space-y-3" aria-labelledby={`${formId}-utr`}>
          <h3 id={`${formId}-utr`} className="font-semibold text-stone-900">{t('returns.utrTitle')}</h3>
          <p className="text-sm text-stone-700">{networkApp ? t('returns.utrIntroNetwork', { amount: rupees(item.refund?.amountPaise ?? 0), app: networkApp }) : t('returns.utrIntro', { amount: rupees(item.refund?.amountPaise ?? 0) })}</p>
          <TextField label={t('returns.utr')} required className="font-mono" value={utr} onChange={(e) => setUtr(e.target.value)} error={fieldError(errors.utr)} />
          <button type="submit" className={buttonStyles.primary} disabled={step.isPending}>{t('returns.recordUtr')}</button>
        </form>
      )}
    </li>
  );
}
