import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatRupees } from '#shared/money';
import { allowsPaymentEvent } from '#shared/order-states';
import { AdminRecordPayment, type AdminOrder } from '#shared/schemas/admin-orders';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError, hasErrorCode } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useMay } from '#client/lib/staff-access.ts';
import { useRecordPayment } from '#client/features/admin-orders/api/record-payment.ts';
import { AdminPaymentStatusBadge } from './admin-payment-status.tsx';
import { canMarkCashCollected, canMarkTransferReceived } from './payment-rules.ts';

const rupees = (paise: number) => formatRupees(paise, { maxDecimals: 2 });

/** The UTR box, checked with the API's own rule (6-30 letters and digits, spaces dropped). */
const TransferReceived = z
  .object({ utr: z.string() })
  .transform(({ utr }) => ({ action: 'bank_received' as const, utr }))
  .pipe(AdminRecordPayment.options[1]);
type TransferReceivedInput = z.output<typeof TransferReceived>;

/** A label and its value on one line; `wide` puts a long value (an order id) on a line of its own. */
function Row({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-1.5">
      <dt className="text-stone-700">{label}</dt>
      <dd className={`min-w-0 font-medium text-stone-900 ${wide ? 'w-full' : 'text-right'}`}>{children}</dd>
    </div>
  );
}

/** How an online order was paid: "UPI", "Card ending in 1111". */
function PaidWith({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  if (order.paidWith === 'card' && order.cardLast4) return <>{t('paidWith.cardEnding', { last4: order.cardLast4 })}</>;
  if (order.paidWith) return <>{t(`paidWith.${order.paidWith}`)}</>;
  return null;
}

/** The account a bank-transfer order was told to pay to, as it was when the order was placed. */
function BankDetails({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const bank = order.bankTransfer;
  if (!bank) return null;
  return (
    <div className="mt-4 border-t border-stone-200 pt-4" data-testid="order-bank-details">
      <h3 className="font-semibold text-stone-900">{t('paymentCard.bankTitle')}</h3>
      <p className="mb-2 text-sm text-stone-700">{t('paymentCard.bankIntro')}</p>
      <dl className="text-sm">
        <Row label={t('paymentCard.bankName')}>{bank.bankName}</Row>
        <Row label={t('paymentCard.accountHolderName')}>{bank.accountHolderName}</Row>
        <Row label={t('paymentCard.accountNumber')}><span className="font-mono">{bank.accountNumber}</span></Row>
        <Row label={t('paymentCard.ifscCode')}><span className="font-mono">{bank.ifscCode}</span></Row>
        <Row label={t('paymentCard.reference')} wide><span className="break-all font-mono">{order.number}</span></Row>
      </dl>
    </div>
  );
}

/** "Mark cash collected": a cash-on-delivery order's cash came in; asks first, as it cannot be undone. */
function MarkCashCollected({ order, onDone }: { order: AdminOrder; onDone: (notice: Notice) => void }) {
  const { t } = useTranslation('admin-orders');
  const errorMessage = useErrorMessage();
  const record = useRecordPayment(order.id);
  const mark = async () => {
    if (!window.confirm(t('paymentCard.confirmCash', { amount: rupees(order.totalPaise), name: order.customer.name }))) return;
    try {
      await record.mutateAsync({ action: 'cod_collected' });
      onDone({ kind: 'ok', text: t('paymentCard.cashRecorded', { amount: rupees(order.totalPaise) }) });
    } catch (err) {
      onDone({ kind: 'error', text: hasErrorCode(err, 'payment_not_due') ? t('paymentCard.notDue') : errorMessage(err) });
    }
  };
  return (
    <div className="mt-4 border-t border-stone-200 pt-4">
      <p className="mb-3 text-sm text-stone-700">{t('paymentCard.cashHint', { amount: rupees(order.totalPaise) })}</p>
      <button type="button" className={`${buttonStyles.primary} w-full`} disabled={record.isPending} onClick={() => void mark()}>
        {record.isPending ? t('paymentCard.saving') : t('paymentCard.markCash')}
      </button>
    </div>
  );
}

/** "Mark transfer received" with the bank's reference (UTR); asks first, as it cannot be undone. */
function MarkTransferReceived({ order, onDone }: { order: AdminOrder; onDone: (notice: Notice) => void }) {
  const { t } = useTranslation('admin-orders');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const record = useRecordPayment(order.id);
  const form = useForm<z.input<typeof TransferReceived>, unknown, TransferReceivedInput>({ resolver: zodResolver(TransferReceived), defaultValues: { utr: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    const { utr } = input;
    if (!window.confirm(t('paymentCard.confirmTransfer', { amount: rupees(order.totalPaise), utr }))) return;
    try {
      await record.mutateAsync(input);
      onDone({ kind: 'ok', text: t('paymentCard.transferRecorded', { utr }) });
    } catch (err) {
      if (err instanceof ApiError && err.fields.utr) return form.setError('utr', { message: err.fields.utr }, { shouldFocus: true });
      onDone({ kind: 'error', text: hasErrorCode(err, 'payment_not_due') ? t('paymentCard.notDue') : errorMessage(err) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3 border-t border-stone-200 pt-4">
      <p className="text-sm text-stone-700">{t('paymentCard.transferHint', { amount: rupees(order.totalPaise) })}</p>
      <TextField
        label={t('paymentCard.utr')}
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        className="[&_input]:font-mono [&_input]:uppercase"
        hint={t('paymentCard.utrHint')}
        error={fieldError(errors.utr?.message)}
        {...form.register('utr')}
      />
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
        {isSubmitting ? t('paymentCard.saving') : t('paymentCard.markTransfer')}
      </button>
    </form>
  );
}

/**
 * The order's payment: method, where its money stands, how and when it was paid, the account a
 * bank transfer goes to, and the admin's "Mark cash collected" / "Mark transfer received".
 */
export function OrderPayment({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const { dateTime } = useDateFormat();
  const mayRecord = useMay()('payments.record');
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // The button pressed is gone once the payment is recorded: the message takes the focus instead.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  // An online payment still to come: not once the order is cancelled.
  const waiting = allowsPaymentEvent(order.paymentMethod, order.paymentStatus, 'paid_online', order.status);
  const settledLabel = order.paymentMethod === 'cod' ? t('paymentCard.collectedOn') : t('paymentCard.receivedOn');

  return (
    <section className={cardStyles} aria-labelledby="order-payment" data-testid="order-payment">
      <h2 id="order-payment" className="mb-3 text-lg font-semibold text-stone-900">{t('detail.payment')}</h2>
      <dl className="divide-y divide-stone-100 text-sm">
        <Row label={t('paymentCard.method')}>{t(`payment.${order.paymentMethod}`)}</Row>
        <Row label={t('paymentCard.status')}><AdminPaymentStatusBadge status={order.paymentStatus} orderStatus={order.status} /></Row>
        {order.paidWith && <Row label={t('paymentCard.paidWith')}><PaidWith order={order} /></Row>}
        {!order.paidWith && order.cardLast4 && <Row label={t('paymentCard.paidWith')}>{t('paidWith.cardEnding', { last4: order.cardLast4 })}</Row>}
        {waiting && order.paymentDueAt && <Row label={t('paymentCard.dueBy')}>{dateTime(order.paymentDueAt)}</Row>}
        {order.paymentSettledAt && <Row label={settledLabel}>{dateTime(order.paymentSettledAt)}</Row>}
        {order.bankUtr && <Row label={t('paymentCard.utrShort')}><span className="break-all font-mono">{order.bankUtr}</span></Row>}
      </dl>
      {waiting && <p className="mt-2 text-sm text-stone-700">{t('paymentCard.onlineWaiting')}</p>}
      <div ref={noticeRef} tabIndex={-1} className="mt-3 outline-none">
        <NoticeBanner notice={notice} />
      </div>
      {/* Recording a payment is payments.record's (docs/product-rules.md 49). */}
      {mayRecord && canMarkCashCollected(order) && <MarkCashCollected order={order} onDone={setNotice} />}
      {mayRecord && canMarkTransferReceived(order) && <MarkTransferReceived order={order} onDone={setNotice} />}
      <BankDetails order={order} />
    </section>
  );
}
