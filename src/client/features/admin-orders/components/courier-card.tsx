import { useState, type FormEvent } from 'react';
import type { AdminOrder } from '#shared/schemas/admin-orders';
import type { AdminBookShipment, AdminShipment, NdrAction } from '#shared/schemas/shipments';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { NoticeBanner } from '#client/components/ui/notice-banner.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useMay } from '#client/lib/staff-access.ts';
import { useAnswerFailedAttempt, useBookShipment, useOrderShipment } from '#client/features/admin-orders/api/shipment.ts';

const FIELDS = ['weightGrams', 'lengthCm', 'breadthCm', 'heightCm'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A failed delivery attempt not answered yet (docs/product-rules.md 58): a note for the courier
 * and the two answers, sent to the courier at once; its refusal or absence is said here.
 */
function FailedAttempt({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin-orders');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const answer = useAnswerFailedAttempt(orderId);
  const [comments, setComments] = useState('');
  const [failure, setFailure] = useState<{ text: string; field?: boolean } | null>(null);
  const send = async (action: NdrAction) => {
    setFailure(null);
    try {
      await answer.mutateAsync({ action, ...(comments.trim() ? { comments: comments.trim() } : {}) });
    } catch (err) {
      if (err instanceof ApiError && err.fields.comments) return setFailure({ text: err.fields.comments, field: true });
      setFailure({ text: errorMessage(err) });
    }
  };
  return (
    <div className="space-y-3 pt-2" data-testid="failed-attempt">
      <TextField label={t('courier.ndrNote')} hint={t('courier.ndrNoteHint')} maxLength={200} value={comments} error={failure?.field ? fieldError(failure.text) : undefined} onChange={(e) => setComments(e.target.value)} />
      <NoticeBanner notice={failure && !failure.field ? { kind: 'error', text: failure.text } : null} />
      <div className="grid gap-2">
        <button type="button" className={buttonStyles.primary} disabled={answer.isPending} onClick={() => void send('re_attempt')}>
          {answer.isPending ? t('courier.answering') : t('courier.reattempt')}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={answer.isPending} onClick={() => void send('return')}>
          {t('courier.returnToUs')}
        </button>
      </div>
    </div>
  );
}

/** The booked shipment: its AWB, courier, label and latest tracking status (a failed attempt stands out, with its answers). */
function Booked({ shipment, orderId }: { shipment: AdminShipment; orderId: string }) {
  const { t } = useTranslation('admin-orders');
  const { dateTime } = useDateFormat();
  const mayShip = useMay()('orders.status');
  return (
    // The figures are a list of terms; the notices and the label follow it (a <dl> holds only its pairs).
    <div className="space-y-1.5 text-sm" data-testid="courier-shipment">
      <dl className="space-y-1.5">
      <div className="flex justify-between gap-4"><dt className="text-stone-700">{t('courier.awb')}</dt><dd className="break-all font-mono font-medium">{shipment.awb}</dd></div>
      <div className="flex justify-between gap-4"><dt className="text-stone-700">{t('courier.courierName')}</dt><dd className="text-right font-medium">{shipment.courierName}</dd></div>
      <div className="flex justify-between gap-4">
        <dt className="text-stone-700">{t('courier.tracking')}</dt>
        <dd className="text-right font-medium">
          {shipment.status ? t(`courier.status.${shipment.status}`) : t('courier.awaitingPickup')}
          {shipment.lastEventAt && <span className="block text-xs font-normal text-stone-700">{dateTime(shipment.lastEventAt)}</span>}
        </dd>
      </div>
      </dl>
      {shipment.status === 'undelivered' && !shipment.ndrAction && (
        <div className="rounded-lg bg-amber-50 p-2 text-amber-900">
          <p role="status">{t('courier.ndr', { text: shipment.statusText ?? '' })}</p>
          {mayShip && <FailedAttempt orderId={orderId} />}
        </div>
      )}
      {shipment.ndrAction && shipment.status === 'undelivered' && (
        <p className="rounded-lg bg-stone-100 p-2 text-stone-800" data-testid="ndr-taken">{t(`courier.ndrTaken.${shipment.ndrAction.action}`, { at: dateTime(shipment.ndrAction.at) })}</p>
      )}
      {shipment.status === 'rto_delivered' && <p className="rounded-lg bg-stone-100 p-2 text-stone-800">{t('courier.rtoBack')}</p>}
      {shipment.labelUrl && (
        <p className="pt-2">
          <a href={shipment.labelUrl} target="_blank" rel="noopener noreferrer" className={buttonStyles.secondary}>{t('courier.label')}</a>
        </p>
      )}
    </div>
  );
}

/** The parcel's weight and box, and "Book with Shiprocket". */
function BookForm({ orderId, partial }: { orderId: string; partial: boolean }) {
  const { t } = useTranslation('admin-orders');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const book = useBookShipment(orderId);
  const [values, setValues] = useState<Record<Field, string>>({ weightGrams: '', lengthCm: '', breadthCm: '', heightCm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    const input = Object.fromEntries(FIELDS.map((f) => [f, values[f].trim() === '' ? Number.NaN : Number(values[f])])) as AdminBookShipment;
    try {
      await book.mutateAsync(input);
    } catch (err) {
      if (err instanceof ApiError && FIELDS.some((f) => err.fields[f])) return setErrors(err.fields);
      setFailure(errorMessage(err));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
      <p className="text-sm text-stone-700">{partial ? t('courier.partial') : t('courier.hint')}</p>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`courier.${field}`)}
          type="number"
          inputMode="numeric"
          min={1}
          required
          value={values[field]}
          error={fieldError(errors[field])}
          onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
        />
      ))}
      <NoticeBanner notice={failure ? { kind: 'error', text: failure } : null} />
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={book.isPending}>
        {book.isPending ? t('courier.booking') : t('courier.book')}
      </button>
    </form>
  );
}

/**
 * The order's courier (docs/product-rules.md 58): once booked, its AWB, courier, label and
 * tracking; before, for a pending or processing order and a role that ships, the parcel's weight
 * and box to book it with Shiprocket, which ships the order. Nothing when no courier is set up
 * and nothing is booked. Loaded on its own: the order page's first load stays within its budget.
 */
export function CourierCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const mayShip = useMay()('orders.status');
  const answer = useOrderShipment(order.id);
  const shipment = answer.data?.shipment ?? null;
  const bookable = answer.data?.configured === true && mayShip && (order.status === 'pending' || order.status === 'processing') && !shipment?.bookedAt;
  if (!shipment?.bookedAt && !bookable) return null;
  return (
    <section className={cardStyles} aria-labelledby="order-courier" data-testid="courier-card">
      <h2 id="order-courier" className="mb-3 text-lg font-semibold text-stone-900">{t('courier.title')}</h2>
      {shipment?.bookedAt ? <Booked shipment={shipment} orderId={order.id} /> : <BookForm orderId={order.id} partial={shipment !== null} />}
    </section>
  );
}

export default CourierCard;
