import { useId, useState } from 'react';
import type { StoreOrder } from '#shared/schemas/orders';
import { allowsPaymentEvent, canMoveOrder } from '#shared/order-states';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import '#client/i18n/on-demand/order-cancel.ts';

/** The confirming button: red, as it cannot be undone. */
const confirmStyle = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white transition hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/** Until an order ships, its buyer may cancel it (docs/product-rules.md 31; the order machine's move); the server decides. */
export const isCancellable = (order: StoreOrder) => canMoveOrder(order.status, 'cancelled', 'customer');

/**
 * "Cancel order" on the order page, asked once more before it is done (what happens to the stock
 * and the money is said in the question). The server checks again: an order shipped meanwhile is
 * refused with its message.
 */
export function CancelOrder({ order }: { order: StoreOrder }) {
  const { t } = useTranslation('order-cancel');
  const errorMessage = useErrorMessage();
  const cancel = useCancelOrder(order.id);
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const paidOnline = allowsPaymentEvent(order.paymentMethod, order.paymentStatus, 'refund_processed');
  // "We have sent you an e-mail" only when one goes out (the server says: mail set up, an address to send to).
  if (cancel.isSuccess) {
    const key = `${paidOnline ? 'doneRefund' : 'done'}${cancel.data.emailed ? '' : 'NoMail'}`;
    return <p role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-stone-900">{t(key)}</p>;
  }
  if (!isCancellable(order)) return null;
  if (!asking) {
    return (
      <button type="button" className={buttonStyles.secondary} onClick={() => setAsking(true)}>
        {t('button')}
      </button>
    );
  }
  return (
    <section role="alertdialog" aria-labelledby={titleId} className="rounded-xl border border-red-300 bg-red-50 p-4">
      <h2 id={titleId} className="text-lg font-semibold">{t('confirmTitle', { number: order.number })}</h2>
      <p className="mt-1 text-stone-800">{t(paidOnline ? 'confirmTextRefund' : 'confirmText')}</p>
      {cancel.isError && <p role="alert" className="mt-2 font-medium text-red-800">{errorMessage(cancel.error)}</p>}
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={confirmStyle} disabled={cancel.isPending} onClick={() => cancel.mutate()} autoFocus>
          {t(cancel.isPending ? 'cancelling' : 'confirm')}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={cancel.isPending} onClick={() => { setAsking(false); cancel.reset(); }}>
          {t('keep')}
        </button>
      </div>
    </section>
  );
}
