import type { StoreOrder } from '#shared/schemas/orders';
import type { TrackingScan } from '#shared/schemas/shipments';
import { isFinalOrderStatus } from '#shared/order-states';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import '#client/i18n/on-demand/tracking.ts';
import { PickupAt } from '#client/components/pickup-at.tsx';
import { useOrderTracking } from '#client/features/orders/api/get-order-tracking.ts';

/** The courier's scans under Shipped (docs/product-rules.md 58): what happened, when and where; a failed attempt stands out. */
function CourierScans({ scans }: { scans: TrackingScan[] }) {
  const { t } = useTranslation('tracking');
  const { dateTime } = useDateFormat();
  if (scans.length === 0) return null;
  return (
    <ol className="mt-2 space-y-2 border-l border-dashed border-stone-300 pl-3" aria-label={t('scansTitle')} data-testid="courier-scans">
      {scans.map((scan, i) => (
        <li key={`${scan.at}-${i}`} data-testid="courier-scan" className={scan.status === 'undelivered' ? 'rounded-lg bg-amber-50 p-2 text-amber-900' : undefined}>
          <p className="text-sm font-medium">{t(`scan.${scan.status}`)}</p>
          <p className="text-sm text-stone-700">
            <time dateTime={scan.at}>{dateTime(scan.at)}</time>
            {scan.place && <span className="break-words">{` · ${t('place', { place: scan.place })}`}</span>}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * Where the order is (docs/product-rules.md 29): placed, then every change of its status
 * with its date and time in the reader's language, the carrier and tracking number (or the shop's
 * own delivery) at Shipped with the courier's scans under it (picked up, in transit, out for
 * delivery, a failed attempt, delivered; docs/product-rules.md 58), and the day it should arrive by
 * while it is on its way. A chunk of its own with its texts (`tracking`) and its request for the
 * scans: the order page is within bytes of its first-load budget.
 */
export function OrderTimeline({ order }: { order: StoreOrder }) {
  const { t } = useTranslation('tracking');
  const statusName = useTranslation('orders').t;
  const { dateTime, longDate } = useDateFormat();
  const shipment = order.shipment;
  // The shipment belongs to the last time it was shipped (an order moved back and shipped again has a new one).
  const shippedAt = order.timeline.map((e, i) => (e.status === 'shipped' ? i : -1)).filter((i) => i >= 0).pop();
  const underway = !isFinalOrderStatus(order.status);
  // A courier's scans are asked for only for an order sent by a carrier (the shop's own vehicle has none).
  const tracking = useOrderTracking(order.id, shipment?.ownDelivery === false);
  return (
    <section aria-labelledby="order-timeline" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm" data-testid="order-timeline">
      <h2 id="order-timeline" className="mb-3 text-lg font-semibold">{t('title')}</h2>
      {underway && order.expectedDeliveryOn && (
        <p className="mb-4 rounded-lg bg-brand-50 p-3 font-medium text-brand-900" data-testid="expected-delivery">
          {t('expected', { date: longDate(`${order.expectedDeliveryOn}T00:00:00`) })}
        </p>
      )}
      {/* Where it is collected, beside when it arrives (docs/product-rules.md 56); its address is the shipping address. */}
      <PickupAt point={order.pickupPoint} />
      <ol className="relative space-y-4 border-l-2 border-stone-200 pl-5">
        <li>
          <p className="font-medium">{t('placed')}</p>
          <time dateTime={order.orderDate} className="text-sm text-stone-700">{dateTime(order.orderDate)}</time>
        </li>
        {order.timeline.map((entry, i) => (
          <li key={`${entry.at}-${i}`} data-testid="timeline-entry">
            <p className="font-medium">{statusName(`status.${entry.status}`)}</p>
            <time dateTime={entry.at} className="text-sm text-stone-700">{dateTime(entry.at)}</time>
            {i === shippedAt && shipment && (
              <p className="mt-1 text-sm text-stone-800" data-testid="shipment">
                {shipment.ownDelivery ? t('ownDelivery') : t('carrier', { carrier: shipment.carrier, number: shipment.trackingNumber })}
              </p>
            )}
            {i === shippedAt && tracking.data && <CourierScans scans={tracking.data.scans} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
