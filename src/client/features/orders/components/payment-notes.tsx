import { formatRupees } from '#shared/money';
import type { StoreOrder } from '#shared/schemas/orders';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** How an online order was paid, as the gateway reported it (UPI, a card's last digits...), and any money given back. */
export function PaymentNotes({ order }: { order: StoreOrder }) {
  const { t } = useTranslation('orders');
  const how = order.cardLast4 ? t('payment.with.cardEnding', { last4: order.cardLast4 }) : order.paidWith ? t(`payment.with.${order.paidWith}`) : '';
  return (
    <>
      {how && <p data-testid="paid-with">{how}</p>}
      {order.refunds.length > 0 && (
        <ul className="basis-full space-y-1" data-testid="refunds">
          {order.refunds.map((r, i) => (
            <li key={i}>
              {t(r.status === 'processed' ? 'payment.refund.processed' : 'payment.refund.pending', { amount: formatRupees(r.amountPaise) })}
              {/* A refund by hand: the bank's reference (UTR) the farmer can look for. */}
              {r.reference && <span className="font-mono text-stone-600"> · {r.reference}</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

