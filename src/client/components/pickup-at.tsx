import { Suspense, use } from 'react';
import type { PickupPointSnapshot } from '#shared/schemas/pickup-points';
import { loadNamespaces } from '#client/i18n/index.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import '#client/i18n/on-demand/pickup.ts';

// Loaded only by an order collected at a point: most orders never need these texts.
let texts: Promise<void> | undefined;
const pickupTexts = () => (texts ??= loadNamespaces('pickup'));

function Point({ point }: { point: PickupPointSnapshot }) {
  use(pickupTexts());
  const { t } = useTranslation('pickup');
  return (
    <div className="mb-3 rounded-lg bg-brand-50 p-3 text-stone-800" data-testid="pickup-at">
      <p className="font-semibold">{t('order.title')}: {point.name}</p>
      <p className="text-sm">
        {t('order.phone', { phone: point.phone })}
        {point.hours && <> · {t('order.hours', { hours: point.hours })}</>}
      </p>
    </div>
  );
}

/**
 * The village point an order is collected at (docs/product-rules.md 56), as the order keeps it: its
 * name, phone and hours, above the address it ships to. Nothing for an order delivered home.
 */
export function PickupAt({ point }: { point: PickupPointSnapshot | null | undefined }) {
  if (!point) return null;
  return (
    <Suspense fallback={null}>
      <Point point={point} />
    </Suspense>
  );
}
