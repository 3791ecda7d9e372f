import { useId, useState } from 'react';
import type { AdminGroupRequest } from '#shared/schemas/group-requests';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useDecideGroupRequest, useGroupRequests } from '#client/features/admin-users/api/group-requests.ts';

type Notice = { kind: 'ok' | 'error'; text: string };

/** One request: who asks, for which prices, as which business; Approve, or Refuse with the reason the buyer will read. */
function RequestCard({ request, decide, onNotice }: { request: AdminGroupRequest; decide: ReturnType<typeof useDecideGroupRequest>; onNotice: (notice: Notice) => void }) {
  const { t } = useTranslation('admin-users');
  const { date } = useDateFormat();
  const errorMessage = useErrorMessage();
  const id = useId();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const group = t(`groups.${request.group}`);
  const failed = (err: unknown) => onNotice({ kind: 'error', text: t('actionFailed', { message: errorMessage(err) }) });
  const approve = () => {
    if (!window.confirm(t('requests.confirmApprove', { name: request.name, group }))) return;
    decide.mutate({ userId: request.userId, decision: { approve: true, requestedAt: request.requestedAt } }, { onSuccess: () => onNotice({ kind: 'ok', text: t('requests.approved', { name: request.name, group }) }), onError: failed });
  };
  const refuse = () => {
    if (!reason.trim()) return setReasonError(t('requests.reasonRequired'));
    decide.mutate({ userId: request.userId, decision: { approve: false, reason: reason.trim(), requestedAt: request.requestedAt } }, { onSuccess: () => onNotice({ kind: 'ok', text: t('requests.refused', { name: request.name }) }), onError: failed });
  };
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <p className="font-semibold text-stone-900">{t('requests.asks', { name: request.name, group })}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-stone-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('requests.business')}</dt>
        <dd>{request.businessName}</dd>
        <dt className="font-medium">{t('requests.gstin')}</dt>
        <dd>{request.gstin ?? t('requests.noGstin')}</dd>
        <dt className="font-medium">{t('requests.contact')}</dt>
        <dd className="[overflow-wrap:anywhere]">{[request.email, request.mobile].filter(Boolean).join(', ')}</dd>
        <dt className="font-medium">{t('requests.sent')}</dt>
        <dd><time dateTime={request.requestedAt}>{date(request.requestedAt)}</time></dd>
      </dl>
      {refusing ? (
        <div className="mt-3 space-y-2">
          <label htmlFor={`${id}-reason`} className={labelStyles}>{t('requests.reason')}</label>
          <input
            id={`${id}-reason`}
            className={inputStyles}
            maxLength={500}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            onChange={(e) => { setReason(e.target.value); setReasonError(null); }}
          />
          {reasonError && <p id={`${id}-reason-error`} className="text-sm text-red-800">{reasonError}</p>}
          <div className="flex flex-wrap gap-2">
            <button type="button" className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-stone-400" disabled={decide.isPending} onClick={refuse}>{t('requests.confirmRefuse')}</button>
            <button type="button" className={buttonStyles.ghost} onClick={() => setRefusing(false)}>{t('requests.cancel')}</button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.primary} disabled={decide.isPending} aria-label={t('requests.approveOf', { name: request.name })} onClick={approve}>{t('requests.approve')}</button>
          <button type="button" className={buttonStyles.secondary} disabled={decide.isPending} aria-label={t('requests.refuseOf', { name: request.name })} onClick={() => setRefusing(true)}>{t('requests.refuse')}</button>
        </div>
      )}
    </li>
  );
}

/**
 * The requests for business prices waiting above Manage Users' list (docs/product-rules.md 46): a
 * dealer, an FPO or an institution buys at retail until the owner approves it here.
 */
export function GroupRequests({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { t } = useTranslation('admin-users');
  const requests = useGroupRequests();
  // Held here, not by the card: a decided request's card goes when the list is read again, and
  // the decision's notice must still be told (a mutation's callbacks end with its component).
  const decide = useDecideGroupRequest();
  const items = requests.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="group-requests-title" className="mb-6 rounded-2xl bg-amber-50 p-4">
      <h2 id="group-requests-title" className="mb-3 text-lg font-semibold text-amber-950">{t('requests.title', { count: items.length })}</h2>
      <ul className="grid gap-3 lg:grid-cols-2">
        {items.map((request) => <RequestCard key={request.userId} request={request} decide={decide} onNotice={onNotice} />)}
      </ul>
    </section>
  );
}
