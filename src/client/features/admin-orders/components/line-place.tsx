import { useId, useState } from 'react';
import type { AdminOrderLine } from '#shared/schemas/admin-orders';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { useMay } from '#client/lib/staff-access.ts';
import { useChangeLinePlace } from '#client/features/admin-orders/api/change-line-place.ts';

/** The place's name, the principal place's when it has none of its own yet. */
function usePlaceName() {
  const { t } = useTranslation('admin-orders');
  return (place: { id: string | null; name: string }) => (place.id === null ? t('place.principal', { name: place.name || t('place.shop') }) : place.name);
}

/**
 * Where a shop line leaves from (docs/product-rules.md 59), and, for whoever ships orders while it
 * is not packed, a choice of the other places of its registration that hold its units.
 */
export function LinePlace({ orderId, line }: { orderId: string; line: AdminOrderLine }) {
  const { t } = useTranslation('admin-orders');
  const nameOf = usePlaceName();
  const may = useMay();
  const change = useChangeLinePlace(orderId);
  const errorMessage = useErrorMessage();
  const [failure, setFailure] = useState<string>();
  const selectId = useId();
  const from = line.shipsFrom;
  if (!from) return null;
  if (from.choices.length === 0 || !may('orders.status')) return <span className="block text-sm text-stone-700">{t('place.from', { place: nameOf(from) })}</span>;
  return (
    <span className="block text-sm">
      <label htmlFor={selectId} className="mr-2 text-stone-700">{t('place.label')}</label>
      <select
        id={selectId}
        className="min-h-11 max-w-full rounded-md border border-stone-300 bg-white px-2 py-1"
        value={from.id ?? ''}
        disabled={change.isPending}
        aria-describedby={failure ? `${selectId}-error` : undefined}
        onChange={(e) => {
          setFailure(undefined);
          change.mutate({ productId: line.productId, locationId: e.target.value === '' ? null : e.target.value }, { onError: (err) => setFailure(errorMessage(err)) });
        }}
      >
        {[from, ...from.choices].map((p) => (
          <option key={p.id ?? ''} value={p.id ?? ''}>{nameOf(p)}</option>
        ))}
      </select>
      {failure && <span id={`${selectId}-error`} role="alert" className="mt-1 block text-red-700">{failure}</span>}
    </span>
  );
}
