import { useState } from 'react';
import { PRINCIPAL_PLACE } from '#shared/schemas/packing';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { EmptyState, ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { usePackingQueue } from '#client/features/admin-packing/api/packing.ts';
import { useStockLocations } from '#client/features/admin-stock-locations/api/stock-locations.ts';
import { PackingOrders } from '#client/features/admin-packing/components/packing-orders.tsx';
import { PickList } from '#client/features/admin-packing/components/pick-list.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useSearchParams } from '#client/lib/router.tsx';
import { useDateFormat } from '#client/lib/use-date-format.ts';

type View = 'orders' | 'pickList';

/**
 * /admin/packing: the dispatcher's packing (docs/product-rules.md 61) for staff who read orders:
 * the place chosen (the principal place or a godown, kept in the address as ?place=), its orders
 * to pack with each one's packing slip and a link to the order, where the courier is booked, or
 * the pick list they make. A role that may not read the godowns packs at the principal place.
 */
export default function PackingPage() {
  const { t } = useTranslation('admin-packing');
  const { count } = useDateFormat();
  const [params, setParams] = useSearchParams();
  const location = params.get('place') || PRINCIPAL_PLACE;
  const [view, setView] = useState<View>('orders');
  const places = useStockLocations();
  const queue = usePackingQueue(location);
  const choices = places.data?.locations ?? [{ id: null, name: '', active: true }];
  const placeName = (p: { id: string | null; name: string }) => (p.id === null ? p.name || t('principal') : p.name);
  return (
    <div className="mx-auto max-w-6xl">
      <SectionHeader title={t('title')} />
      <p className="-mt-3 mb-6 text-stone-700">{t('intro')}</p>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end">
        <SelectField label={t('place')} className="sm:w-80" value={location} onChange={(e) => setParams({ place: e.target.value }, { replace: true })}>
          {choices.map((p) => (
            <option key={p.id ?? PRINCIPAL_PLACE} value={p.id ?? PRINCIPAL_PLACE}>
              {p.active ? placeName(p) : t('inactive', { name: placeName(p) })}
            </option>
          ))}
        </SelectField>
        <div role="group" aria-label={t('views.label')} className="flex gap-2">
          {(['orders', 'pickList'] as const).map((v) => (
            <button key={v} type="button" className={view === v ? buttonStyles.primary : buttonStyles.secondary} aria-pressed={view === v} onClick={() => setView(v)}>
              {t(`views.${v}`)}
            </button>
          ))}
        </div>
      </div>
      {queue.isPending ? (
        <LoadingState />
      ) : queue.isError ? (
        <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data.orders.length === 0 ? (
        <EmptyState message={t('empty', { place: placeName(queue.data.place) })} />
      ) : (
        <section aria-labelledby="packing-orders">
          <h2 id="packing-orders" className="mb-1 text-lg font-semibold text-stone-900">
            {view === 'orders' ? t('ordersTitle', { place: placeName(queue.data.place) }) : t('pick.title', { place: placeName(queue.data.place) })}
          </h2>
          <p className="mb-3 text-sm text-stone-600">
            {queue.data.total > queue.data.orders.length ? t('shownOf', { shown: count(queue.data.orders.length), total: count(queue.data.total) }) : t('shown', { count: queue.data.total, total: count(queue.data.total) })}
            {view === 'pickList' && ` ${t('pick.intro')}`}
          </p>
          {view === 'orders' ? <PackingOrders orders={queue.data.orders} location={location} /> : <PickList lines={queue.data.pickList} />}
        </section>
      )}
    </div>
  );
}
