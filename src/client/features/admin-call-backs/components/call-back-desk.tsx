import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AdminCloseCallBack, AdminCreateCallBack, CALL_BACK_OUTCOMES, type AdminCallBack, type AdminCallBackDesk, type AdminCloseCallBackInput, type AdminCreateCallBackInput, type CallBackCaller } from '#shared/schemas/call-backs';
import { isLanguage } from '#shared/languages';
import { formatRupees } from '#shared/money';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { Link } from '#client/lib/router.tsx';
import { useMay } from '#client/lib/staff-access.ts';
import { spacedMobile as spaced } from '#client/lib/spaced-mobile.ts';
import { useAddCallBack } from '#client/features/admin-call-backs/api/add-call-back.ts';
import { useCloseCallBack } from '#client/features/admin-call-backs/api/close-call-back.ts';
import { useCurrentCallBack } from '#client/features/admin-call-backs/api/current-call-back.ts';
import { useCallBacks } from '#client/features/admin-call-backs/api/list-call-backs.ts';
import { useTakeNext } from '#client/features/admin-call-backs/api/take-next.ts';


/**
 * Admin -> Call-backs (docs/product-rules.md 51): the request the agent holds with the farmer
 * behind its number and the form that closes it, else Take next; the open requests, oldest first;
 * and the agent's own entry.
 */
export function CallBackDesk() {
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <CurrentCall />
      <div className="space-y-6">
        <Queue />
        <AddCallBack />
      </div>
    </div>
  );
}

function CurrentCall() {
  const { t } = useTranslation('admin-call-backs');
  const errorMessage = useErrorMessage();
  const current = useCurrentCallBack();
  const takeNext = useTakeNext();
  const [none, setNone] = useState(false);
  const desk = current.data;
  return (
    <section className={cardStyles} aria-labelledby="current-title">
      <h2 id="current-title" className="mb-3 text-xl font-bold">{t('current.title')}</h2>
      {current.isPending ? (
        <LoadingState />
      ) : current.isError ? (
        <ErrorState error={current.error} onRetry={() => void current.refetch()} />
      ) : desk?.request ? (
        <HeldCall desk={desk as AdminCallBackDesk & { request: AdminCallBack }} />
      ) : (
        <>
          <p className="text-stone-700">{t('current.none')}</p>
          {none && <p role="status" className="mt-3 rounded-lg bg-stone-100 p-3">{t('current.nobodyWaiting')}</p>}
          {takeNext.isError && <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(takeNext.error)}</p>}
          <button
            type="button"
            className={`${buttonStyles.primary} mt-4`}
            disabled={takeNext.isPending}
            onClick={() => takeNext.mutate(undefined, { onSuccess: (next) => setNone(!next.request) })}
          >
            {takeNext.isPending ? t('current.taking') : t('current.takeNext')}
          </button>
        </>
      )}
    </section>
  );
}

function HeldCall({ desk }: { desk: AdminCallBackDesk & { request: AdminCallBack } }) {
  const { t } = useTranslation('admin-call-backs');
  const may = useMay();
  const format = useDateFormat();
  const r = desk.request;
  return (
    <div className="space-y-4">
      <div>
        <a href={`tel:${r.mobile}`} className="text-2xl font-bold text-brand-800 hover:underline" data-testid="held-mobile">{spaced(r.mobile)}</a>
        <p className="text-sm text-stone-700">
          {r.sources.map((s) => t(`sources.${s}`)).join(', ')} · {t('calls', { count: r.calls })} · {t('since', { time: format.dateTime(r.firstCallAt) })}
        </p>
        {(r.interest || r.product) && <p className="mt-1">{t('about', { what: [r.product?.name, r.interest].filter(Boolean).join(' · ') })}</p>}
      </div>
      <Caller caller={desk.caller} />
      {/* He orders on this call: the order form, his number and name filled in (docs/product-rules.md 53). */}
      {may('orders.assist') && (
        <Link to={`/admin/phone-orders?${new URLSearchParams({ mobile: r.mobile, name: desk.caller?.name ?? '' })}`} className={buttonStyles.secondary}>
          {t('current.orderFor')}
        </Link>
      )}
      <CloseForm id={r.id} />
    </div>
  );
}

function Caller({ caller }: { caller: CallBackCaller | null }) {
  const { t } = useTranslation('admin-call-backs');
  const { t: orders } = useTranslation('orders');
  const format = useDateFormat();
  if (!caller) return <p className="rounded-lg bg-amber-50 p-3 font-medium">{t('caller.new')}</p>;
  const place = [caller.district, caller.state].filter(Boolean).join(', ');
  return (
    <div className="rounded-lg bg-brand-50 p-3" data-testid="caller">
      <p className="font-semibold">{caller.name}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-stone-700">{t('caller.language')}</dt>
        <dd>{caller.language ? (isLanguage(caller.language) ? t(`languages.${caller.language}`) : caller.language) : t('caller.unknown')}</dd>
        <dt className="text-stone-700">{t('caller.place')}</dt>
        <dd>{place || t('caller.unknown')}</dd>
        <dt className="text-stone-700">{t('caller.crops')}</dt>
        <dd>{caller.crops.length ? caller.crops.map((c) => t('caller.crop', { name: c.name, acres: c.acres })).join(', ') : t('caller.none')}</dd>
      </dl>
      <h3 className="mt-3 text-sm font-semibold">{t('caller.orders')}</h3>
      {caller.orders.length ? (
        <ul className="text-sm">
          {caller.orders.map((o) => (
            <li key={o.number}>{o.number} · {format.date(o.placedAt)} · {formatRupees(o.totalPaise)} · {orders(`status.${o.status}`)}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{t('caller.noOrders')}</p>
      )}
    </div>
  );
}

function CloseForm({ id }: { id: string }) {
  const { t } = useTranslation('admin-call-backs');
  const idBase = useId();
  const errorMessage = useErrorMessage();
  const translateError = useFieldError();
  const closing = useCloseCallBack();
  const form = useForm<AdminCloseCallBackInput, unknown, AdminCloseCallBack>({ resolver: zodResolver(AdminCloseCallBack), defaultValues: { note: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await closing.mutateAsync({ id, ...values });
    } catch (err) {
      applyServerFieldErrors(form, err, ['outcome', 'note']);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3 border-t border-stone-200 pt-4">
      <fieldset aria-describedby={errors.outcome ? `${idBase}-outcome-error` : undefined}>
        <legend className={labelStyles}>{t('close.outcome')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CALL_BACK_OUTCOMES.map((outcome) => (
            <label key={outcome} className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3">
              <input type="radio" value={outcome} {...form.register('outcome')} />
              {t(`outcomes.${outcome}`)}
            </label>
          ))}
        </div>
        {errors.outcome && <p id={`${idBase}-outcome-error`} className="mt-1 text-sm text-red-700">{translateError(errors.outcome.message)}</p>}
      </fieldset>
      <div>
        <label htmlFor={`${idBase}-note`} className={labelStyles}>{t('close.note')}</label>
        <textarea id={`${idBase}-note`} rows={3} className={inputStyles} aria-invalid={errors.note ? true : undefined} {...form.register('note')} />
        {errors.note && <p className="mt-1 text-sm text-red-700">{translateError(errors.note.message)}</p>}
      </div>
      {closing.isError && !Object.keys(errors).length && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(closing.error)}</p>}
      <button type="submit" className={buttonStyles.primary} disabled={closing.isPending}>{closing.isPending ? t('close.closing') : t('close.submit')}</button>
    </form>
  );
}

function Queue() {
  const { t } = useTranslation('admin-call-backs');
  const format = useDateFormat();
  const queue = useCallBacks();
  const data = queue.data;
  return (
    <section className={cardStyles} aria-labelledby="queue-title">
      <h2 id="queue-title" className="text-xl font-bold">{t('queue.title')}</h2>
      {queue.isPending ? (
        <LoadingState />
      ) : queue.isError ? (
        <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
      ) : data!.items.length === 0 ? (
        <EmptyState message={t('queue.empty')} />
      ) : (
        <>
          <p className="mb-2 text-sm text-stone-700" aria-live="polite">{t('queue.count', { total: data!.total, waiting: data!.waiting })}</p>
          <ol className="divide-y divide-stone-200" data-testid="queue">
            {data!.items.map((r) => (
              <li key={r.id} className="py-2">
                <p className="font-medium">{spaced(r.mobile)} <span className="text-sm font-normal text-stone-700">· {t('calls', { count: r.calls })}</span></p>
                <p className="text-sm text-stone-700">{r.sources.map((s) => t(`sources.${s}`)).join(', ')} · {format.dateTime(r.firstCallAt)}</p>
                {(r.interest || r.product) && <p className="text-sm">{[r.product?.name, r.interest].filter(Boolean).join(' · ')}</p>}
                {r.assignedTo && <p className="text-sm text-brand-800">{t('queue.takenBy', { name: r.assignedTo.name ?? '?' })}</p>}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function AddCallBack() {
  const { t } = useTranslation('admin-call-backs');
  const errorMessage = useErrorMessage();
  const translateError = useFieldError();
  const adding = useAddCallBack();
  const form = useForm<AdminCreateCallBackInput, unknown, AdminCreateCallBack>({ resolver: zodResolver(AdminCreateCallBack), defaultValues: { mobile: '', interest: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await adding.mutateAsync(values);
      form.reset({ mobile: '', interest: '' });
    } catch (err) {
      applyServerFieldErrors(form, err, ['mobile', 'interest']);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className={`${cardStyles} space-y-3`} aria-labelledby="add-title">
      <h2 id="add-title" className="text-xl font-bold">{t('add.title')}</h2>
      <TextField label={t('add.mobile')} type="tel" inputMode="tel" autoComplete="off" required error={translateError(errors.mobile?.message)} {...form.register('mobile')} />
      <TextField label={t('add.interest')} type="text" autoComplete="off" error={translateError(errors.interest?.message)} {...form.register('interest')} />
      {adding.isError && !Object.keys(errors).length && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(adding.error)}</p>}
      {adding.isSuccess && <p role="status" className="text-brand-800">{t('add.added')}</p>}
      <button type="submit" className={buttonStyles.secondary} disabled={adding.isPending}>{t('add.submit')}</button>
    </form>
  );
}
