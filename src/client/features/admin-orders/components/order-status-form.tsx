import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AdminUpdateOrderStatus, isFinalOrderStatus, type AdminOrder } from '#shared/schemas/admin-orders';
import { ORDER_STATUSES } from '#shared/schemas/orders';
import { formatRupees } from '#shared/money';
import { allowsPaymentEvent } from '#shared/order-states';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useUpdateOrderStatus } from '#client/features/admin-orders/api/update-order-status.ts';
import { leftToRefundPaise, needsRefundByHandWhenCancelled, refundsOnlineWhenCancelled } from './payment-rules.ts';
import { ShipmentFields, ShipmentSummary } from './shipment-fields.tsx';
import { useReveal } from '#client/lib/use-reveal.ts';

/** What cancelling does to the order's money, when it does something: refunds it online, or leaves it to be given back by hand. */
function useCancelNote(order: AdminOrder): string | null {
  const { t } = useTranslation('admin-orders');
  if (refundsOnlineWhenCancelled(order)) return t('statusForm.cancelRefundsOnline', { amount: formatRupees(leftToRefundPaise(order), { maxDecimals: 2 }) });
  if (allowsPaymentEvent(order.paymentMethod, order.paymentStatus, 'closed_unpaid')) return t('statusForm.cancelClosesPayment');
  if (needsRefundByHandWhenCancelled(order)) return t(order.paymentMethod === 'cod' ? 'statusForm.cancelCashCollected' : 'statusForm.cancelTransferReceived');
  return null;
}

/**
 * The status selector: any of the five, until the order is Delivered or Cancelled (then it is
 * disabled; the server refuses such changes too). Cancelling returns the stock, and refunds a paid
 * online order through the gateway, so it says so and asks first.
 */
export function OrderStatusForm({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const update = useUpdateOrderStatus(order.id);
  const selectId = useId();
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const okRef = useReveal<HTMLParagraphElement>(ok);
  const errorRef = useReveal<HTMLParagraphElement>(error);
  // Shipping asks how the order goes (docs/product-rules.md 29): a carrier and tracking number, or own delivery.
  const blank = { ownDelivery: false, carrier: '', trackingNumber: '' };
  const form = useForm<AdminUpdateOrderStatus>({ resolver: zodResolver(AdminUpdateOrderStatus), defaultValues: { status: order.status, ...blank } });
  const { errors, isSubmitting } = form.formState;
  const final = isFinalOrderStatus(order.status);
  const chosen = form.watch('status');
  const cancelNote = useCancelNote(order);
  const noteId = `${selectId}-note`;

  // The order changed (saved here, or reloaded after another admin's change): start from its status.
  useEffect(() => form.reset({ status: order.status, ownDelivery: false, carrier: '', trackingNumber: '' }), [form, order.status]);

  const onSubmit = form.handleSubmit(async (values) => {
    const { status } = values;
    setOk(null);
    setError(null);
    if (status === 'cancelled' && !window.confirm([t('statusForm.confirmCancel'), cancelNote].filter(Boolean).join('\n\n'))) return;
    try {
      const saved = await update.mutateAsync(status === 'shipped' ? values : { status });
      setOk(t('statusForm.saved', { status: t(`status.${saved.status}`) }));
    } catch (err) {
      if (!applyServerFieldErrors(form, err, ['status', 'carrier', 'trackingNumber'])) setError(errorMessage(err));
    }
  });

  const errorId = errors.status ? `${selectId}-error` : undefined;
  const showNote = !final && chosen === 'cancelled' && cancelNote;
  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setOk(null)} className="space-y-4">
      <div>
        <label htmlFor={selectId} className={labelStyles}>{t('statusForm.label')}</label>
        <select
          id={selectId}
          className={inputStyles}
          disabled={final || isSubmitting}
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={[errorId, showNote ? noteId : undefined].filter(Boolean).join(' ') || undefined}
          {...form.register('status')}
        >
          {ORDER_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
        </select>
        {errors.status && <p id={errorId} className="mt-1 text-sm text-red-700">{fieldError(errors.status.message)}</p>}
      </div>
      {!final && chosen === 'shipped' && order.status !== 'shipped' && <ShipmentFields form={form} disabled={isSubmitting} />}
      {order.shipment && <ShipmentSummary order={order} />}
      {showNote && <p id={noteId} className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="cancel-note">{cancelNote}</p>}
      {final && <p className="text-sm text-stone-700">{t('statusForm.final', { status: t(`status.${order.status}`) })}</p>}
      {error && <p ref={errorRef} tabIndex={-1} role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{error}</p>}
      {ok && <p ref={okRef} tabIndex={-1} role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">{ok}</p>}
      {!final && (
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting || chosen === order.status}>
          {isSubmitting ? t('statusForm.saving') : t('statusForm.save')}
        </button>
      )}
    </form>
  );
}
