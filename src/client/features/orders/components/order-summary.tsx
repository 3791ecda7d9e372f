import type { StoreOrder } from '#shared/schemas/orders';
import { formatRupees } from '#shared/money';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useLineName } from '#client/lib/line-name.ts';
import { useStateName } from '#client/lib/state-name.ts';
import { LineDiscount } from '#client/components/order-totals.tsx';
import { OrderTotalsWithState } from '#client/components/order-totals-with-state.tsx';
import { PickupAt } from '#client/components/pickup-at.tsx';

/**
 * What was ordered, where it goes, how it is paid and what it costs: the confirmation shows it right
 * after checkout, so the buyer can check the order without opening it. Loaded after the page's
 * first paint (the confirmation is within 1 KB of its budget), with the order's texts (orders).
 */
export function OrderSummary({ order }: { order: StoreOrder }) {
  const { t } = useTranslation('orders');
  const lineName = useLineName();
  const stateName = useStateName();
  const s = order.shipping;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2" data-testid="order-summary">
        <section className="rounded-lg border border-stone-200 p-4 sm:col-span-2">
          <h2 className="mb-2 text-lg font-semibold">{t('detail.lines')}</h2>
          <ul className="divide-y divide-stone-200">
            {order.items.map((i, n) => (
              <li key={n} className="flex justify-between gap-3 py-2">
                {/* A kit's parts under its name, as sold (docs/product-rules.md 48). */}
                <span>{i.kit && i.kit.productId !== order.items[n - 1]?.kit?.productId && <b className="block">{lineName(i.kit)} × {i.kit.quantity}:</b>}{lineName(i)} <span className="text-stone-600">× {i.quantity}</span></span>
                <span className="text-right font-medium">{formatRupees(i.lineTotalPaise)}<LineDiscount discountPaise={i.discountPaise} /></span>
              </li>
            ))}
          </ul>
        </section>
        <section className="rounded-lg border border-stone-200 p-4">
          <h2 className="mb-2 text-lg font-semibold">{t('detail.shippingTo')}</h2>
          <PickupAt point={order.pickupPoint} />
          <address className="not-italic text-stone-800">
            {s.fullName}<br />{s.address}<br />{s.city}, {stateName(s.state)} {s.pincode}<br />{s.phone}
          </address>
        </section>
        <section className="rounded-lg border border-stone-200 p-4">
          <h2 className="mb-2 text-lg font-semibold">{t('detail.payment')}</h2>
          <p className="font-medium text-stone-900" data-testid="summary-payment-method">{t(`payment.method.${order.paymentMethod}`)}</p>
        </section>
      </div>
      <div className="mt-6"><OrderTotalsWithState subtotalPaise={order.subtotalPaise} discountPaise={order.discountPaise} couponCode={order.couponCode} gstPaise={order.gstPaise} totalPaise={order.totalPaise} taxSplit={order.taxSplit} placeOfSupply={order.placeOfSupply} /></div>
    </>
  );
}
