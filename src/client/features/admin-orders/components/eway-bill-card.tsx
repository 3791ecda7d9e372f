import { useState, type FormEvent } from 'react';
import { formatRupees } from '#shared/money';
import { ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { eWayBillJsonUrl, useEnterEWayBill, useGenerateEWayBill, useOrderEWayBill } from '#client/features/admin-orders/api/eway-bill.ts';

const rupees = (paise: number) => formatRupees(paise, { maxDecimals: 2 });
/** A datetime-local value, read as India's time (the portal's), as an instant with its offset. */
const indiaInstant = (local: string) => (local ? `${local.length === 16 ? `${local}:00` : local}+05:30` : '');
const FIELDS = ['distanceKm', 'vehicleNo', 'transporterId', 'number', 'generatedAt'] as const;
type Field = (typeof FIELDS)[number];

/**
 * An order's e-way bill (docs/product-rules.md 57), for the dispatcher: whether its consignment
 * needs one, the portal's bulk-upload file for it, and the number the portal gave, entered with
 * its date-time, distance and vehicle; with a GSP set up on the server, the bill generated from
 * here (docs/decisions/0073, "Through a GSP"). Once kept, its number and the end of its validity.
 */
export function EWayBillCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin-eway-bills');
  const { dateTime } = useDateFormat();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const status = useOrderEWayBill(orderId);
  const enter = useEnterEWayBill(orderId);
  const generate = useGenerateEWayBill(orderId);
  const [values, setValues] = useState<Record<Field, string>>({ distanceKm: '', vehicleNo: '', transporterId: '', number: '', generatedAt: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<{ text: string; from: 'saved' | 'generated' } | null>(null);
  const [saved, setSaved] = useState<'saved' | 'generated' | null>(null);

  if (status.isPending) return <section className={cardStyles}><LoadingState /></section>;
  if (status.isError) return <section className={cardStyles}><ErrorState error={status.error} onRetry={() => void status.refetch()} /></section>;
  const s = status.data;
  if (!s.needed && !s.bill) return null;

  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const partB = { distanceKm: values.distanceKm || '0', mode: 'road', vehicleNo: values.vehicleNo, ...(values.transporterId ? { transporterId: values.transporterId } : {}) };
  const transport = { distanceKm: Number(values.distanceKm || 'NaN'), mode: 'road' as const, vehicleNo: values.vehicleNo, ...(values.transporterId ? { transporterId: values.transporterId } : {}) };
  const run = async (action: () => Promise<unknown>, done: 'saved' | 'generated') => {
    setErrors({});
    setError(null);
    setSaved(null);
    try {
      await action();
      setSaved(done);
    } catch (err) {
      const fields = err instanceof ApiError ? Object.entries(err.fields).filter(([f]) => (FIELDS as readonly string[]).includes(f)) : [];
      if (fields.length) setErrors(Object.fromEntries(fields));
      else setError({ text: errorMessage(err), from: done });
    }
  };
  const alert = (from: 'saved' | 'generated') => error?.from === from && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{error.text}</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return run(() => enter.mutateAsync({ ...transport, number: values.number, generatedAt: indiaInstant(values.generatedAt) }), 'saved');
  };
  const busy = enter.isPending || generate.isPending;

  return (
    <section className={cardStyles} data-testid="eway-bill-card">
      <h2 className="mb-3 text-lg font-semibold text-stone-900">{t('title')}</h2>
      <p className="mb-3 text-sm text-stone-700">
        {s.needed ? t(s.interState ? 'neededInter' : 'neededIntra', { value: rupees(s.valuePaise), limit: rupees(s.thresholdPaise) }) : t('notNeeded')}
      </p>
      {s.bill && (
        <div className={`mb-3 rounded-lg p-3 text-sm ${s.valid ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`} data-testid="eway-bill-current">
          <p className="font-medium">{t('number', { number: s.bill.number })}</p>
          <p>{t(s.valid ? 'validUntil' : 'expired', { until: dateTime(s.bill.validUntil) })}</p>
          {s.bill.vehicleNo && <p>{t('vehicle', { vehicle: s.bill.vehicleNo })}</p>}
        </div>
      )}
      {saved && <p role="status" className="mb-3 rounded-lg bg-green-50 p-3 text-sm text-green-900">{t(saved)}</p>}
      {s.needed && (
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
          <TextField label={t('distance')} hint={t('distanceHint')} inputMode="numeric" value={values.distanceKm} onChange={set('distanceKm')} error={fieldError(errors.distanceKm)} />
          <TextField label={t('vehicleNo')} autoComplete="off" spellCheck={false} value={values.vehicleNo} onChange={set('vehicleNo')} error={fieldError(errors.vehicleNo)} />
          <TextField label={t('transporterId')} hint={t('transporterIdHint')} autoComplete="off" spellCheck={false} value={values.transporterId} onChange={set('transporterId')} error={fieldError(errors.transporterId)} />
          {s.gsp && !s.bill && (
            <>
              <button type="button" className={`${buttonStyles.primary} w-full`} disabled={busy} onClick={() => void run(() => generate.mutateAsync(transport), 'generated')}>
                {generate.isPending ? t('generating') : t('generate')}
              </button>
              {alert('generated')}
              <p className="text-sm text-stone-700">{t('orByHand')}</p>
            </>
          )}
          <a className={`${buttonStyles.secondary} w-full`} href={eWayBillJsonUrl(orderId, partB)} download>
            {t('download')}
          </a>
          <p className="text-sm text-stone-700">{t('portalHint')}</p>
          <TextField label={t('ewayNumber')} inputMode="numeric" autoComplete="off" value={values.number} onChange={set('number')} error={fieldError(errors.number)} />
          <TextField label={t('generatedAt')} type="datetime-local" value={values.generatedAt} onChange={set('generatedAt')} error={fieldError(errors.generatedAt)} />
          {alert('saved')}
          <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={busy}>
            {enter.isPending ? t('saving') : t('save')}
          </button>
        </form>
      )}
    </section>
  );
}

export default EWayBillCard;
