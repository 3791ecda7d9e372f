import type { StorePickupPoint } from '#shared/schemas/pickup-points';
import { useTranslation } from '#client/i18n/use-translation.ts';
import '#client/i18n/on-demand/pickup.ts';

/**
 * Delivered home, or collected at the village point of a field agent whose list the buyer is on
 * (docs/product-rules.md 56). Shown only when checkout offers him a point. `chosen`: the point's
 * id, or null for his own address.
 */
export function PickupChoice({ points, chosen, onChoose, error }: { points: StorePickupPoint[]; chosen: string | null; onChoose: (pointId: string | null) => void; error?: string }) {
  const { t } = useTranslation('pickup');
  const option = (selected: boolean) => `flex cursor-pointer items-start gap-3 rounded-xl border p-4 ${selected ? 'border-brand-700 bg-brand-50' : 'border-stone-300'}`;
  return (
    <fieldset className="mb-4 space-y-3" aria-describedby={error ? 'checkout-pickup-error' : undefined}>
      <legend className="mb-2 font-semibold">{t('checkout.legend')}</legend>
      <label className={option(chosen === null)}>
        <input type="radio" name="pickup-point" value="" checked={chosen === null} onChange={() => onChoose(null)} className="mt-1 size-5 accent-brand-700" />
        <span className="font-semibold">{t('checkout.home')}</span>
      </label>
      {points.map((p) => (
        <label key={p.id} className={option(chosen === p.id)}>
          <input type="radio" name="pickup-point" value={p.id} checked={chosen === p.id} onChange={() => onChoose(p.id)} className="mt-1 size-5 accent-brand-700" />
          <span>
            <span className="block font-semibold">{t('checkout.pickup', { name: p.name })}</span>
            <span className="block text-sm text-stone-700">{t('checkout.place', { agent: p.agentName, address: p.address, city: p.city, pincode: p.pincode })}</span>
            <span className="block text-sm text-stone-700">
              {t('checkout.phone', { phone: p.phone })}
              {p.hours && <> · {t('checkout.hours', { hours: p.hours })}</>}
            </span>
            {chosen === p.id && <span className="mt-2 block text-sm text-stone-800">{t('checkout.note')}</span>}
          </span>
        </label>
      ))}
      {error && <p id="checkout-pickup-error" role="alert" className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
