import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { formatRupees } from '#shared/money';
import { parseIndianPhone } from '#shared/phone';
import { AdminConfirmAssistedOrder, type AdminAssistedOrder } from '#shared/schemas/assisted-orders';
import { ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { Link } from '#client/lib/router.tsx';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { usePhoneOrder, usePhoneOrderAction } from '#client/features/admin-phone-orders/api/phone-orders.ts';

/**
 * An order asked for a farmer, waiting for his yes (docs/product-rules.md 53): what it comes to,
 * until when his units are held, the code he reads out (or his own link), a new code, giving it
 * up; then the order it became, or why it ended.
 */
export function ConsentCard({ id, onNew }: { id: string; onNew: () => void }) {
  const { t } = useTranslation('admin-phone-orders');
  const format = useDateFormat();
  const errorMessage = useErrorMessage();
  const order = usePhoneOrder(id);
  const act = usePhoneOrderAction(id);
  if (order.isPending) return <LoadingState />;
  if (order.isError) return <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  const o: AdminAssistedOrder = order.data;
  const waiting = o.status === 'waiting';
  return (
    <section className={`${cardStyles} space-y-4`} aria-labelledby="consent-title">
      <h2 id="consent-title" className="text-xl font-bold">{t(`status.${o.status}`)}</h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-stone-600">{t('card.farmer')}</dt>
        <dd>{o.farmer.name} · {parseIndianPhone(o.farmer.mobile)?.display ?? o.farmer.mobile}{o.farmer.isNew ? ` · ${t('card.newAccount')}` : ''}</dd>
        <dt className="font-medium text-stone-600">{t('card.total')}</dt>
        <dd className="font-semibold">{formatRupees(o.totalPaise)}</dd>
        {o.quote && o.quote.discountPaise > 0 && (
          <>
            <dt className="font-medium text-stone-600">{t('card.discount')}</dt>
            <dd>{formatRupees(o.quote.discountPaise)}</dd>
          </>
        )}
        {waiting && (
          <>
            <dt className="font-medium text-stone-600">{t('card.heldUntil')}</dt>
            <dd><time dateTime={o.expiresAt}>{format.dateTime(o.expiresAt)}</time></dd>
          </>
        )}
      </dl>
      {waiting && <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{t('card.ask')}</p>}
      {waiting && <CodeForm id={id} />}
      {o.order && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
          {t('card.placed', { number: o.order.number })}{' '}
          <Link to={`/admin/orders/${encodeURIComponent(o.order.id)}`} className="font-semibold underline">{t('card.openOrder')}</Link>
        </p>
      )}
      {act.isError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(act.error)}</p>}
      <div className="flex flex-wrap gap-3">
        {waiting && (
          <>
            <button type="button" className={buttonStyles.secondary} disabled={act.isPending} onClick={() => act.mutate({ action: 'resend' })}>{t('card.resend')}</button>
            <button
              type="button"
              className={buttonStyles.ghost}
              disabled={act.isPending}
              onClick={() => {
                if (window.confirm(t('card.cancelConfirm'))) act.mutate({ action: 'cancel' });
              }}
            >
              {t('card.cancel')}
            </button>
          </>
        )}
        {!waiting && <button type="button" className={buttonStyles.secondary} onClick={onNew}>{t('card.another')}</button>}
      </div>
    </section>
  );
}

/** The six digits the farmer reads out: right, the order is placed; wrong, the tries left. */
function CodeForm({ id }: { id: string }) {
  const { t } = useTranslation('admin-phone-orders');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const act = usePhoneOrderAction(id);
  const form = useForm<{ code: string }>({ resolver: zodResolver(AdminConfirmAssistedOrder), defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await act.mutateAsync({ action: 'confirm', code });
    } catch (err) {
      applyServerFieldErrors(form, err, ['code']);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-label={t('card.codeTitle')}>
      <TextField label={t('card.code')} className="w-48" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required error={fieldError(form.formState.errors.code?.message)} {...form.register('code')} />
      <button type="submit" className={buttonStyles.primary} disabled={act.isPending}>{act.isPending ? t('card.placing') : t('card.confirm')}</button>
      {act.isError && !form.formState.errors.code && <p role="alert" className="w-full rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(act.error)}</p>}
    </form>
  );
}
