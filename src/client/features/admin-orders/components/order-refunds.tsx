import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatRupees, rupeesToPaise } from '#shared/money';
import { AdminRecordRefund, type AdminOrder } from '#shared/schemas/admin-orders';
import type { RefundStatus } from '#shared/schemas/orders';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError, hasErrorCode } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useMay } from '#client/lib/staff-access.ts';
import { useRecordRefund } from '#client/features/admin-orders/api/record-refund.ts';
import { canRecordRefund, leftToRefundPaise } from './payment-rules.ts';

const rupees = (paise: number) => formatRupees(paise, { maxDecimals: 2 });

/** The form's own message for an amount that is not rupees within what is left (shown as refund.amountInvalid). */
const AMOUNT_INVALID = 'refundAmount';
const FIELDS = ['method', 'amountPaise', 'reference'] as const;

/**
 * The refund form: the amount typed in rupees ("2500", "49.50") to paise, at most what is left to
 * give back. The rupees box is named as the API's field, so a server message about it lands on it.
 */
function refundForm(leftPaise: number) {
  return z.object({
    method: AdminRecordRefund.shape.method,
    amountPaise: z
      .string()
      .trim()
      .refine((v) => /^(\d+(\.\d*)?|\.\d+)$/.test(v) && (v.split('.')[1] ?? '').replace(/0+$/, '').length <= 2, AMOUNT_INVALID)
      .transform((v) => rupeesToPaise(Number(v)))
      .pipe(z.number().min(1, AMOUNT_INVALID).max(leftPaise, AMOUNT_INVALID)),
    reference: AdminRecordRefund.shape.reference,
  });
}
type RefundFormValues = z.input<ReturnType<typeof refundForm>>;

const STATUS_COLOURS: Record<RefundStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  processed: 'bg-brand-100 text-brand-900',
  failed: 'bg-red-100 text-red-900',
};

/** Money given back, oldest first: how much, how (Razorpay, cash, bank transfer), where it stands, when. */
function RefundList({ refunds }: { refunds: AdminOrder['refunds'] }) {
  const { t } = useTranslation('admin-orders');
  const { dateTime } = useDateFormat();
  if (refunds.length === 0) return <p className="text-sm text-stone-700">{t('refunds.none')}</p>;
  return (
    <ul className="divide-y divide-stone-100" data-testid="order-refunds">
      {refunds.map((refund, i) => (
        <li key={`${refund.createdAt}-${i}`} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 first:pt-0">
          <span className="min-w-0">
            <span className="block font-semibold text-stone-900">{rupees(refund.amountPaise)}</span>
            <span className="block text-sm text-stone-700">{t(`refunds.method.${refund.method}`)}</span>
            {refund.reference && <span className="block break-words text-sm text-stone-700">{refund.reference}</span>}
            <time dateTime={refund.createdAt} className="block text-sm text-stone-600">{dateTime(refund.createdAt)}</time>
          </span>
          <span className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ${STATUS_COLOURS[refund.status]}`}>{t(`refunds.status.${refund.status}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** "Record refund": how the money of a cancelled cash or bank order went back (cash, or a bank transfer with its reference). */
function RecordRefundForm({ order, leftPaise, onDone }: { order: AdminOrder; leftPaise: number; onDone: (notice: Notice) => void }) {
  const { t } = useTranslation('admin-orders');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const record = useRecordRefund(order.id);
  const formId = useId();
  const schema = useMemo(() => refundForm(leftPaise), [leftPaise]);
  const form = useForm<RefundFormValues, unknown, AdminRecordRefund>({
    resolver: zodResolver(schema),
    // Money comes back the way it came in; the whole of what is left, unless the admin types less.
    defaultValues: { method: order.paymentMethod === 'bank_transfer' ? 'bank' : 'cash', amountPaise: String(leftPaise / 100), reference: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const method = form.watch('method');
  const amountError = errors.amountPaise?.message;

  const onSubmit = form.handleSubmit(async (input) => {
    const how = t(`refunds.method.${input.method}`);
    if (!window.confirm(t('refunds.confirm', { amount: rupees(input.amountPaise), method: how, name: order.customer.name }))) return;
    try {
      await record.mutateAsync(input);
      form.reset({ method: input.method, amountPaise: String(Math.max(0, leftPaise - input.amountPaise) / 100), reference: '' });
      onDone({ kind: 'ok', text: t('refunds.recorded', { amount: rupees(input.amountPaise) }) });
    } catch (err) {
      let placed = false;
      if (err instanceof ApiError) {
        for (const field of FIELDS) {
          const message = err.fields[field];
          if (!message) continue;
          // The amount's refusal ("at most ₹X is left", in English): the form words it in the page's language.
          form.setError(field, { message: field === 'amountPaise' ? AMOUNT_INVALID : message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) onDone({ kind: 'error', text: hasErrorCode(err, 'payment_not_due') ? t('refunds.notDue') : errorMessage(err) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4 border-t border-stone-200 pt-4" aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} className="font-semibold text-stone-900">{t('refunds.formTitle')}</h3>
      <p className="text-sm text-stone-700">{t('refunds.formIntro', { amount: rupees(leftPaise) })}</p>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('refunds.howLabel')}</legend>
        <div className="flex flex-wrap gap-x-6">
          {(['cash', 'bank'] as const).map((value) => (
            <label key={value} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-stone-900">
              <input type="radio" value={value} className="size-5 accent-brand-700" {...form.register('method')} />
              {t(`refunds.method.${value}`)}
            </label>
          ))}
        </div>
        {errors.method && <p className="mt-1 text-sm text-red-700">{fieldError(errors.method.message)}</p>}
      </fieldset>
      <TextField
        label={t('refunds.amount')}
        required
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        hint={t('refunds.amountHint', { amount: rupees(leftPaise) })}
        error={amountError === AMOUNT_INVALID ? t('refunds.amountInvalid', { amount: rupees(leftPaise) }) : fieldError(amountError)}
        {...form.register('amountPaise')}
      />
      <TextField
        label={t('refunds.reference')}
        required
        autoComplete="off"
        maxLength={200}
        hint={method === 'bank' ? t('refunds.referenceHintBank') : t('refunds.referenceHintCash')}
        error={fieldError(errors.reference?.message)}
        {...form.register('reference')}
      />
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
        {isSubmitting ? t('refunds.saving') : t('refunds.submit')}
      </button>
    </form>
  );
}

/**
 * The order's refunds and, for a cancelled cash or bank order whose money came in, the form that
 * records how it went back. Shown only when there is something to show or to do.
 */
export function OrderRefunds({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // The form is gone once everything is given back: the message takes the focus instead.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  // Recording one is orders.refund's; the refunds made are read by whoever reads the order (docs/product-rules.md 49).
  const open = useMay()('orders.refund') && canRecordRefund(order);
  if (order.refunds.length === 0 && !open && !notice) return null;
  return (
    <section className={cardStyles} aria-labelledby="order-refunds-title">
      <h2 id="order-refunds-title" className="mb-3 text-lg font-semibold text-stone-900">{t('refunds.title')}</h2>
      <RefundList refunds={order.refunds} />
      <div ref={noticeRef} tabIndex={-1} className="mt-3 outline-none">
        <NoticeBanner notice={notice} />
      </div>
      {open && <RecordRefundForm order={order} leftPaise={leftToRefundPaise(order)} onDone={setNotice} />}
    </section>
  );
}
