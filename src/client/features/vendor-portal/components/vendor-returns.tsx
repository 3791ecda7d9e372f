import { useId, useState, type FormEvent } from 'react';
import type { VendorReturn } from '#shared/schemas/returns';
import { TextAreaField } from '#client/components/ui/form-fields.tsx';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { ErrorState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useDecideReturn, useVendorReturns } from '#client/features/vendor-portal/api/returns.ts';
import { ReturnedLines, returnPillStyles } from '#client/components/return-parts.tsx';

/**
 * Returns of the vendor's products (docs/product-rules.md 24): only its own lines and the buyer's name and city.
 * It approves or rejects (with a reason) those whose every line is its own; the shop decides the
 * others, and receives the goods and refunds every return.
 */
export function VendorReturns() {
  const { t } = useTranslation('vendor-returns');
  const returns = useVendorReturns();
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <section className={`${cardStyles} mb-6`} aria-labelledby="vendor-returns-title" data-testid="vendor-returns">
      <h3 id="vendor-returns-title" className="text-xl font-bold text-stone-900">{t('returns.title')}</h3>
      <p className="mb-3 text-stone-700">{t('returns.intro')}</p>
      <NoticeBanner notice={notice} />
      {returns.isError && <ErrorState error={returns.error} onRetry={() => void returns.refetch()} />}
      {returns.data && returns.data.items.length === 0 && <p className="text-stone-700">{t('returns.none')}</p>}
      {returns.data && returns.data.items.length > 0 && (
        <ul className="divide-y divide-stone-200">
          {returns.data.items.map((r) => <VendorReturnItem key={r.id} item={r} onDone={setNotice} />)}
        </ul>
      )}
    </section>
  );
}

function VendorReturnItem({ item, onDone }: { item: VendorReturn; onDone: (notice: Notice) => void }) {
  const { t } = useTranslation('vendor-returns');
  const { dateTime } = useDateFormat();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const decide = useDecideReturn();
  const formId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const send = async (decision: 'approve' | 'reject') => {
    const confirmText = t(decision === 'approve' ? 'returns.confirmApprove' : 'returns.confirmReject', { name: item.buyerName });
    if (!window.confirm(confirmText)) return;
    try {
      await decide.mutateAsync({ id: item.id, input: decision === 'approve' ? { decision } : { decision, reason: reason.trim() } });
      onDone({ kind: 'ok', text: t(decision === 'approve' ? 'returns.done.approved' : 'returns.done.rejected') });
    } catch (err) {
      if (err instanceof ApiError && err.fields.reason) setError(err.fields.reason);
      else onDone({ kind: 'error', text: errorMessage(err) });
    }
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('required');
    void send('reject');
  };

  return (
    <li className="py-4 first:pt-0" data-testid="vendor-return">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-stone-900">{t('returns.order', { id: item.orderNumber })} · {t('returns.buyer', { name: item.buyerName, city: item.shipCity })}</span>
        <span className={returnPillStyles(item.status)}>{t(`returns.status.${item.status}`)}</span>
      </div>
      <p className="text-sm text-stone-700">{t('returns.requestedOn', { date: dateTime(item.requestedAt) })}</p>
      <ReturnedLines lines={item.lines} unopened={t('returns.unopened')} className="mt-1" />
      <p className="mt-1 text-sm text-stone-800">{t('returns.reasonLabel', { reason: t(`returns.reason.${item.reason}`) })}</p>
      {item.note && <p className="text-sm break-words text-stone-700">{item.note}</p>}
      {item.decisionReason && <p className="text-sm break-words text-stone-800">{t('returns.decisionReason', { reason: item.decisionReason })}</p>}
      {item.status === 'requested' && !item.decidable && <p className="mt-2 text-sm text-stone-700">{t('returns.notYours')}</p>}
      {item.status === 'requested' && item.decidable && !rejecting && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.primary} disabled={decide.isPending} onClick={() => void send('approve')}>{t('returns.approve')}</button>
          <button type="button" className={buttonStyles.secondary} disabled={decide.isPending} onClick={() => setRejecting(true)}>{t('returns.reject')}</button>
        </div>
      )}
      {item.status === 'requested' && item.decidable && rejecting && (
        <form noValidate onSubmit={reject} className="mt-3 space-y-3" aria-labelledby={`${formId}-reject`}>
          <h4 id={`${formId}-reject`} className="font-semibold text-stone-900">{t('returns.rejectTitle')}</h4>
          <TextAreaField label={t('returns.rejectReason')} required rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} error={fieldError(error)} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonStyles.primary} disabled={decide.isPending}>{t('returns.reject')}</button>
            <button type="button" className={buttonStyles.ghost} onClick={() => setRejecting(false)}>{t('returns.cancel')}</button>
          </div>
        </form>
      )}
    </li>
  );
}
