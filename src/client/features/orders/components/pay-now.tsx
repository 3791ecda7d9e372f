import { useState } from 'react';
import { useQueryClient } from '#client/lib/query.ts';
import type { StoreOrder } from '#shared/schemas/orders';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { hasErrorCode } from '#client/lib/api-client.ts';
import { intlLocale } from '#client/lib/use-date-format.ts';
import { ordersKey } from '#client/features/orders/api/keys.ts';

export interface PayNowProps {
  order: StoreOrder;
  /** A payment was tried before: the button says Try Again. */
  again?: boolean;
  /** Why the last attempt did not open the gateway (checkout's, when it sends the buyer here). */
  error?: unknown;
}

/**
 * The deadline of an unpaid online order and the button that takes the buyer to the payment
 * gateway (its code loads on the click). `error`: why the last attempt did not open it.
 */
export default function PayNow({ order, again = false, error: lastError }: PayNowProps) {
  const { t, language } = useTranslation('orders');
  const common = useTranslation().t;
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(lastError);
  // 24-hour digits (18:30): the same in every language, no am/pm in Latin letters on a Hindi page.
  const time = new Date(order.paymentDueAt ?? 0).toLocaleTimeString(intlLocale(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const pay = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { payOnline } = await import('#client/features/orders/pay-online.ts');
      await payOnline(order.id, t('payment.description', { id: order.number }));
    } catch (err) {
      setError(err);
      // Paid or cancelled meanwhile: show the order as it stands now.
      if (hasErrorCode(err, 'already_paid', 'payment_window_closed', 'not_online_order')) void queryClient.invalidateQueries({ queryKey: ordersKey });
    }
    setBusy(false);
  };
  return (
    <div className="space-y-3" data-testid="pay-now">
      <p className="font-medium text-amber-900">{t('payment.payBy', { time })}</p>
      {error !== undefined && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">{errorMessage(error)}</p>}
      <button type="button" className={buttonStyles.primary} disabled={busy} onClick={() => void pay()}>
        {busy ? common('states.loading') : again || error !== undefined ? common('states.retry') : t('payment.payNow')}
      </button>
    </div>
  );
}
